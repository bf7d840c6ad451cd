/**
 * The generic calls serve screens, never bare tables, and never a field hidden from the caller
 * — found by an attack on the demo: `dataset` of `audit_log` handed a viewer another
 * department's full employee rows, and `dataset` of projects showed a permission-limited
 * column. Here two users over real HTTP, then every table of the catalog.
 */
import { existsSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let base: string;
let root: Record<string, string>;
let viewer: Record<string, string>;
let deptAdmin: Record<string, string>;
const ids: Record<string, number> = {};
const VIEWER = ["read-employee", "read-project", "read-audit-log", "read-territory"];

async function one(query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  return (await query.execute(env.database.db)).rows[0]?.id as number;
}

const caller = (name: string, permissions: string[], department?: number) =>
  callerWith(env.database.db, name, permissions, department);

const get = async (path: string, headers: Record<string, string>) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  env = await startSchemaApp();
  base = await env.app.listen({ port: 0, host: "127.0.0.1" });
  root = env.as("root", "en");
  ids.territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  for (const code of ["D1", "D2"]) {
    ids[code] = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${code}, ${`Departemen ${code}`}, ${ids.territory}) RETURNING id`);
    ids[`P${code}`] = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id, contract_value)
      VALUES (${`P-${code}`}, ${`Proyek ${code}`}, ${ids[code]}, ${ids.territory}, 1500000000)
      RETURNING id`);
  }
  // The victim: an employee of D2, and its history as the audit log keeps it.
  const worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  ids.victim = await one(sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, address)
    VALUES ('3471121809717909', 'EMP-D2', 'Rahasia Dua', ${worker}, ${ids.PD2}, 'Jalan Rahasia 2')
    RETURNING id`);
  await sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id)
    VALUES ('3471121809717901', 'EMP-D1', 'Pekerja Satu', ${worker}, ${ids.PD1})`.execute(
    env.database.db,
  );
  await sql`
    INSERT INTO audit_log (action, model, record_id, after)
    SELECT 'create', 'employees', id, to_jsonb(e) FROM employees e WHERE id = ${ids.victim}`.execute(
    env.database.db,
  );
  viewer = await caller("viewer", VIEWER, ids.D1);
  deptAdmin = await caller("admin.d1", [...VIEWER, "update-employee", "update-project"], ids.D1);
});

afterAll(async () => {
  await env?.close();
});

describe("the audit log, as the attacker read it", () => {
  it("is not a dataset: another department's employee stays behind 403 and 404", async () => {
    const record = `model=employees&record_id=${ids.victim}`;
    for (const endpoint of ["audit_log", "audit-log"]) {
      const leak = await get(`/api/${endpoint}/dataset?${record}`, viewer);
      expect(leak.status).toBe(404);
      expect(leak.text).not.toContain("3471121809717909");
    }
    expect((await get(`/api/employee/${ids.victim}/audit`, viewer)).status).toBe(403);
    expect((await get(`/api/employee/${ids.victim}/show`, viewer)).status).toBe(403);
  });
});

describe("dataset and field permissions", () => {
  it("returns only the columns the caller may read, and ignores filters on the others", async () => {
    const path = join(env.schemasDir, "projects.json");
    const overlay = JSON.parse(readFileSync(path, "utf8"));
    const limited = { permission: "see-contract-value" };
    overlay.fields.contract_value = {
      ...overlay.fields.contract_value,
      list: limited,
      detail: limited,
      create: limited,
      update: limited,
    };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));

    for (const headers of [viewer, deptAdmin]) {
      const all = await get("/api/project/dataset?limit=100", headers);
      expect(all.status).toBe(200);
      expect(all.text).not.toContain("contract_value");
      expect(all.text).not.toContain("1500000000");
      const probe = await get("/api/project/dataset?contract_value=1", headers);
      expect(JSON.parse(probe.text).total).toBe(JSON.parse(all.text).total);
    }
    const own = JSON.parse((await get("/api/project/dataset", root)).text);
    expect(own.data[0]).toHaveProperty("contract_value");
  });

  it("keeps to the caller's rows", async () => {
    const rows = JSON.parse((await get("/api/project/dataset?limit=100", viewer)).text).data;
    expect(rows.map((row: { project_code: string }) => row.project_code)).toEqual(["P-D1"]);
  });
});

describe("every table of the catalog", () => {
  it("answers 404 for a table without a screen, on every generic call, for every caller", async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(env.database.db);
    const reachable: string[] = [];
    for (const { name } of rows) {
      for (const endpoint of new Set([name, name.replaceAll("_", "-")])) {
        const served = await get(`/api/${endpoint}/list`, root);
        if (served.status === 200) {
          reachable.push(endpoint);
          continue;
        }
        for (const call of ["dataset", "list", "1/show", "1/audit", "export?format=csv"]) {
          for (const headers of [viewer, deptAdmin, root]) {
            const answer = await get(`/api/${endpoint}/${call}`, headers);
            expect([endpoint, call, answer.status]).toEqual([endpoint, call, 404]);
          }
        }
      }
    }
    // The tables that hold sessions, codes and history are never served bare; accounts only
    // through their screen, which never answers a password hash.
    for (const secret of ["sessions", "user_tokens", "audit_log", "role_permissions"]) {
      expect(reachable).not.toContain(secret);
    }
    expect(reachable).toContain("employees");
    const someone = JSON.parse((await get("/api/user/list", root)).text).data[0].id;
    for (const call of ["list", "dataset", `${someone}/show`, "export?format=csv"]) {
      const answer = await get(`/api/user/${call}`, root);
      expect([call, answer.status, answer.text.includes("password")]).toEqual([call, 200, false]);
    }
  });
});

describe("every screen of schemas/", () => {
  it("hides a field limited by a permission from list, dataset, show and export", async () => {
    const routes = (
      JSON.parse(readFileSync(join(env.schemasDir, "modules.json"), "utf8")) as {
        modules: { routes: { path: string; schema?: string; resource: string }[] }[];
      }
    ).modules.flatMap((module) => module.routes);
    const screens = routes.filter(
      (route) => route.schema && existsSync(join(env.schemasDir, `${route.schema}.json`)),
    );
    expect(screens.length).toBeGreaterThanOrEqual(11);
    const reader = await caller(
      "reader.all",
      screens.map((route) => `read-${route.resource}`),
      ids.D1,
    );
    const common = ["id", "created_at", "updated_at", "created_by", "updated_by"];
    const checked: string[] = [];
    for (const route of screens) {
      const path = join(env.schemasDir, `${route.schema}.json`);
      const overlay = JSON.parse(readFileSync(path, "utf8"));
      const model = JSON.parse((await get(`/api/gen-model/${overlay.model}`, root)).text) as {
        fieldView: string[];
      };
      const hidden = model.fieldView.filter((column) => !common.includes(column)).at(-1) ?? "";
      const limited = { permission: "secret-field" };
      overlay.fields[hidden] = {
        ...overlay.fields[hidden],
        list: { ...overlay.fields[hidden]?.list, ...limited },
        detail: limited,
        create: limited,
        update: limited,
      };
      writeFileSync(path, JSON.stringify(overlay));
      utimesSync(path, new Date(), new Date(Date.now() + 60_000));
      const endpoint = route.path.slice(1);
      const keysOf = (text: string) =>
        (JSON.parse(text) as { data: Record<string, unknown>[] }).data.flatMap(Object.keys);
      const list = await get(`/api/${endpoint}/list?limit=100`, reader);
      expect([endpoint, list.status]).toEqual([endpoint, 200]);
      expect([endpoint, keysOf(list.text)]).not.toEqual([
        endpoint,
        expect.arrayContaining([hidden]),
      ]);
      const dataset = await get(`/api/${endpoint}/dataset?limit=100`, reader);
      // A rollup screen's rows are totals, not records: a list and its export only.
      expect([endpoint, dataset.status]).toEqual([endpoint, overlay.rollup ? 404 : 200]);
      if (dataset.status === 200) expect(keysOf(dataset.text)).not.toContain(hidden);
      const first = (JSON.parse(list.text) as { data: { id: number }[] }).data[0];
      if (first && !overlay.rollup) {
        const shown = await get(`/api/${endpoint}/${first.id}/show`, reader);
        expect(Object.keys(JSON.parse(shown.text).data)).not.toContain(hidden);
        const label = overlay.fields[hidden]?.label?.en;
        const exported = await get(`/api/${endpoint}/export?format=csv`, reader);
        if (label && exported.status === 200) {
          expect(exported.text.split("\r\n")[0]).not.toContain(label);
        }
        checked.push(endpoint);
      }
    }
    // The screens this suite gave rows to were read through every call.
    expect(checked).toEqual(expect.arrayContaining(["project", "territory", "employee"]));
  });
});
