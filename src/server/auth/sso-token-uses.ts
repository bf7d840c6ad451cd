import type { Db } from "../db/connect";
import { NOW } from "../db/sql-now";

/** Whether this is the token's first use; a replay answers false. */
export async function claimSsoToken(db: Db, useKey: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom("sso_token_uses").where("expires_at", "<", NOW).execute();
  const claimed = await db
    .insertInto("sso_token_uses")
    .values({ use_key: useKey, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column("use_key").doNothing())
    .returning("use_key")
    .executeTakeFirst();
  return claimed !== undefined;
}
