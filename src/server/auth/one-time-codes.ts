/**
 * One-time codes sent by e-mail (verify_email, reset_password) or handed to a role-less
 * account (register_role): 256 random bits, stored only as a SHA-256 hash, valid until their
 * expiry on the server, usable once. Issuing a new code retires the user's earlier ones of
 * the same purpose, so only the newest link works.
 */
import { sql } from "kysely";
import { hashToken, newSessionToken } from "../access/session-token";
import type { Db } from "../db/connect";
import { NOW } from "../db/sql-now";
import type { TokenPurpose } from "../db/tables";

/** What a code is for: user_tokens.purpose, the `token_purpose` enum. */
export type CodePurpose = TokenPurpose;

const HOUR = 60 * 60 * 1000;

export const CODE_LIFETIME_MS = {
  verify_email: 7 * 24 * HOUR,
  reset_password: 48 * HOUR,
  register_role: HOUR / 2,
} as const satisfies Record<CodePurpose, number>;

export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code = newSessionToken();
  await db
    .updateTable("user_tokens")
    .set({ used_at: NOW })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("user_tokens")
    .values({
      user_id: userId,
      purpose,
      code_hash: hashToken(code),
      expires_at: sql<string>`now() + ${`${CODE_LIFETIME_MS[purpose]} milliseconds`}::interval`,
    })
    .execute();
  return code;
}

/** The user a live code belongs to, without using it up. */
export async function peekCode(db: Db, code: string, purpose: CodePurpose): Promise<number | null> {
  const token = await db
    .selectFrom("user_tokens")
    .select("user_id")
    .where("code_hash", "=", hashToken(code))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", NOW)
    .executeTakeFirst();
  return token?.user_id ?? null;
}

/** Uses the code up and answers its user; null when it is unknown, used or expired. */
export async function consumeCode(
  db: Db,
  code: string,
  purpose: CodePurpose,
): Promise<number | null> {
  // One statement, so two requests racing with the same code cannot both win.
  const token = await db
    .updateTable("user_tokens")
    .set({ used_at: NOW })
    .where("code_hash", "=", hashToken(code))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", NOW)
    .returning("user_id")
    .executeTakeFirst();
  return token?.user_id ?? null;
}
