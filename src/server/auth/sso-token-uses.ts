/** One sign-in per identity-provider token (migration 0014); expired uses are swept as it goes. */
import { sql } from "kysely";
import type { Db } from "../db/connect";

/** Whether this is the token's first use; a replay answers false. */
export async function claimSsoToken(db: Db, useKey: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom("sso_token_uses").where("expires_at", "<", sql<string>`now()`).execute();
  const claimed = await db
    .insertInto("sso_token_uses")
    .values({ use_key: useKey, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column("use_key").doNothing())
    .returning("use_key")
    .executeTakeFirst();
  return claimed !== undefined;
}
