/**
 * The mapping switch list's and the table input's server calls on a real database: listing
 * with the flag filter, search and paging; switching with `update-` on the left resource and
 * its audit row; nobody grants what they do not hold, nor changes the super-admin's rights;
 * user ↔ department mappings stay inside the caller's departments; a manpower plan saved in
 * one transaction with its audit rows, refused whole when one value is wrong.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_REACH } from "../../../src/schema/permissions";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let granter: Record<string, string>;
/** Keeps the roles, which serve the whole company. */
let keeper: Record<string, string>;
let targetRole: number;
let ownDepartment: number;
let otherDepartment: number;
let project: number;
let otherProject: number;
let planner: Record<string, string>;
const types: number[] = [];

const db = () => env.database.db;

async function roleId(name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES (${name}, ${name}) RETURNING id`.execute(
    db(),
  );
  return rows[0]?.id as number;
}

async function permissionId(name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO permissions (name, description) VALUES (${name}, ${name})
    ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description RETURNING id`.execute(db());
  return rows[0]?.id as number;
}

async function insertProject(code: string, department: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id)
    VALUES (${code}, ${`Proyek ${code}`}, ${department}) RETURNING id`.execute(db());
  return rows[0]?.id as number;
}

async function auditRows(model: string) {
  const { rows } = await sql<{ action: string; user_id: number; before: unknown; after: unknown }>`
    SELECT action, user_id, before, after FROM audit_log WHERE model = ${model} ORDER BY id`.execute(
    db(),
  );
  return rows;
}

const get = (url: string, headers: Record<string, string>) => env.app.inject({ url, headers });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  env.app.inject({ method: "PUT", url, payload, headers });

beforeAll(async () => {
  env = await startSchemaApp();
  ownDepartment = await insertDepartment(db(), "OWN", "Departemen Sendiri");
  otherDepartment = await insertDepartment(db(), "OTH", "Departemen Lain");
  granter = await callerWith(
    db(),
    "pengatur.akses",
    ["read-role", "update-role", "read-user", "update-user", "read-m-skills"],
    ownDepartment,
  );
  keeper = await callerWith(db(), "penjaga.peran", [
    "read-role",
    "update-role",
    "read-m-skills",
    COMPANY_REACH,
  ]);
  await permissionId("delete-m-skills");
  targetRole = await roleId("Peran Sasaran");
  project = await insertProject("PRJ-A", ownDepartment);
  otherProject = await insertProject("PRJ-B", otherDepartment);
  planner = await callerWith(
    db(),
    "perencana",
    ["read-manajemen-manpower", "update-manajemen-manpower"],
    ownDepartment,
  );
  for (const [code, name, active] of [
    ["MDR", "Mandor", 1],
    ["TKG", "Tukang", 1],
    ["OPR", "Operator", 1],
    ["LMA", "Tipe Lama", 0],
  ] as const) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO m_manpower_types (code, name, active) VALUES (${code}, ${name}, ${active})
      RETURNING id`.execute(db());
    types.push(rows[0]?.id as number);
  }
});

afterAll(async () => {
  await env?.close();
});

const listUrl = (role: number, query = "") => `/api/mapping/role-permissions/${role}/list${query}`;
const switchPermission = (permission: number, on: 0 | 1, headers = keeper, role = targetRole) =>
  put(
    "/api/mapping/role-permissions/update",
    { id: permission, role_id: role, value_mapping: on, name: "ignored" },
    headers,
  );

describe("mapping switch list: role ↔ permission", () => {
  it("lists every permission with its flag, filters all/active/inactive, searches and pages", async () => {
    const readSkills = await permissionId("read-m-skills");
    expect((await switchPermission(readSkills, 1)).statusCode).toBe(200);

    const all = (await get(listUrl(targetRole, "?search=m-skills"), keeper)).json();
    expect(all.data[0].data.map((row: { name: string }) => row.name)).toEqual([
      "create-m-skills",
      "delete-m-skills",
      "read-m-skills",
      "update-m-skills",
    ]);
    expect(all.data[0].data[2]).toMatchObject({ id: readSkills, value_mapping: 1 });
    expect(all.data[0].total).toBe(4);

    const active = (await get(listUrl(targetRole, "?value_mapping=1"), keeper)).json();
    expect(active.data[0]).toEqual({
      data: [expect.objectContaining({ name: "read-m-skills", value_mapping: 1 })],
      total: 1,
    });
    const inactive = (await get(listUrl(targetRole, "?value_mapping=0&limit=10"), keeper)).json();
    expect(
      inactive.data[0].data.every((row: { value_mapping: number }) => row.value_mapping === 0),
    ).toBe(true);
    expect(inactive.data[0].total).toBeGreaterThan(1);

    const second = (
      await get(listUrl(targetRole, "?value_mapping=0&limit=10&page=99"), keeper)
    ).json();
    expect(second.data[0]).toEqual({ data: [], total: inactive.data[0].total });
    expect((await get(listUrl(targetRole, "?limit=15"), keeper)).statusCode).toBe(400);
    expect((await get(listUrl(targetRole, "?value_mapping=3"), keeper)).statusCode).toBe(400);
  });

  it("switches a permission off and on again, each with its audit row by the caller", async () => {
    const readSkills = await permissionId("read-m-skills");
    const before = (await auditRows("role_permissions")).length;
    const off = await switchPermission(readSkills, 0);
    expect(off.json().data).toMatchObject({ id: readSkills, value_mapping: 0 });
    const on = await switchPermission(readSkills, 1);
    expect(on.json().data).toMatchObject({ id: readSkills, value_mapping: 1 });
    const again = await switchPermission(readSkills, 1);
    expect(again.statusCode).toBe(200);

    const written = (await auditRows("role_permissions")).slice(before);
    expect(written.map((row) => row.action)).toEqual(["delete", "create"]);
    expect(written[1]?.after).toMatchObject({ role_id: targetRole, permission_id: readSkills });
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM role_permissions
      WHERE role_id = ${targetRole} AND permission_id = ${readSkills}`.execute(db());
    expect(rows[0]?.count).toBe(1);
  });

  it("refuses to grant a permission the caller does not hold, in the caller's language", async () => {
    const deleteSkills = await permissionId("delete-m-skills");
    const refused = await switchPermission(deleteSkills, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You cannot grant delete-m-skills because you do not hold it yourself.",
    );
    const { rows } = await sql`SELECT 1 FROM role_permissions
      WHERE role_id = ${targetRole} AND permission_id = ${deleteSkills}`.execute(db());
    expect(rows).toEqual([]);
    // The super-admin holds every permission, so may grant it.
    expect((await switchPermission(deleteSkills, 1, env.as("root"))).statusCode).toBe(200);
  });

  it("never changes the super-admin's rights", async () => {
    const readSkills = await permissionId("read-m-skills");
    const refused = await switchPermission(readSkills, 0, env.as("root"), -1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("MAPPING_LOCKED");
  });

  it("needs read- to list and update- to switch on the role resource", async () => {
    const reader = await callerWith(db(), "pembaca.peran", ["read-role"]);
    expect((await get(listUrl(targetRole), reader)).statusCode).toBe(200);
    const refused = await switchPermission(await permissionId("read-m-skills"), 0, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("update-role");
    const stranger = await callerWith(db(), "orang.lain", []);
    expect((await get(listUrl(targetRole), stranger)).statusCode).toBe(403);
    expect((await get("/api/mapping/no-such-mapping/1/list", keeper)).statusCode).toBe(404);
    const missing = await get(listUrl(999_999), keeper);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      "Role record 999999 does not exist. It may have been deleted; go back to the list.",
    );
  });
});

describe("mapping switch list: user ↔ department", () => {
  it("lists and switches only the caller's departments, for users in the caller's scope", async () => {
    // A role with nothing the granter lacks: a user above them is not theirs to map.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO users (fullname, username, email, role_id, status, department_id)
      VALUES ('Admin Baru', 'admin.baru', 'admin.baru@mandor.test', ${await roleId("Peran Bawahan")}, 'active', ${ownDepartment})
      RETURNING id`.execute(db());
    const user = rows[0]?.id as number;
    const listed = (await get(`/api/mapping/user-departments/${user}/list`, granter)).json();
    expect(listed.data[0].data.map((row: { id: number }) => row.id)).toEqual([ownDepartment]);

    const map = (department: number) =>
      put(
        "/api/mapping/user-departments/update",
        { id: department, user_id: user, value_mapping: 1 },
        granter,
      );
    const outside = await map(otherDepartment);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toContain(`Department record ${otherDepartment} does not exist`);
    expect((await map(ownDepartment)).statusCode).toBe(200);
    const { rows: mapped } = await sql<{ department_id: number; project_id: null }>`
      SELECT department_id, project_id FROM user_mappings WHERE user_id = ${user}`.execute(db());
    expect(mapped).toEqual([{ department_id: ownDepartment, project_id: null }]);
    const projects = (await get(`/api/mapping/user-projects/${user}/list`, granter)).json();
    expect(projects.data[0].data).toEqual([
      expect.objectContaining({ id: project, value_mapping: 0 }),
    ]);
  });
});

describe("table input: a project's manpower plan", () => {
  const listUrl = (query: string, id = project) =>
    `/api/table-input/project-manpower-plan/${id}/list?period=2026-11${query}`;
  const save = (rows: object[], headers = planner, id = project) =>
    put(
      `/api/table-input/project-manpower-plan/${id}/update`,
      { filters: { period: "2026-11" }, rows },
      headers,
    );

  it("lists the active manpower types with their plan, 50 a page by default, sorted DESC", async () => {
    const answer = (await get(listUrl(""), planner)).json();
    expect(answer.total).toBe(3);
    expect(answer.data.map((row: { code: string }) => row.code)).toEqual(["OPR", "TKG", "MDR"]);
    expect(answer.data[0]).toEqual({
      id: types[2],
      code: "OPR",
      name: "Operator",
      planned_count: null,
      actual_count: null,
    });
    const searched = (await get(listUrl("&search=tuk&sort_by=name&sort=ASC"), planner)).json();
    expect(searched).toEqual({ data: [expect.objectContaining({ code: "TKG" })], total: 1 });
    expect((await get(listUrl("&sort_by=secret"), planner)).statusCode).toBe(400);
    expect(
      (await get(`/api/table-input/project-manpower-plan/${project}/list`, planner)).statusCode,
    ).toBe(400);
  });

  it("saves the edited counts with audit rows, and clears a count left empty", async () => {
    const saved = await save([
      { id: types[0], planned_count: 12 },
      { id: types[1], planned_count: "30" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { changed: 2 },
      message: "Data Manpower Plan updated successfully",
    });
    const reread = (await get(listUrl("&sort_by=code&sort=ASC"), planner)).json();
    expect(reread.data.map((row: { planned_count: number | null }) => row.planned_count)).toEqual([
      12,
      null,
      30,
    ]);
    expect((await save([{ id: types[0], planned_count: 12 }])).json().data).toEqual({ changed: 0 });
    expect((await save([{ id: types[0], planned_count: null }])).json().data).toEqual({
      changed: 1,
    });
    const audit = await auditRows("manpower_managements");
    expect(audit.map((row) => row.action)).toEqual(["create", "create", "delete"]);
    expect(audit[0]?.after).toMatchObject({
      project_id: project,
      planned_count: 12,
      period: "2026-11-01",
    });
  });

  it("refuses the whole save when one value is wrong, naming the row and column", async () => {
    const refused = await save([
      { id: types[0], planned_count: 5 },
      { id: types[2], planned_count: -1 },
      { id: types[1], planned_count: 2.5 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      [`${types[2]}.planned_count`]: ["planned_count must be at least 0"],
      [`${types[1]}.planned_count`]: ["planned_count must be a whole number"],
    });
    const { rows } =
      await sql`SELECT 1 FROM manpower_managements WHERE manpower_type_id = ${types[0]}`.execute(
        db(),
      );
    expect(rows).toEqual([]);
    expect((await save([{ id: types[3], planned_count: 1 }])).statusCode).toBe(400);
  });

  it("needs update- to save and keeps to the caller's projects", async () => {
    const reader = await callerWith(
      db(),
      "pembaca.rencana",
      ["read-manajemen-manpower"],
      ownDepartment,
    );
    expect((await get(listUrl(""), reader)).statusCode).toBe(200);
    expect((await save([{ id: types[0], planned_count: 1 }], reader)).statusCode).toBe(403);
    expect((await get(listUrl("", otherProject), planner)).statusCode).toBe(404);
    expect(
      (await save([{ id: types[0], planned_count: 1 }], planner, otherProject)).statusCode,
    ).toBe(404);
  });
});
