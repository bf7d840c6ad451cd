/**
 * A rejected account's username and e-mail are released after the retention period, counted
 * from `status_changed_at`: every account must have that moment, also one written straight
 * into a state (a seed, an import, psql), so it defaults to the insert and is never empty.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET status_changed_at = updated_at WHERE status_changed_at IS NULL`.execute(
    db,
  );
  await sql`ALTER TABLE users ALTER COLUMN status_changed_at SET DEFAULT now(),
    ALTER COLUMN status_changed_at SET NOT NULL`.execute(db);
}
