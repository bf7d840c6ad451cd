/**
 * The identity provider's tokens already used to sign in, until they expire: a token is good
 * for one sign-in, so one copied from a log or a browser history cannot open a second session.
 * Kept in the database so every instance refuses the same replay.
 */
import type { Kysely } from "kysely";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "sso_token_uses",
      label: "Token SSO Terpakai / Used SSO Tokens",
      columns: `
        use_key varchar(100) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL`,
      indexes: ["expires_at"],
    },
  ]);
}
