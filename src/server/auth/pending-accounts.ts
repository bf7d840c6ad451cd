/**
 * The SQL of account approval: which accounts wait for a given admin (those of the
 * departments the admin administers through user_mappings; every one for the super-admin).
 * The decision itself is the approval screen's transition (account-approval/user-approval.ts).
 */
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";
import type { ProfileUser } from "../../schema/api/profile";
import { SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import type { Db } from "../db/connect";
import type { DB, Users } from "../db/tables";

export interface Approver {
  id: number;
  roleId: number | null;
}

/** A waiting account: the profile's user fields (no locale) and where it stands. */
export type PendingAccount = Omit<ProfileUser, "locale"> &
  Pick<Selectable<Users>, "email_verified_at" | "created_at">;

/** The columns a search matches, unless a field permission hides one from the approver. */
export const SEARCHED_COLUMNS = ["fullname", "username", "email"] as const;

function inScope(eb: ExpressionBuilder<DB, "users">, approver: Approver): Expression<SqlBool> {
  if (approver.roleId === SUPER_ADMIN_ROLE_ID) return eb.lit(true);
  return eb(
    "users.department_id",
    "in",
    eb
      .selectFrom("user_mappings")
      .select("user_mappings.department_id")
      .where("user_mappings.user_id", "=", approver.id)
      .where("user_mappings.department_id", "is not", null),
  );
}

function matches(
  eb: ExpressionBuilder<DB, "users">,
  search: string,
  columns: readonly (typeof SEARCHED_COLUMNS)[number][],
): Expression<SqlBool> {
  if (!search || columns.length === 0) return eb.lit(true);
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return eb.or(columns.map((column) => eb(`users.${column}`, "ilike", pattern)));
}

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
  // Columns are qualified: the joined tables have a status and a department_id of their own.
  const waiting = db
    .selectFrom("users")
    .where((eb) =>
      eb.and([
        eb("users.status", "=", "pending_approval"),
        inScope(eb, approver),
        matches(eb, query.search, query.searched),
      ]),
    );
  const rows = await waiting
    .leftJoin("roles", "roles.id", "users.role_id")
    .leftJoin("departments", "departments.id", "users.department_id")
    .leftJoin("projects", "projects.id", "users.project_id")
    .select([
      "users.id",
      "users.fullname",
      "users.username",
      "users.email",
      "users.job_position",
      "users.role_id",
      "roles.role_name",
      "users.department_id",
      "departments.department_name",
      "users.project_id",
      "projects.project_name",
      "users.email_verified_at",
      "users.created_at",
    ])
    .orderBy("users.created_at")
    .orderBy("users.id")
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const counted = await waiting
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return { rows, total: counted.total };
}

/** Whether the account exists within the approver's scope at all (to tell 404 from 409). */
export async function isInScope(db: Db, approver: Approver, id: number): Promise<boolean> {
  const account = await db
    .selectFrom("users")
    .select("users.id")
    .where((eb) => eb.and([eb("users.id", "=", id), inScope(eb, approver)]))
    .executeTakeFirst();
  return account !== undefined;
}
