/**
 * The lookup's dataset (admin-area §7 "Lookup options", issue #14) on a real database: a
 * search over the screen's whole search list (name, NIK, employee code) as one text, pages of
 * ten sorted by name, a total counted exactly up to DATASET_EXACT_COUNT and estimated past it
 * (then newest first), the caller's row scope, and columns the caller may not read neither
 * returned, searched nor filtered on.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATASET_EXACT_COUNT } from "../../../src/server/crud/dataset-page";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let projectId: number;

/** Three times the exact count: dense enough for the newest-first walk (dataset-walk.ts). */
const WORKERS = DATASET_EXACT_COUNT * 3;

/** 25 "Mandor" foremen (one in the reader's project), then WORKERS newer "Tukang" workers. */
beforeAll(async () => {
  env = await startSchemaApp();
  const db = env.database.db;
  const { rows: types } = await sql<{ id: number }>`
    INSERT INTO m_manpower_types (code, name) VALUES ('MDR', 'Mandor') RETURNING id`.execute(db);
  const { rows: territories } = await sql<{ id: number }>`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JTG', 'Jawa Tengah')
    RETURNING id`.execute(db);
  const { rows: departments } = await sql<{ id: number }>`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('GDG', 'Gedung', ${territories[0]?.id}) RETURNING id`.execute(db);
  const { rows: projects } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id)
    VALUES ('MNR', 'Menara', ${departments[0]?.id}) RETURNING id`.execute(db);
  projectId = projects[0]?.id as number;
  await sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, created_at)
    SELECT lpad(n::text, 16, '0'), 'EMP-' || lpad(n::text, 4, '0'),
           CASE WHEN n <= 25 THEN 'Mandor ' || chr(90 - n) ELSE 'Tukang ' || n END,
           ${types[0]?.id}, CASE WHEN n = 7 THEN ${projectId}::bigint END,
           timestamptz '2026-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${25 + WORKERS}) AS n`.execute(db);
  // The reader may read the employee list, within the project they belong to.
  await sql`INSERT INTO permissions (name) VALUES ('read-employee') ON CONFLICT DO NOTHING`.execute(
    db,
  );
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT u.role_id, p.id FROM users u, permissions p
    WHERE u.username = 'reader' AND p.name = 'read-employee'`.execute(db);
  await sql`UPDATE users SET project_id = ${projectId} WHERE username = 'reader'`.execute(db);
});

afterAll(async () => {
  await env?.close();
});

type Answer = { data: Record<string, unknown>[]; total: number; totalEstimated: boolean };

async function dataset(query: string, user: "root" | "reader" = "root"): Promise<Answer> {
  const response = await env.app.inject({
    url: `/api/employee/dataset?${query}`,
    headers: env.as(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (answer: Answer) => answer.data.map((row) => row.fullname);

describe("GET /api/employee/dataset for a lookup", () => {
  it("searches name, NIK and employee code as one text, ten a page sorted by name", async () => {
    const first = await dataset("search=mandor&page=1&limit=10&active=1");
    expect(first).toMatchObject({ total: 25, totalEstimated: false });
    expect(names(first)).toEqual(
      ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"].map((letter) => `Mandor ${letter}`),
    );
    const third = await dataset("search=mandor&page=3&limit=10");
    expect(names(third)).toEqual(["Mandor U", "Mandor V", "Mandor W", "Mandor X", "Mandor Y"]);
    expect((await dataset("search=mandor&page=4&limit=10")).data).toEqual([]);
    // A code and a NIK are found too, through the same text.
    expect(names(await dataset("search=emp-0007"))).toEqual(["Mandor S"]);
    expect(names(await dataset("search=0000000000000007"))).toEqual(["Mandor S"]);
  });

  it("estimates a total past the exact count and then lists the newest first", async () => {
    const many = await dataset("search=tukang&limit=10");
    expect(many.totalEstimated).toBe(true);
    // Estimated from the walk: every entry it walked matched, so all rows are taken to match.
    expect(many.total).toBe(25 + WORKERS);
    const last = 25 + WORKERS;
    expect(names(many)).toEqual(Array.from({ length: 10 }, (_, index) => `Tukang ${last - index}`));
    const next = await dataset("search=tukang&page=2&limit=10");
    expect(names(next)[0]).toBe(`Tukang ${last - 10}`);
  });

  it("keeps to the caller's row scope", async () => {
    const scoped = await dataset("search=mandor", "reader");
    expect(scoped).toMatchObject({ total: 1, data: [{ fullname: "Mandor S" }] });
    expect((await dataset("", "reader")).total).toBe(1);
  });

  it("neither returns, searches nor filters on a column the caller may not read", async () => {
    const path = join(env.schemasDir, "employees.json");
    const original = readFileSync(path, "utf8");
    const overlay = JSON.parse(original);
    overlay.fields.nik = { ...overlay.fields.nik, detail: { permission: "read-secret-nik" } };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));
    try {
      const hidden = await dataset("search=mandor", "reader");
      expect(hidden.data[0]).not.toHaveProperty("nik");
      expect((await dataset("search=0000000000000007", "reader")).total).toBe(0);
      expect((await dataset("nik=0000000000000001", "reader")).total).toBe(1);
      // The super-admin still finds by NIK.
      expect(names(await dataset("search=0000000000000007"))).toEqual(["Mandor S"]);
    } finally {
      writeFileSync(path, original);
      utimesSync(path, new Date(), new Date(Date.now() + 120_000));
    }
  });
});
