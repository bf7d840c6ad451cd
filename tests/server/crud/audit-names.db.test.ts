/**
 * A record's history names the rows its changes point at: the project's name for project_id,
 * the user's name for created_by, in one answer — but never the name of a related row
 * outside the reader's row scope, which is answered null (the client shows its id).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const ids: Record<string, number> = {};
let auditorHeaders: Record<string, string>;
let employeeId: number;
let root: { id: number; fullname: string };

beforeAll(async () => {
  env = await startSchemaApp();
  const db = env.database.db;
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    Number((await query.execute(db)).rows[0]?.id);
  ids.territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  for (const code of ["D1", "D2"]) {
    ids[code] = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${code}, ${`Departemen ${code}`}, ${ids.territory}) RETURNING id`);
  }
  ids.mine = await one(sql`
    INSERT INTO projects (project_code, project_name, department_id, territory_id)
    VALUES ('P1', 'Gedung Sudirman', ${ids.D1}, ${ids.territory}) RETURNING id`);
  ids.theirs = await one(sql`
    INSERT INTO projects (project_code, project_name, department_id, territory_id)
    VALUES ('P3', 'Bendungan Jatigede', ${ids.D2}, ${ids.territory}) RETURNING id`);
  ids.worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  const { rows } = await sql<{ id: number; fullname: string }>`
    SELECT id, fullname FROM users WHERE username = 'root'`.execute(db);
  root = { id: Number(rows[0]?.id), fullname: String(rows[0]?.fullname) };
  auditorHeaders = await callerWith(
    db,
    "auditor",
    ["read-employee", "read-audit-log"],
    ids.D1 as number,
  );

  // Created on another department's project, then moved onto the auditor's.
  const created = await env.app.inject({
    method: "POST",
    url: "/api/employee/create",
    headers: env.as("root"),
    payload: {
      nik: "3173000000000001",
      employee_code: "AUD-1",
      fullname: "Audit Satu",
      manpower_type_id: ids.worker,
      project_id: ids.theirs,
    },
  });
  expect(created.statusCode).toBe(200);
  const record = created.json().data;
  employeeId = record.id;
  const moved = await env.app.inject({
    method: "PUT",
    url: "/api/employee/update",
    headers: env.as("root"),
    payload: { ...record, project_id: ids.mine },
  });
  expect(moved.statusCode).toBe(200);
});

afterAll(async () => {
  await env?.close();
});

const history = async (headers: Record<string, string>) => {
  const response = await env.app.inject({ url: `/api/employee/${employeeId}/audit`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { changes: { field: string }[] }[];
    names: Record<string, Record<string, string | null>>;
  };
};

describe("names in a record's history", () => {
  it("names the related rows and the author for a reader who may see them all", async () => {
    const { names } = await history(env.as("root"));
    expect(names.project_id).toEqual({
      [ids.theirs as number]: "Bendungan Jatigede",
      [ids.mine as number]: "Gedung Sudirman",
    });
    expect(names.manpower_type_id).toEqual({ [ids.worker as number]: "Pekerja" });
    expect(names.created_by).toEqual({ [root.id]: root.fullname });
  });

  it("answers null for a related row outside the reader's scope", async () => {
    const { data, names } = await history(auditorHeaders);
    expect(data.flatMap((entry) => entry.changes.map((change) => change.field))).toContain(
      "project_id",
    );
    expect(names.project_id).toEqual({
      [ids.theirs as number]: null,
      [ids.mine as number]: "Gedung Sudirman",
    });
    expect(names.created_by).toEqual({ [root.id]: root.fullname });
  });
});
