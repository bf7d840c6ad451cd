/**
 * Privilege ceilings: nobody hands out, writes or reaches more than they hold. The route checks
 * (screen-access.ts) say who may call a write; these say which values and rows it may touch,
 * for every path that writes them (the generic writer behind forms, imports and a worker's
 * change requests; transitions; mapping panels):
 * - a role is assigned only if its permissions are the caller's too, the Super Admin role only
 *   by a super-admin;
 * - a user is changed (their role, status, password reset, anything) only while their role is
 *   within the caller's, so nobody re-roles, locks out or takes over someone above them;
 * - a reference to a department, a project, or a row scoped through them names one within the
 *   caller's row scope — each such column on its own, not only the row as a whole;
 * - a row no department or project owns (territories, vendors, master data, roles) serves the
 *   whole company, so only a caller whose row scope is the whole company changes it; anyone
 *   may still read it and name it in their own records.
 */
import { type RawBuilder, sql } from "kysely";
import type { LocalText } from "../../schema/local-text";
import type { GenModel } from "../../schema/model-meta";
import { ALLOW_ALL, SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import type { SessionUser } from "../access/session-user";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import type { ErrorCode } from "../http/errors";
import { type RowScoper, scopeOf } from "./row-scope";

export type Caller = Pick<SessionUser, "roleId" | "permissions" | "departmentIds" | "projectIds">;

/** Why a value is beyond the caller's reach: a role above them, or a unit (or row) outside. */
export type ValueRefusal = "role" | "unit";

/** Why a caller may not touch a row at all, as the error answered. */
export type ReachRefusal = Extract<ErrorCode, "COMPANY_WIDE_RECORD" | "USER_ABOVE_CEILING">;

export const VALUE_REFUSALS: Readonly<Record<ValueRefusal, LocalText>> = {
  role: {
    id: "Anda tidak dapat memberikan role ini: role ini memiliki hak akses yang tidak Anda miliki.",
    en: "You cannot assign this role: it holds permissions you do not hold.",
  },
  unit: {
    id: "Pilihan ini berada di luar departemen dan proyek yang Anda kelola.",
    en: "This choice is outside the departments and projects you manage.",
  },
};

const isSuperAdmin = (caller: Caller) => caller.roleId === SUPER_ADMIN_ROLE_ID;

/**
 * The roles (table aliased `alias`) the caller may assign, as a condition; undefined when
 * every role is (the super-admin). A role's switched-off permissions grant nothing, so they
 * do not count against it.
 */
export function assignableRoles(caller: Caller, alias: string): RawBuilder<boolean> | undefined {
  if (isSuperAdmin(caller)) return undefined;
  const held = [ALLOW_ALL, ...caller.permissions];
  const id = sql.ref(`${alias}.id`);
  return sql<boolean>`(${id} <> ${SUPER_ADMIN_ROLE_ID} AND NOT EXISTS (
    SELECT 1 FROM role_permissions AS held_rp JOIN permissions AS held_p ON held_p.id = held_rp.permission_id
    WHERE held_rp.role_id = ${id} AND held_p.active = 1
      AND held_p.name NOT IN (${sql.join(held)})))`;
}

/**
 * What a choice list of `table` (aliased `alias`) offers beyond the caller's row scope: of
 * roles, only those the caller may assign.
 */
export function offeredRows(
  table: string,
  caller: Caller,
  alias: string,
): RawBuilder<boolean> | undefined {
  return table === "roles" ? assignableRoles(caller, alias) : undefined;
}

/** Whether rows of `table` belong to no department or project: then they are company-wide. */
export function companyWide(scoper: RowScoper, table: string): boolean {
  return scoper.condition(table, "r", { departmentIds: [], projectIds: [] }) === undefined;
}

/**
 * Why the caller may not create or change rows of `table` (and, given `id`, that row) at all,
 * as the error to answer; null when they may (row scope is checked apart).
 */
export async function rowBeyondReach(
  db: Db,
  scoper: RowScoper,
  table: string,
  id: number | null,
  caller: Caller,
): Promise<ReachRefusal | null> {
  if (scopeOf(caller) !== null && companyWide(scoper, table)) return "COMPANY_WIDE_RECORD";
  if (table !== "users" || id === null) return null;
  const assignable = assignableRoles(caller, "r");
  if (!assignable) return null;
  const { rows } = await sql`
    SELECT 1 FROM users AS u JOIN roles AS r ON r.id = u.role_id
    WHERE u.id = ${id} AND NOT ${assignable}`.execute(db);
  return rows.length > 0 ? "USER_ABOVE_CEILING" : null;
}

/**
 * Field → why, for each reference in `values` beyond the caller's reach: a role they may not
 * assign, or a row (department, project, a worker, a user…) outside their row scope. A value
 * the record already holds (`current`) stands, whoever put it there; a reference that names no
 * row is refused the same way, so the answer does not tell a row elsewhere from none.
 */
export async function valuesBeyondReach(
  db: Db,
  scoper: RowScoper,
  model: GenModel,
  values: Row,
  current: Row | null,
  caller: Caller,
): Promise<Record<string, ValueRefusal>> {
  const scope = scopeOf(caller);
  const refused: Record<string, ValueRefusal> = {};
  for (const [column, relation] of Object.entries(model.fieldRelation)) {
    if (!Object.hasOwn(values, column)) continue;
    const named = references(values[column]).filter(
      (value) => !references(current?.[column]).some((held) => String(held) === String(value)),
    );
    if (named.length === 0) continue;
    const condition =
      relation.model === "roles"
        ? assignableRoles(caller, "t")
        : scoper.condition(relation.model, "t", scope);
    if (!condition) continue;
    const { rows } = await sql<{ n: number }>`
      SELECT count(DISTINCT ${sql.ref(`t.${relation.column}`)})::int AS n
      FROM ${sql.table(relation.model)} AS t
      WHERE ${sql.ref(`t.${relation.column}`)}::text IN (${sql.join(named.map(String))})
        AND ${condition}`.execute(db);
    if ((rows[0]?.n ?? 0) < new Set(named.map(String)).size) {
      refused[column] = relation.model === "roles" ? "role" : "unit";
    }
  }
  return refused;
}

/** The keys a column's value names: one, several (a multiple choice), or none. */
function references(value: unknown): (string | number)[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (item): item is string | number =>
      (typeof item === "number" && Number.isFinite(item)) ||
      (typeof item === "string" && item !== ""),
  );
}
