/**
 * The employees screen through the generic API on a real database: the list's paging, sort,
 * search, filters and totals; every bad parameter a clear 400 that reaches no SQL; row scope
 * by the caller's departments and projects; optimistic concurrency on update and delete; the
 * audit log and who may read it.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const ids: Record<string, number> = {};
let hrHeaders: Record<string, string>;
let auditorHeaders: Record<string, string>;

const HR = ["read-employee", "create-employee", "update-employee", "delete-employee"];

beforeAll(async () => {
  env = await startSchemaApp();
  const db = env.database.db;
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    (await query.execute(db)).rows[0]?.id as number;
  ids.territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  for (const code of ["D1", "D2"]) {
    ids[code] = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${code}, ${`Departemen ${code}`}, ${ids.territory}) RETURNING id`);
  }
  for (const [code, department, name] of [
    ["P1", "D1", "Gedung Sudirman"],
    ["P2", "D1", "Tol Cikampek"],
    ["P3", "D2", "Bendungan Jatigede"],
  ] as const) {
    ids[code] = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id)
      VALUES (${code}, ${name}, ${ids[department]}, ${ids.territory}) RETURNING id`);
  }
  ids.worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  ids.foreman = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('FRM', 'Mandor') RETURNING id`);
  const names = ["Budi Santoso", "Siti Aminah", "Budiman Hartono", "Agus Salim", "Dewi Lestari"];
  for (let index = 0; index < 30; index += 1) {
    const project = ["P1", "P2", "P3"][index % 3] as string;
    await sql`
      INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, join_date,
                             status, created_at)
      VALUES (${String(3171000000000000 + index)}, ${`EMP-${String(index).padStart(3, "0")}`},
              ${`${names[index % names.length]} ${index}`},
              ${index % 4 === 0 ? ids.foreman : ids.worker}, ${ids[project]},
              ${`2025-${String((index % 12) + 1).padStart(2, "0")}-15`},
              ${index % 5 === 0 ? "non_active" : "active"},
              ${`2026-01-01T00:00:${String(index).padStart(2, "0")}Z`})`.execute(db);
  }
  hrHeaders = await caller("hradmin", HR, { department: ids.D1 as number });
  auditorHeaders = await caller("auditor", [...HR, "read-audit-log"], {
    department: ids.D1 as number,
  });
});

afterAll(async () => {
  await env?.close();
});

/** A user of a new role holding `permissions`, administering `department` if given. */
const caller = (name: string, permissions: string[], mapping: { department?: number }) =>
  callerWith(env.database.db, name, permissions, mapping.department);

const list = async (query: string, headers = env.as("root", "en")) => {
  const response = await env.app.inject({ url: `/api/employee/list?${query}`, headers });
  return { status: response.statusCode, body: response.json() };
};
const codes = (body: { data: { employee_code: string }[] }) =>
  body.data.map((row) => row.employee_code);

describe("GET /api/:endpoint/list", () => {
  it("pages the newest first by default, with the related names and an exact total", async () => {
    const { status, body } = await list("limit=20");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 30, totalPage: 2, totalEstimated: false, rekap: [] });
    expect(codes(body).slice(0, 2)).toEqual(["EMP-029", "EMP-028"]);
    expect(body.data[0].project).toEqual({ id: ids.P3, project_name: "Bendungan Jatigede" });
    expect(body.data[0].manpower_type).toMatchObject({ id: ids.worker, name: "Pekerja" });
    expect(codes((await list("page=2&limit=20")).body)).toHaveLength(10);
  });

  it("sorts by a listed column either way, ties broken by id", async () => {
    const ascending = (await list("sort_by=fullname&sort=ASC&limit=3")).body;
    expect(ascending.data.map((row: { fullname: string }) => row.fullname)).toEqual([
      "Agus Salim 13",
      "Agus Salim 18",
      "Agus Salim 23",
    ]);
    const descending = (await list("sort_by=employee_code&sort=desc&limit=1")).body;
    expect(codes(descending)).toEqual(["EMP-029"]);
  });

  it("searches the overlay's search columns, case-insensitively, and counts the matches", async () => {
    const { body } = await list("search=BUDI&limit=100");
    expect(body.total).toBe(12);
    expect(body.data.every((row: { fullname: string }) => /budi/i.test(row.fullname))).toBe(true);
    expect((await list("search=3171000000000007")).body.total).toBe(1);
    expect((await list(`search=${encodeURIComponent("%' OR 1=1 --")}`)).body.total).toBe(0);
    expect((await list("search=100%25")).body.total).toBe(0);
  });

  it("filters by equality, lists, ranges and related columns, together", async () => {
    expect((await list("status=non_active")).body.total).toBe(6);
    expect((await list(`project_id=${ids.P1}&project_id=${ids.P2}`)).body.total).toBe(20);
    expect((await list("join_date_from=2025-03-01&join_date_to=2025-04-30")).body.total).toBe(6);
    expect((await list("project.project_name=tol")).body.total).toBe(10);
    const both = await list(`status=active&manpower_type_id=${ids.foreman}&sort_by=created_at`);
    expect(codes(both.body)).toEqual([
      "EMP-028",
      "EMP-024",
      "EMP-016",
      "EMP-012",
      "EMP-008",
      "EMP-004",
    ]);
  });

  it.each([
    ["sort_by=password_hash", "sort_by"],
    ["sort_by=fullname;DROP TABLE employees", "sort_by"],
    ["sort=sideways", "sort"],
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["nosuchcolumn=1", "unknown filter"],
    ["gender=male", "unknown filter"],
    ["status=deleted", "status=deleted"],
    ["project_id=abc", "project_id=abc"],
    ["join_date_from=2025-13-45", "join_date_from"],
    ["join_date_from=yesterday", "join_date_from"],
    ["fullname_from=a", "cannot be filtered by a range"],
    ["project.password=x", "unknown filter"],
    ["sort_by=fullname&sort_by=nik", "sort_by"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("answers 400 naming the problem for %s", async (query, named) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.message).toContain(named);
  });

  it.each([
    ["id", "Permintaan tidak valid: join_date_from=2025-13-45: tanggal itu tidak ada"],
    ["en", "The request is not valid: join_date_from=2025-13-45: not a real date"],
  ] as const)(
    "says what is wrong with a filter in the caller's language (%s)",
    async (locale, message) => {
      const { body } = await list("join_date_from=2025-13-45", env.as("root", locale));
      expect(body.message).toBe(message);
    },
  );

  it("needs the read permission and a known screen", async () => {
    expect((await list("", env.as("reader"))).status).toBe(403);
    const unknown = await env.app.inject({ url: "/api/nope/list", headers: env.as("root") });
    expect(unknown.statusCode).toBe(404);
  });

  it("shows a department admin only the rows of their department's projects", async () => {
    const { body } = await list("limit=100", hrHeaders);
    expect(body.total).toBe(20);
    expect(
      body.data.every((row: { project_id: number }) => [ids.P1, ids.P2].includes(row.project_id)),
    ).toBe(true);
    expect((await list(`project_id=${ids.P3}`, hrHeaders)).body.total).toBe(0);
  });

  it("estimates a filtered total past the exact-count limit and says so", async () => {
    const big = await startSchemaAppWithLimit(5);
    try {
      const response = await big.app.inject({
        url: "/api/employee/list?status=active",
        headers: big.as("root"),
      });
      const body = response.json();
      expect(body.totalEstimated).toBe(true);
      expect(body.total).toBeGreaterThan(5);
      const unfiltered = (
        await big.app.inject({ url: "/api/employee/list", headers: big.as("root") })
      ).json();
      expect(unfiltered).toMatchObject({ totalEstimated: false });
    } finally {
      await big.close();
    }
  });
});

async function startSchemaAppWithLimit(limit: number): Promise<SchemaApp> {
  const other = await startSchemaApp({ lists: { exactCountLimit: limit, countCacheMs: 60_000 } });
  await sql`
      INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja')`.execute(
    other.database.db,
  );
  await sql`
      INSERT INTO employees (nik, employee_code, fullname, manpower_type_id)
      SELECT (3172000000000000 + g)::text, 'B-' || g, 'Budi ' || g,
             (SELECT id FROM m_manpower_types LIMIT 1)
      FROM generate_series(1, 40) g`.execute(other.database.db);
  return other;
}

async function employee(code: string) {
  const { rows } = await sql<{ id: number; updated_at: string; fullname: string }>`
    SELECT id, updated_at, fullname FROM employees WHERE employee_code = ${code}`.execute(
    env.database.db,
  );
  return rows[0] as { id: number; updated_at: string; fullname: string };
}

describe("show, update and delete within the row scope, with optimistic concurrency", () => {
  it("refuses another department's record on show, update and delete with 403", async () => {
    const outside = await employee("EMP-002");
    const shown = await env.app.inject({
      url: `/api/employee/${outside.id}/show`,
      headers: hrHeaders,
    });
    expect(shown.statusCode).toBe(403);
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await env.app.inject({
        method,
        url: `/api/employee/${method === "PUT" ? "update" : "delete"}`,
        headers: hrHeaders,
        payload: { ...outside, fullname: "Diubah" },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await employee("EMP-002")).fullname).toBe(outside.fullname);
  });

  it("refuses to move a record out of the caller's scope, changing nothing", async () => {
    const mine = await employee("EMP-000");
    const response = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: hrHeaders,
      payload: { id: mine.id, updated_at: mine.updated_at, project_id: ids.P3 },
    });
    // The project is refused on its own, as the form marks it: outside the caller's reach.
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["project_id"]);
    expect(await employee("EMP-000")).toEqual(mine);
  });

  it("answers 409 with both versions when the record changed since it was read", async () => {
    const read = await employee("EMP-003");
    const first = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: hrHeaders,
      payload: { id: read.id, updated_at: read.updated_at, fullname: "Budi Pertama" },
    });
    expect(first.statusCode).toBe(200);
    const second = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: hrHeaders,
      payload: { id: read.id, updated_at: read.updated_at, fullname: "Budi Kedua" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "RECORD_CHANGED",
      data: {
        current: { id: read.id, fullname: "Budi Pertama" },
        submitted: { fullname: "Budi Kedua" },
      },
    });
    expect((await employee("EMP-003")).fullname).toBe("Budi Pertama");
    const stale = await env.app.inject({
      method: "DELETE",
      url: "/api/employee/delete",
      headers: hrHeaders,
      payload: { id: read.id, updated_at: read.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const noVersion = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: hrHeaders,
      payload: { id: read.id, fullname: "Tanpa versi" },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().code).toBe("VERSION_REQUIRED");
  });

  it("merges a stale update that sends its changes as read: only a field both changed refuses", async () => {
    const read = await employee("EMP-004");
    const update = (payload: Record<string, unknown>) =>
      env.app.inject({
        method: "PUT",
        url: "/api/employee/update",
        headers: hrHeaders,
        payload: { id: read.id, updated_at: read.updated_at, ...payload },
      });
    const columns = async () => {
      const { rows } = await sql<{ fullname: string; job_position: string; phone: string }>`
        SELECT fullname, job_position, phone FROM employees WHERE id = ${read.id}`.execute(
        env.database.db,
      );
      return rows[0];
    };
    const before = await columns();
    // A changes the name and the position.
    const first = await update({
      fullname: "Nama Dari A",
      job_position: "Jabatan Dari A",
      $base: { fullname: read.fullname, job_position: before?.job_position ?? null },
    });
    expect(first.statusCode).toBe(200);
    // B, from the same read, changes the name and the phone: the name is a conflict.
    const second = await update({
      fullname: "Nama Dari B",
      phone: "081234567890",
      $base: { fullname: read.fullname, phone: before?.phone ?? null },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().data.conflicts).toEqual([
      { field: "fullname", base: read.fullname, theirs: "Nama Dari A", mine: "Nama Dari B" },
    ]);
    expect(await columns()).toEqual({
      ...before,
      fullname: "Nama Dari A",
      job_position: "Jabatan Dari A",
    });
    // B's phone alone, from the same stale read: nobody else changed it, so it is saved, and
    // A's name and position stand.
    const phoneOnly = await update({
      phone: "081234567890",
      $base: { phone: before?.phone ?? null },
    });
    expect(phoneOnly.statusCode).toBe(200);
    expect(await columns()).toEqual({
      fullname: "Nama Dari A",
      job_position: "Jabatan Dari A",
      phone: "081234567890",
    });
    // Without its values as read, a stale update is refused whole, as before.
    const whole = await update({ phone: "0899" });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().data.conflicts).toBeUndefined();
  });

  it("deletes with the version read, logs it, and keeps the total exact", async () => {
    const before = (await list("")).body.total;
    const read = await employee("EMP-006");
    const response = await env.app.inject({
      method: "DELETE",
      url: "/api/employee/delete",
      headers: hrHeaders,
      payload: { id: read.id, updated_at: read.updated_at },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Data Employees deleted successfully");
    expect((await list("")).body.total).toBe(before - 1);
    const again = await env.app.inject({
      method: "DELETE",
      url: "/api/employee/delete",
      headers: hrHeaders,
      payload: { id: read.id, updated_at: read.updated_at },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("audit log", () => {
  it("records create, update and delete with who, before and after", async () => {
    const created = await env.app.inject({
      method: "POST",
      url: "/api/employee/create",
      headers: auditorHeaders,
      payload: {
        nik: "3173000000000001",
        employee_code: "AUD-1",
        fullname: "Audit Satu",
        manpower_type_id: ids.worker,
        project_id: ids.P1,
      },
    });
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    const updated = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: auditorHeaders,
      payload: { ...record, fullname: "Audit Dua" },
    });
    expect(updated.statusCode).toBe(200);
    const history = await env.app.inject({
      url: `/api/employee/${record.id}/audit`,
      headers: auditorHeaders,
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json().data;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(["update", "create"]);
    expect(entries[0]).toMatchObject({
      user: { fullname: "auditor" },
      changes: [{ field: "fullname", before: "Audit Satu", after: "Audit Dua" }],
    });
    expect(entries[1].changes).toContainEqual({
      field: "nik",
      before: null,
      after: "3173000000000001",
    });
  });

  it("is readable only with read-audit-log", async () => {
    const read = await employee("EMP-000");
    const response = await env.app.inject({
      url: `/api/employee/${read.id}/audit`,
      headers: hrHeaders,
    });
    expect(response.statusCode).toBe(403);
  });
});
