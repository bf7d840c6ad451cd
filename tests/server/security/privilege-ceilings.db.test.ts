/**
 * Privilege ceilings (crud/write-ceilings.ts) on the demo data, as the attack found them: a
 * department admin making a Super Admin or promoting a viewer, changing or resetting the
 * password of a user above them, naming another department; a deleted record's history read
 * across departments; a viewer writing attendance; a department admin changing rows that serve
 * the whole company. Each is refused with nothing written, and what stays allowed still is.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAPPING_FLAG } from "../../../src/schema/api/widget-data";
import { SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { Database, Db } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

type Headers = Record<string, string>;

let database: Database;
let db: Db;
let app: FastifyInstance;
const as: Record<"root" | "dept" | "viewer" | "field", Headers> = {
  root: {},
  dept: {},
  viewer: {},
  field: {},
};
/** admin.dept's departments, one department outside them, and a project of each side. */
const units = { own: [] as number[], foreign: 0, ownProject: 0, foreignProject: 0 };

const call = (method: InjectOptions["method"], url: string, headers: Headers, payload?: object) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;

async function userId(username: string): Promise<number> {
  return Number(
    (await one(sql<{ id: number }>`SELECT id FROM users WHERE username = ${username}`)).id,
  );
}

async function shown(endpoint: string, id: number): Promise<Record<string, unknown>> {
  const answer = await call("GET", `${endpoint}/${id}/show`, as.root);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: "schemas" });
  db = database.db;
  await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  as.root = { ...bearer(await signInAs(db, "root")), "content-language": "en" };
  for (const [key, username] of [
    ["dept", "admin.dept"],
    ["viewer", "viewer"],
  ] as const) {
    as[key] = { ...bearer(await signInAs(db, username)), "content-language": "en" };
  }
  const { rows } = await sql<{ department_id: number }>`
    SELECT m.department_id FROM user_mappings m JOIN users u ON u.id = m.user_id
    WHERE u.username = 'admin.dept' AND m.department_id IS NOT NULL`.execute(db);
  units.own = rows.map((row) => Number(row.department_id));
  const projects = await sql<{ id: number; department_id: number }>`
    SELECT id, department_id FROM projects ORDER BY id`.execute(db);
  const ownProject = projects.rows.find((p) => units.own.includes(Number(p.department_id)));
  const foreignProject = projects.rows.find((p) => !units.own.includes(Number(p.department_id)));
  units.ownProject = Number(ownProject?.id);
  units.foreignProject = Number(foreignProject?.id);
  units.foreign = Number(foreignProject?.department_id);
  // The field worker scans on one of admin.dept's projects.
  await sql`INSERT INTO user_mappings (user_id, project_id)
    SELECT id, ${units.ownProject} FROM users WHERE username = 'staf.lapangan'`.execute(db);
  as.field = { ...bearer(await signInAs(db, "staf.lapangan")), "content-language": "en" };
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("roles: nobody hands out more than they hold", () => {
  const newUser = (role: number, department: number) => ({
    fullname: "Bayangan Super",
    username: `shadow.${role < 0 ? "sa" : role}.${department}`,
    email: `shadow.${role < 0 ? "sa" : role}.${department}@attacker.test`,
    role_id: role,
    department_id: department,
    locale: "id",
  });

  it("a department admin cannot create a Super Admin; nothing is written", async () => {
    const answer = await call("POST", "user/create", as.dept, newUser(-1, units.own[0] ?? 0));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors.role_id?.[0]).toMatch(/permissions you do not hold/);
    const made = await sql`SELECT 1 FROM users WHERE username LIKE 'shadow.%'`.execute(db);
    expect(made.rows).toEqual([]);
  });

  it("a department admin cannot promote a viewer to Super Admin", async () => {
    const id = await userId("viewer");
    const before = await shown("user", id);
    const answer = await call("PUT", "user/update", as.dept, {
      id,
      updated_at: before.updated_at,
      role_id: SUPER_ADMIN_ROLE_ID,
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(["role_id"]);
    expect((await shown("user", id)).role_id).toBe(before.role_id);
  });

  it("a department admin's role choices hold only roles within their own", async () => {
    const offered = async (headers: Headers) =>
      (await call("GET", "roles/dataset?limit=100", headers))
        .json()
        .data.map((row: { id: number }) => Number(row.id)) as number[];
    // A role holding one permission the department admin lacks (the roles screen's).
    const keeper = Number(
      (
        await one(sql<{ id: number }>`
          INSERT INTO roles (role_name, description) VALUES ('Penjaga Akses', 'uji') RETURNING id`)
      ).id,
    );
    await sql`INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${keeper}, id FROM permissions WHERE name IN ('read-role', 'update-role')`.execute(db);
    const viewer = Number(
      (await one(sql<{ id: number }>`SELECT id FROM roles WHERE role_name = 'Viewer'`)).id,
    );
    const theirs = await offered(as.dept);
    expect(theirs).toContain(viewer);
    // Every role one may register for: the department admin approves those applicants.
    const registerable = await sql<{ id: number }>`
      SELECT id FROM roles WHERE registerable AND role_name <> 'Penjaga Akses'`.execute(db);
    expect(registerable.rows.length).toBeGreaterThan(0);
    for (const row of registerable.rows) expect(theirs).toContain(Number(row.id));
    expect(theirs).not.toContain(SUPER_ADMIN_ROLE_ID);
    expect(theirs).not.toContain(keeper);
    expect(await offered(as.root)).toEqual(expect.arrayContaining([SUPER_ADMIN_ROLE_ID, keeper]));
    const given = await call("POST", "user/create", as.dept, {
      ...newUser(keeper, units.own[0] ?? 0),
      username: "penjaga.akses",
      email: "penjaga.akses@attacker.test",
    });
    expect(given.statusCode, given.body).toBe(422);
    expect(Object.keys(given.json().errors)).toEqual(["role_id"]);
  });

  it("a department admin cannot name a department outside their own", async () => {
    const roleId = Number(
      (await one(sql<{ id: number }>`SELECT id FROM roles WHERE role_name = 'Viewer'`)).id,
    );
    const answer = await call("POST", "user/create", as.dept, newUser(roleId, units.foreign));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors.department_id?.[0]).toMatch(/outside the departments/);
    const fine = await call("POST", "user/create", as.dept, newUser(roleId, units.own[0] ?? 0));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  describe("a user above the caller in the caller's own department", () => {
    let above = 0;
    beforeAll(async () => {
      above = Number(
        (
          await one(sql<{ id: number }>`
            INSERT INTO users (fullname, username, email, role_id, department_id, status)
            VALUES ('Atasan', 'atasan.sa', 'atasan.sa@mandor.test', ${SUPER_ADMIN_ROLE_ID},
                    ${units.own[0]}, 'active') RETURNING id`)
        ).id,
      );
    });

    it("cannot be changed, reset or deactivated", async () => {
      const before = await shown("user", above);
      const update = await call("PUT", "user/update", as.dept, {
        id: above,
        updated_at: before.updated_at,
        email: "x@attacker.test",
      });
      expect(update.statusCode, update.body).toBe(403);
      expect(update.json().code).toBe("USER_ABOVE_CEILING");
      for (const [step, body] of [
        ["send-password-reset", {}],
        ["deactivate", { reason: "x" }],
      ] as const) {
        const answer = await call("POST", `user/${above}/transitions/${step}`, as.dept, body);
        expect(answer.statusCode, `${step}: ${answer.body}`).toBe(403);
        expect(answer.json().code).toBe("USER_ABOVE_CEILING");
      }
      const mapping = await call("PUT", "mapping/user-departments/update", as.dept, {
        user_id: above,
        id: units.own[0],
        [DEFAULT_MAPPING_FLAG]: 0,
      });
      expect(mapping.statusCode, mapping.body).toBe(403);
      const after = await shown("user", above);
      expect([after.email, after.status, after.updated_at]).toEqual([
        before.email,
        before.status,
        before.updated_at,
      ]);
      const { rows } = await sql`SELECT 1 FROM user_tokens WHERE user_id = ${above}`.execute(db);
      expect(rows).toEqual([]);
    });
  });
});

describe("a deleted record's history keeps its scope", () => {
  /** A new skill of a worker in `department`, made and deleted by the super-admin. */
  async function deletedSkill(inside: boolean): Promise<number> {
    const worker = await one(sql<{ employee_id: number; skill_id: number }>`
      SELECT e.id AS employee_id, s.id AS skill_id
      FROM employees e JOIN projects p ON p.id = e.project_id, m_skills s
      WHERE ${inside ? sql`` : sql`NOT`} (p.department_id IN (${sql.join(units.own)}))
        AND NOT EXISTS (SELECT 1 FROM employee_skills k WHERE k.employee_id = e.id AND k.skill_id = s.id)
      ORDER BY e.id, s.id LIMIT 1`);
    const made = await call("POST", "employee-skills/create", as.root, {
      employee_id: worker.employee_id,
      skill_id: worker.skill_id,
      level: "basic",
    });
    expect(made.statusCode, made.body).toBe(200);
    const { id, updated_at } = made.json().data;
    const gone = await call("DELETE", "employee-skills/delete", as.root, { id, updated_at });
    expect(gone.statusCode, gone.body).toBe(200);
    return Number(id);
  }

  it("is not read by another department's admin", async () => {
    const id = await deletedSkill(false);
    const answer = await call("GET", `employee-skills/${id}/audit`, as.dept);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.body).not.toContain("basic");
    expect((await call("GET", `employee-skills/${id}/audit`, as.root)).json().total).toBe(2);
  });

  it("is read by the admin of the department it belonged to", async () => {
    const id = await deletedSkill(true);
    const answer = await call("GET", `employee-skills/${id}/audit`, as.dept);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      "delete",
      "create",
    ]);
  });
});

describe("attendance needs a permission", () => {
  const scan = (card: string) => ({
    project_id: units.ownProject,
    records: [{ qr_card_number: card, scanned_at: new Date().toISOString() }],
  });

  it("a viewer cannot write attendance; a field role can", async () => {
    const card = await one(sql<{ qr: string }>`
      SELECT qr_card_number AS qr FROM employees
      WHERE project_id = ${units.ownProject} AND NOT is_blacklisted AND qr_card_number IS NOT NULL
      ORDER BY id LIMIT 1`);
    const count = async () =>
      Number((await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM raw_presences`)).n);
    const before = await count();
    const refused = await call("POST", "mobile/presences", as.viewer, scan(card.qr));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    expect(await count()).toBe(before);
    const taken = await call("POST", "mobile/presences", as.field, scan(card.qr));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe("the intake tells an app user nothing of other people's cards", () => {
  it("a blacklisted worker elsewhere is only 'not registered on this project'", async () => {
    const worker = await one(sql<{ id: number; qr: string }>`
      SELECT e.id, e.qr_card_number AS qr FROM employees e JOIN projects p ON p.id = e.project_id
      WHERE p.department_id NOT IN (${sql.join(units.own)}) AND e.qr_card_number IS NOT NULL
      ORDER BY e.id LIMIT 1`);
    await sql`UPDATE employees SET is_blacklisted = true, blacklist_reason = 'Rahasia departemen lain'
      WHERE id = ${worker.id}`.execute(db);
    const answer = await call("POST", "mobile/presences", as.field, {
      project_id: units.ownProject,
      records: [{ qr_card_number: worker.qr, scanned_at: new Date().toISOString() }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.records[0]).toMatchObject({
      status: "rejected",
      code: "not_on_project",
      reason: "The QR card is not registered on this project",
    });
    expect(answer.body).not.toContain("Rahasia");
    expect(answer.body).not.toContain("blacklist");
  });
});

describe("rows that serve the whole company", () => {
  it("are changed only by a caller whose reach is the whole company", async () => {
    const territory = await one(
      sql<{ id: number; territory_name: string; updated_at: string }>`
        SELECT id, territory_name, updated_at FROM territories ORDER BY id LIMIT 1`,
    );
    const version = (await shown("territory", territory.id)).updated_at;
    const renamed = { id: territory.id, updated_at: version, territory_name: "Diambil Alih" };
    // The demo's department admin no longer holds the permission at all.
    expect((await call("PUT", "territory/update", as.dept, renamed)).statusCode).toBe(403);
    const scoped = await callerWith(
      db,
      "ceiling.scoped",
      ["read-territory", "update-territory", "create-m-skills", "read-m-skills"],
      units.own[0],
    );
    const update = await call("PUT", "territory/update", scoped, renamed);
    expect(update.statusCode, update.body).toBe(403);
    expect(update.json().code).toBe("COMPANY_WIDE_RECORD");
    const skills = async () =>
      Number((await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM m_skills`)).n);
    const before = await skills();
    const create = await call("POST", "m-skills/create", scoped, {
      code: "CEIL-1",
      name: "Langit-langit",
    });
    expect(create.statusCode, create.body).toBe(403);
    expect(create.json().code).toBe("COMPANY_WIDE_RECORD");
    expect(await skills()).toBe(before);
    expect((await shown("territory", territory.id)).territory_name).toBe(territory.territory_name);
    const root = await call("PUT", "territory/update", as.root, renamed);
    expect(root.statusCode, root.body).toBe(200);
  });

  it("are still read and named by a department admin", async () => {
    expect((await call("GET", "territory/list?limit=1", as.dept)).statusCode).toBe(200);
    expect((await call("GET", "m-skills/dataset?limit=1", as.dept)).statusCode).toBe(200);
  });
});
