/**
 * The choices self-registration offers (`/no-auth/...`): roles marked registerable, the
 * departments with their person in charge, and a department's projects; and the checks that
 * a submitted choice is one of them.
 */
import type { DepartmentOption, ProjectOption, RoleOption } from "../../schema/api/registration";
import type { Db } from "../db/connect";

export async function registerableRoles(db: Db): Promise<RoleOption[]> {
  return db
    .selectFrom("roles")
    .select(["id", "role_name", "description"])
    .where("registerable", "=", true)
    .where("active", "=", 1)
    .orderBy("role_name")
    .execute();
}

export async function isRegisterableRole(db: Db, roleId: number): Promise<boolean> {
  const role = await db
    .selectFrom("roles")
    .select("id")
    .where("id", "=", roleId)
    .where("registerable", "=", true)
    .where("active", "=", 1)
    .executeTakeFirst();
  return role !== undefined;
}

export async function departments(db: Db): Promise<DepartmentOption[]> {
  return db
    .selectFrom("departments")
    .select(["id", "department_name", "contact_pic"])
    .orderBy("department_name")
    .execute();
}

export async function departmentById(db: Db, id: number | null): Promise<DepartmentOption | null> {
  if (id === null) return null;
  const department = await db
    .selectFrom("departments")
    .select(["id", "department_name", "contact_pic"])
    .where("id", "=", id)
    .executeTakeFirst();
  return department ?? null;
}

export async function projectsOf(db: Db, departmentId: number): Promise<ProjectOption[]> {
  return db
    .selectFrom("projects")
    .select(["id", "project_name"])
    .where("department_id", "=", departmentId)
    .orderBy("project_name")
    .execute();
}

export async function isProjectOf(
  db: Db,
  projectId: number,
  departmentId: number,
): Promise<boolean> {
  const project = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "=", projectId)
    .where("department_id", "=", departmentId)
    .executeTakeFirst();
  return project !== undefined;
}
