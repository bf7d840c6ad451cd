/** The SQL auth needs on `users`: finding, registering and changing one account. */
import type { ExpressionBuilder, Selectable } from "kysely";
import type { Db } from "../db/connect";
import { NOW } from "../db/sql-now";
import type { DB, Users } from "../db/tables";
import type { Locale } from "../http/locale";
import { released } from "./rejected-release";

const USER_COLUMNS = [
  "id",
  "fullname",
  "username",
  "email",
  "password_hash",
  "role_id",
  "department_id",
  "status",
  "locale",
] as const;

/** `locale` is one of the app's languages: the column's CHECK (migration 0010) says so. */
export type UserRecord = Omit<Pick<Selectable<Users>, (typeof USER_COLUMNS)[number]>, "locale"> & {
  locale: Locale;
};

/** `lower(column) = lower(value)`, as the unique indexes on lower() are built. */
function sameText(eb: ExpressionBuilder<DB, "users">, column: "username" | "email", value: string) {
  return eb(eb.fn<string>("lower", [column]), "=", eb.fn<string>("lower", [eb.val(value)]));
}

/** By username or e-mail, whatever their letter case. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRecord | null> {
  const user = await db
    .selectFrom("users")
    .select(USER_COLUMNS)
    .where((eb) => eb.or([sameText(eb, "username", identifier), sameText(eb, "email", identifier)]))
    .limit(1)
    .$narrowType<{ locale: Locale }>()
    .executeTakeFirst();
  return user ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const user = await db
    .selectFrom("users")
    .select(USER_COLUMNS)
    .where((eb) => sameText(eb, "email", email))
    .$narrowType<{ locale: Locale }>()
    .executeTakeFirst();
  return user ?? null;
}

/** Whether an account holds `value`; one rejected longer ago than `retentionDays` does not. */
export async function isTaken(
  db: Db,
  field: "username" | "email",
  value: string,
  retentionDays: number,
): Promise<boolean> {
  const holder = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb.and([sameText(eb, field, value), eb.not(released(retentionDays))]))
    .executeTakeFirst();
  return holder !== undefined;
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
  const { id } = await db
    .insertInto("users")
    .values({
      fullname: user.fullname,
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      role_id: user.roleId,
      department_id: user.departmentId,
      project_id: user.projectId,
      job_position: user.jobPosition,
      locale: user.locale,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
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
  const moved = await db
    .updateTable("users")
    .set({ email_verified_at: NOW, status: "pending_approval" })
    .where("id", "=", userId)
    .where("status", "=", "pending_verification")
    .returning("id")
    .executeTakeFirst();
  return moved !== undefined;
}

export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: hash }).where("id", "=", userId).execute();
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
  const waiting = await db
    .updateTable("users")
    .set({
      role_id: roleId,
      password_hash: passwordHash,
      status: "pending_approval",
      approved_by: null,
      approved_at: null,
    })
    .where("id", "=", userId)
    .where("role_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  return waiting !== undefined;
}

export async function setLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.updateTable("users").set({ locale }).where("id", "=", userId).execute();
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.updateTable("users").set({ last_login_at: NOW }).where("id", "=", userId).execute();
}
