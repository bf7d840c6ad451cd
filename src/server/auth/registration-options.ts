/**
 * The choices self-registration offers (`/no-auth/...`): roles marked registerable, the
 * departments with their person in charge, and a department's projects; and the checks that
 * a submitted choice is one of them.
 */
import { sql } from "kysely";
import type { DepartmentOption, ProjectOption, RoleOption } from "../../schema/api/registration";
import type { Db } from "../db/connect";

export async function registerableRoles(db: Db): Promise<RoleOption[]> {
  const { rows } = await sql<RoleOption>`
    SELECT id, role_name, description FROM roles
    WHERE registerable AND active = 1 ORDER BY role_name`.execute(db);
  return rows;
}

export async function isRegisterableRole(db: Db, roleId: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM roles WHERE id = ${roleId} AND registerable AND active = 1`.execute(db);
  return rows.length > 0;
}

export async function departments(db: Db): Promise<DepartmentOption[]> {
  const { rows } = await sql<DepartmentOption>`
    SELECT id, department_name, contact_pic FROM departments ORDER BY department_name`.execute(db);
  return rows;
}

export async function departmentById(db: Db, id: number | null): Promise<DepartmentOption | null> {
  if (id === null) return null;
  const { rows } = await sql<DepartmentOption>`
    SELECT id, department_name, contact_pic FROM departments WHERE id = ${id}`.execute(db);
  return rows[0] ?? null;
}

export async function projectsOf(db: Db, departmentId: number): Promise<ProjectOption[]> {
  const { rows } = await sql<ProjectOption>`
    SELECT id, project_name FROM projects
    WHERE department_id = ${departmentId} ORDER BY project_name`.execute(db);
  return rows;
}

export async function isProjectOf(
  db: Db,
  projectId: number,
  departmentId: number,
): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM projects WHERE id = ${projectId} AND department_id = ${departmentId}`.execute(db);
  return rows.length > 0;
}
