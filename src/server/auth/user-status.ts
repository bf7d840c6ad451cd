/** An account's states (the `user_status` enum of migration 0004), from registration on. */
export type { UserStatus } from "../db/tables";
