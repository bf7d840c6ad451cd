/**
 * The identity provider's tokens already used to sign in, until they expire: a token is good
 * for one sign-in, so one copied from a log or a browser history cannot open a second session.
 * Kept in the database so every instance refuses the same replay.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sso_token_uses (
      use_key varchar(100) PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sso_token_uses_expiry ON sso_token_uses (expires_at)`.execute(db);
}
