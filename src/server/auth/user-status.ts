/** An account's states (the `user_status` enum of migration 0004), from registration on. */
export type UserStatus =
  | "pending_verification"
  | "pending_approval"
  | "active"
  | "rejected"
  | "inactive";
