/**
 * Auth additions: the language each user registered in (their e-mails are written in it),
 * and a third one-time-code purpose, `register_role`, for the short-lived ticket that lets a
 * signed-in-but-role-less account choose its role without a session.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
    ADD COLUMN locale varchar(2) NOT NULL DEFAULT 'id' CHECK (locale IN ('id', 'en'))`.execute(db);
  // Allowed inside the migration's transaction (PostgreSQL 12+) as long as this transaction
  // does not use the new value, which it does not.
  await sql`ALTER TYPE token_purpose ADD VALUE 'register_role'`.execute(db);
}
