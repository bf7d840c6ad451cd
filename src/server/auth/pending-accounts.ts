/**
 * The SQL of account approval: which accounts wait for a given admin (those of the
 * departments the admin administers through user_mappings; every one for the super-admin).
 * The decision itself is the approval screen's transition (account-approval/user-approval.ts).
 */
import { type RawBuilder, sql } from "kysely";
import type { ProfileUser } from "../../schema/api/profile";
import { SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import type { Db } from "../db/connect";

export interface Approver {
  id: number;
  roleId: number | null;
}

/** A waiting account: the profile's user fields (no locale) and where it stands. */
export interface PendingAccount extends Omit<ProfileUser, "locale"> {
  email_verified_at: string | null;
  created_at: string;
}

function inScope(approver: Approver): RawBuilder<boolean> {
  if (approver.roleId === SUPER_ADMIN_ROLE_ID) return sql<boolean>`true`;
  return sql<boolean>`u.department_id IN (
    SELECT department_id FROM user_mappings
    WHERE user_id = ${approver.id} AND department_id IS NOT NULL)`;
}

function matches(search: string, columns: readonly string[]): RawBuilder<boolean> {
  if (!search || columns.length === 0) return sql<boolean>`true`;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const each = columns.map((column) => sql<boolean>`${sql.ref(`u.${column}`)} ILIKE ${pattern}`);
  return sql<boolean>`(${sql.join(each, sql` OR `)})`;
}

/** The columns a search matches, unless a field permission hides one from the approver. */
export const SEARCHED_COLUMNS = ["fullname", "username", "email"] as const;

export async function listPending(
  db: Db,
  approver: Approver,
  query: {
    page: number;
    limit: number;
    search: string;
    searched: readonly (typeof SEARCHED_COLUMNS)[number][];
  },
): Promise<{ rows: PendingAccount[]; total: number }> {
  const where = sql`u.status = 'pending_approval' AND ${inScope(approver)}
    AND ${matches(query.search, query.searched)}`;
  const { rows } = await sql<PendingAccount>`
    SELECT u.id, u.fullname, u.username, u.email, u.job_position, u.role_id, r.role_name,
           u.department_id, d.department_name, u.project_id, p.project_name,
           u.email_verified_at, u.created_at
    FROM users u
    LEFT JOIN roles r ON r.id = u.role_id
    LEFT JOIN departments d ON d.id = u.department_id
    LEFT JOIN projects p ON p.id = u.project_id
    WHERE ${where}
    ORDER BY u.created_at, u.id
    LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`.execute(db);
  const { rows: counted } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM users u WHERE ${where}`.execute(db);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Whether the account exists within the approver's scope at all (to tell 404 from 409). */
export async function isInScope(db: Db, approver: Approver, id: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM users u WHERE u.id = ${id} AND ${inScope(approver)}`.execute(db);
  return rows.length > 0;
}
