/** Every migration, in the order it runs. A new migration is one file plus one line here. */
import type { Migration } from "kysely";
import * as foundation from "./0001-foundation";

export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
};
