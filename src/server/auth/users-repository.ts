/** The SQL auth needs on `users`: finding, registering and changing one account. */
import { sql } from "kysely";
import type { Db } from "../db/connect";
import type { Locale } from "../http/locale";
import { released } from "./rejected-release";
import type { UserStatus } from "./user-status";

export interface UserRecord {
  id: number;
  fullname: string;
  username: string;
  email: string;
  password_hash: string | null;
  role_id: number | null;
  department_id: number | null;
  status: UserStatus;
  locale: Locale;
}

const USER_COLUMNS = sql`id, fullname, username, email, password_hash, role_id, department_id,
  status, locale`;

/** By username or e-mail, whatever their letter case (the unique indexes are on lower()). */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRecord | null> {
  const { rows } = await sql<UserRecord>`
    SELECT ${USER_COLUMNS} FROM users
    WHERE lower(username) = lower(${identifier}) OR lower(email) = lower(${identifier})
    LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const { rows } = await sql<UserRecord>`
    SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower(${email})`.execute(db);
  return rows[0] ?? null;
}

/** Whether an account holds `value`; one rejected longer ago than `retentionDays` does not. */
export async function isTaken(
  db: Db,
  field: "username" | "email",
  value: string,
  retentionDays: number,
): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM users
    WHERE lower(${sql.ref(field)}) = lower(${value}) AND NOT ${released(retentionDays)}`.execute(
    db,
  );
  return rows.length > 0;
}

export interface NewRegistration {
  fullname: string;
  username: string;
  email: string;
  passwordHash: string;
  roleId: number;
  departmentId: number;
  projectId: number;
  jobPosition: string;
  locale: Locale;
}

/** Status, verification and approval are the table's defaults: a caller cannot set them. */
export async function insertRegistration(db: Db, user: NewRegistration): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, password_hash, role_id, department_id,
                       project_id, job_position, locale)
    VALUES (${user.fullname}, ${user.username}, ${user.email}, ${user.passwordHash},
            ${user.roleId}, ${user.departmentId}, ${user.projectId}, ${user.jobPosition},
            ${user.locale})
    RETURNING id`.execute(db);
  return (rows[0] as { id: number }).id;
}

/** Which unique index a failed insert ran into, if that is why it failed. */
export function duplicateField(error: unknown): "username" | "email" | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== "23505") return null;
  if (constraint === "users_lower_username_key") return "username";
  if (constraint === "users_lower_email_key") return "email";
  return null;
}

/** Whether the account moved on to wait for approval (false: it was verified before). */
export async function markEmailVerified(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql`
    UPDATE users SET email_verified_at = now(), status = 'pending_approval'
    WHERE id = ${userId} AND status = 'pending_verification'
    RETURNING id`.execute(db);
  return rows.length > 0;
}

export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await sql`UPDATE users SET password_hash = ${hash} WHERE id = ${userId}`.execute(db);
}

/**
 * A role chosen by the account itself is a request: an admin approves it like a registration.
 * Whether the account now waits (false: it had a role already).
 */
export async function chooseRole(
  db: Db,
  userId: number,
  roleId: number,
  passwordHash: string,
): Promise<boolean> {
  const { rows } = await sql`
    UPDATE users SET role_id = ${roleId}, password_hash = ${passwordHash},
                     status = 'pending_approval', approved_by = NULL, approved_at = NULL
    WHERE id = ${userId} AND role_id IS NULL
    RETURNING id`.execute(db);
  return rows.length > 0;
}

export async function setLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await sql`UPDATE users SET locale = ${locale} WHERE id = ${userId}`.execute(db);
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`.execute(db);
}
