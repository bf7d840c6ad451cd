/**
 * The one account that exists before anyone can approve anyone: the super-admin (role -1).
 * Created on first start from the configured username, e-mail and password; without a
 * password a random one is generated and handed back once for the caller to print, since it
 * is stored only as a hash. Later starts find the super-admin and change nothing.
 */
import { sql } from "kysely";
import { hashPassword } from "../auth/password";
import { randomPassword } from "../auth/random-password";
import type { Db } from "../db/connect";

export const SUPER_ADMIN_ROLE_ID = -1;

export interface SuperAdminSettings {
  username?: string;
  email?: string;
  password?: string;
}

export interface SuperAdminResult {
  created: boolean;
  username: string;
  /** Only when this call created the account with a password nobody chose. */
  generatedPassword?: string;
}

export async function ensureSuperAdmin(db: Db, env: SuperAdminSettings): Promise<SuperAdminResult> {
  const existing = await findSuperAdmin(db);
  if (existing) return { created: false, username: existing };

  const username = env.username || "superadmin";
  const email = env.email || `${username}@mandor.local`;
  const generatedPassword = env.password ? undefined : randomPassword();
  const passwordHash = await hashPassword(env.password || (generatedPassword as string));
  // Two instances starting at once: the unique username/e-mail indexes let only one insert
  // win; the other then finds that one.
  const { rows } = await sql<{ username: string }>`
    INSERT INTO users (fullname, username, email, password_hash, role_id, status, email_verified_at,
                       approved_at, job_position)
    SELECT 'Super Admin', ${username}, ${email}, ${passwordHash}, ${SUPER_ADMIN_ROLE_ID}, 'active',
           now(), now(), 'Administrator Sistem'
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE role_id = ${SUPER_ADMIN_ROLE_ID})
    ON CONFLICT DO NOTHING
    RETURNING username`.execute(db);
  if (rows.length === 0) {
    const winner = await findSuperAdmin(db);
    if (!winner)
      throw new Error(
        `cannot create the super-admin: username '${username}' or e-mail '${email}' is taken`,
      );
    return { created: false, username: winner };
  }
  return { created: true, username, ...(generatedPassword ? { generatedPassword } : {}) };
}

async function findSuperAdmin(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ username: string }>`
    SELECT username FROM users WHERE role_id = ${SUPER_ADMIN_ROLE_ID} ORDER BY id LIMIT 1`.execute(
    db,
  );
  return rows[0]?.username;
}
