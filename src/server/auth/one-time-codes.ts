/**
 * One-time codes sent by e-mail (verify_email, reset_password) or handed to a role-less
 * account (register_role): 256 random bits, stored only as a SHA-256 hash, valid until their
 * expiry on the server, usable once. Issuing a new code retires the user's earlier ones of
 * the same purpose, so only the newest link works.
 */
import { sql } from "kysely";
import { hashToken, newSessionToken } from "../access/session-token";
import type { Db } from "../db/connect";

export type CodePurpose = "verify_email" | "reset_password" | "register_role";

const HOUR = 60 * 60 * 1000;

export const CODE_LIFETIME_MS = {
  verify_email: 7 * 24 * HOUR,
  reset_password: 48 * HOUR,
  register_role: HOUR / 2,
} as const satisfies Record<CodePurpose, number>;

export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code = newSessionToken();
  await sql`
    UPDATE user_tokens SET used_at = now()
    WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`.execute(db);
  await sql`
    INSERT INTO user_tokens (user_id, purpose, code_hash, expires_at)
    VALUES (${userId}, ${purpose}, ${hashToken(code)},
            now() + ${`${CODE_LIFETIME_MS[purpose]} milliseconds`}::interval)`.execute(db);
  return code;
}

/** The user a live code belongs to, without using it up. */
export async function peekCode(db: Db, code: string, purpose: CodePurpose): Promise<number | null> {
  const { rows } = await sql<{ user_id: number }>`
    SELECT user_id FROM user_tokens
    WHERE code_hash = ${hashToken(code)} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()`.execute(db);
  return rows[0]?.user_id ?? null;
}

/** Uses the code up and answers its user; null when it is unknown, used or expired. */
export async function consumeCode(
  db: Db,
  code: string,
  purpose: CodePurpose,
): Promise<number | null> {
  // One statement, so two requests racing with the same code cannot both win.
  const { rows } = await sql<{ user_id: number }>`
    UPDATE user_tokens SET used_at = now()
    WHERE code_hash = ${hashToken(code)} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`.execute(db);
  return rows[0]?.user_id ?? null;
}
