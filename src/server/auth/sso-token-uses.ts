/** One sign-in per identity-provider token (migration 0014); expired uses are swept as it goes. */
import { sql } from "kysely";
import type { Db } from "../db/connect";

/** Whether this is the token's first use; a replay answers false. */
export async function claimSsoToken(db: Db, useKey: string, expiresAt: Date): Promise<boolean> {
  await sql`DELETE FROM sso_token_uses WHERE expires_at < now()`.execute(db);
  const { rows } = await sql`
    INSERT INTO sso_token_uses (use_key, expires_at) VALUES (${useKey}, ${expiresAt})
    ON CONFLICT (use_key) DO NOTHING
    RETURNING use_key`.execute(db);
  return rows.length === 1;
}
