/**
 * What a signed-in client keeps (login answer and `GET /me`): the user with role_id, the
 * role's permission names, and the departments and projects the user belongs to or
 * administers (own department/project plus user_mappings; a mapped department brings its
 * projects), which also feed the client's autofill defaults.
 */
import { type Selectable, sql } from "kysely";
import type { Profile } from "../../schema/api/profile";
import type { Db } from "../db/connect";
import type { Departments, Projects } from "../db/tables";

export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const user = await db
    .selectFrom("users as u")
    .leftJoin("roles as r", "r.id", "u.role_id")
    .leftJoin("departments as d", "d.id", "u.department_id")
    .leftJoin("projects as p", "p.id", "u.project_id")
    .select([
      "u.id",
      "u.fullname",
      "u.username",
      "u.email",
      "u.role_id",
      "r.role_name",
      "u.department_id",
      "d.department_name",
      "u.project_id",
      "p.project_name",
      "u.job_position",
      "u.locale",
    ])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!user) throw new Error(`user ${userId} vanished while signing in`);

  const permissions = await db
    .selectFrom("role_permissions as rp")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("p.name")
    .where("rp.role_id", "=", user.role_id)
    .where("p.active", "=", 1)
    .orderBy("p.name")
    .execute();
  const { rows: departments } = await sql<Pick<Selectable<Departments>, "id" | "department_name">>`
    SELECT d.id, d.department_name FROM departments d
    WHERE d.id = ${user.department_id}
       OR d.id IN (SELECT department_id FROM user_mappings WHERE user_id = ${userId})
    ORDER BY d.department_name`.execute(db);
  const { rows: projects } = await sql<
    Pick<Selectable<Projects>, "id" | "project_name" | "department_id">
  >`
    SELECT p.id, p.project_name, p.department_id FROM projects p
    WHERE p.id = ${user.project_id}
       OR p.id IN (SELECT project_id FROM user_mappings WHERE user_id = ${userId})
       OR p.department_id IN (SELECT department_id FROM user_mappings WHERE user_id = ${userId})
    ORDER BY p.project_name`.execute(db);
  return { user, permissions: permissions.map((row) => row.name), departments, projects };
}
