/**
 * SQL a migration froze when it was written (`frozen/<migration>.json`): the statements the
 * code of the day generated, run one after another. A migration that once built its SQL from
 * live code (the dashboard summaries) carries it this way, so a later change to that code
 * does not change what the migration does on a new database.
 */
import { type Kysely, sql } from "kysely";

export async function runFrozen(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
