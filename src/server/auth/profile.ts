/**
 * What a signed-in client keeps (login answer and `GET /me`): the user with role_id, the
 * role's permission names, and the departments and projects the user belongs to or
 * administers (own department/project plus user_mappings; a mapped department brings its
 * projects), which also feed the client's autofill defaults.
 */
import { sql } from "kysely";
import type { DepartmentItem, Profile, ProfileUser, ProjectItem } from "../../schema/api/profile";
import type { Db } from "../db/connect";

export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const { rows: users } = await sql<ProfileUser>`
    SELECT u.id, u.fullname, u.username, u.email, u.role_id, r.role_name, u.department_id,
           d.department_name, u.project_id, p.project_name, u.job_position, u.locale
    FROM users u
    LEFT JOIN roles r ON r.id = u.role_id
    LEFT JOIN departments d ON d.id = u.department_id
    LEFT JOIN projects p ON p.id = u.project_id
    WHERE u.id = ${userId}`.execute(db);
  const user = users[0];
  if (!user) throw new Error(`user ${userId} vanished while signing in`);

  const { rows: permissions } = await sql<{ name: string }>`
    SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
    WHERE rp.role_id = ${user.role_id} AND p.active = 1
    ORDER BY p.name`.execute(db);
  const { rows: departments } = await sql<DepartmentItem>`
    SELECT d.id, d.department_name FROM departments d
    WHERE d.id = ${user.department_id}
       OR d.id IN (SELECT department_id FROM user_mappings WHERE user_id = ${userId})
    ORDER BY d.department_name`.execute(db);
  const { rows: projects } = await sql<ProjectItem>`
    SELECT p.id, p.project_name, p.department_id FROM projects p
    WHERE p.id = ${user.project_id}
       OR p.id IN (SELECT project_id FROM user_mappings WHERE user_id = ${userId})
       OR p.department_id IN (SELECT department_id FROM user_mappings WHERE user_id = ${userId})
    ORDER BY p.project_name`.execute(db);
  return { user, permissions: permissions.map((row) => row.name), departments, projects };
}
