/**
 * What keeps a list fast when every request is different (issue #13): the search index the
 * server manages per screen, the filter-and-sort indexes of the migrations, and totals that
 * stay honest — exact up to the limit, flagged as estimated past it — with the count cache off.
 */
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listConditions, whereAll } from "../../../src/server/crud/list-query";
import { searchIndexName } from "../../../src/server/crud/search-indexes";
import { searchValuesName } from "../../../src/server/crud/search-values";
import type { Db } from "../../../src/server/db/connect";
import { INTERNAL_TABLES } from "../../../src/server/models/model-catalog";
import { callerWith } from "../../helpers/auth";
import { buildTestApp } from "../../helpers/test-app";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

const SEARCHED = ["fullname", "nik", "employee_code"];
const EXACT_LIMIT = 5;
let env: SchemaApp;
let projects: number[];
let department: number;

async function indexState(name: string): Promise<"valid" | "invalid" | "absent"> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${name})`.execute(
    env.database.db,
  );
  if (!rows[0]) return "absent";
  return rows[0].valid ? "valid" : "invalid";
}

/** The server builds in the background: wait (bounded) until the index is as expected. */
async function expectIndex(name: string, state: "valid" | "absent") {
  for (let tries = 0; tries < 200 && (await indexState(name)) !== state; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect([name, await indexState(name)]).toEqual([name, state]);
}

const list = async (app: FastifyInstance, query: string) => {
  const response = await app.inject({
    url: `/api/employee/list?${query}`,
    headers: env.as("root"),
  });
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json() as {
    data: { id: number; nik: string; fullname: string }[];
    total: number;
    totalEstimated: boolean;
  };
};

beforeAll(async () => {
  env = await startSchemaApp({ lists: { exactCountLimit: EXACT_LIMIT, countCacheMs: 0 } });
  const db = env.database.db;
  const { rows: types } = await sql<{ id: number }>`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`.execute(db);
  const { rows: territory } = await sql<{ id: number }>`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta')
    RETURNING id`.execute(db);
  const { rows: departments } = await sql<{ id: number }>`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('D1', 'Departemen Satu', ${territory[0]?.id}) RETURNING id`.execute(db);
  const { rows: made } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id, territory_id)
    SELECT 'P-' || n, 'Proyek ' || n, ${departments[0]?.id}, ${territory[0]?.id}
    FROM generate_series(1, 3) AS n RETURNING id`.execute(db);
  projects = made.map((row) => row.id);
  department = Number(departments[0]?.id);
  // 40 people: 12 named Agus, 3 named Sri, one Wulan; two statuses; projects 1 and 2 (3 empty).
  await sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, status)
    SELECT lpad((3471000000000000 + n)::text, 16, '0'), 'EMP-' || lpad(n::text, 4, '0'),
      CASE WHEN n <= 12 THEN 'Agus Santoso ' || n WHEN n <= 15 THEN 'Sri Lestari ' || n
           WHEN n = 16 THEN 'Wulan Sari' ELSE 'Budi Hartono ' || n END,
      ${types[0]?.id}, CASE WHEN n % 2 = 0 THEN ${projects[0]}::bigint ELSE ${projects[1]}::bigint END,
      CASE WHEN n % 5 = 0 THEN 'non_active' ELSE 'active' END::record_status
    FROM generate_series(1, 40) AS n`.execute(db);
});

afterAll(async () => {
  await env?.close();
});

describe("the search index of a screen", () => {
  const name = searchIndexName("employees", SEARCHED);

  it("is built when the server starts, over every search column of the overlay", async () => {
    await expectIndex(name, "valid");
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_indexdef(to_regclass(${name})) AS definition`.execute(env.database.db);
    expect(rows[0]?.definition).toMatch(/USING gin .*fullname.*nik.*employee_code.*gin_trgm_ops/);
    const covering = [
      ["walk", /USING btree \(created_at, id\) INCLUDE \(fullname, nik, employee_code\)$/],
      ["name", /USING btree \(fullname, id\) INCLUDE \(nik, employee_code\)$/],
    ] as const;
    for (const [kind, definition] of covering) {
      const index = searchIndexName("employees", SEARCHED, kind);
      await expectIndex(index, "valid");
      const { rows: found } = await sql<{ definition: string }>`
        SELECT pg_get_indexdef(to_regclass(${index})) AS definition`.execute(env.database.db);
      expect(found[0]?.definition).toMatch(definition);
    }
  });

  it("serves the list's search condition", async () => {
    const conditions = listConditions(
      { filters: [], search: { text: "agus", columns: SEARCHED, asOne: true } },
      undefined,
    );
    const plan = await env.database.db.transaction().execute(async (trx) => {
      // A few dozen rows are cheaper to scan than to look up: make the planner show it can.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ "QUERY PLAN": string }>`
        EXPLAIN SELECT 1 FROM employees AS r WHERE ${whereAll(conditions)}`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(name);
  });

  it("finds a term in any one column, and never across two", async () => {
    const app = env.app;
    expect((await list(app, "search=wulan")).data.map((row) => row.fullname)).toEqual([
      "Wulan Sari",
    ]);
    expect((await list(app, "search=3471000000000016")).data.map((row) => row.fullname)).toEqual([
      "Wulan Sari",
    ]);
    expect((await list(app, "search=emp-0016")).data.map((row) => row.fullname)).toEqual([
      "Wulan Sari",
    ]);
    // The end of one column and the start of the next are not one text.
    expect((await list(app, "search=sari3471")).total).toBe(0);
    expect((await list(app, "search=sari")).total).toBe(1);
  });

  it("follows the overlay: a new search list is indexed at its first search, the old index dropped at the next start", async () => {
    // Every screen of the employees searches the narrower list, so no screen keeps the old one.
    for (const file of readdirSync(env.schemasDir).filter((name) => name.endsWith(".json"))) {
      const path = join(env.schemasDir, file);
      const overlay = JSON.parse(readFileSync(path, "utf8"));
      if (overlay.model !== "employees" || !overlay.search) continue;
      overlay.search = ["fullname", "employee_code"];
      writeFileSync(path, JSON.stringify(overlay));
      utimesSync(path, new Date(), new Date(Date.now() + 60_000));
    }
    const narrower = searchIndexName("employees", ["fullname", "employee_code"]);

    expect((await list(env.app, "search=3471000000000016")).total).toBe(0);
    expect((await list(env.app, "search=emp-0016")).total).toBe(1);
    await expectIndex(narrower, "valid");
    expect(await indexState(name)).toBe("valid");

    const restarted = await buildTestApp(env.database, { schemasDir: env.schemasDir });
    try {
      await expectIndex(name, "absent");
      expect(await indexState(narrower)).toBe("valid");
    } finally {
      await restarted.close();
    }
  });
});

describe("a caller who may not read every search column", () => {
  it("searches only the columns they may read", async () => {
    const path = join(env.schemasDir, "employees.json");
    const overlay = JSON.parse(readFileSync(path, "utf8"));
    overlay.search = SEARCHED;
    overlay.fields.nik = { ...overlay.fields.nik, list: { permission: "see-nik" } };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 120_000));
    const reader = await callerWith(
      env.database.db,
      "reader.employees",
      ["read-employee"],
      department,
    );
    const search = async (term: string) =>
      (
        await env.app.inject({ url: `/api/employee/list?search=${term}`, headers: reader })
      ).json() as { total: number };
    expect((await search("3471000000000016")).total).toBe(0);
    expect((await search("emp-0016")).total).toBe(1);
    expect((await list(env.app, "search=3471000000000016")).total).toBe(1);
  });
});

describe("totals with the count cache off", () => {
  it("are the table's maintained count, exact, when nothing is asked", async () => {
    const answer = await list(env.app, "");
    expect([answer.total, answer.totalEstimated]).toEqual([40, false]);
  });

  // [shape, query, the same in SQL, whether its total is the sum of its names' counts]
  const shapes: [string, (ids: number[]) => string, string, boolean][] = [
    ["a search with many matches", () => "search=agus", "fullname ILIKE '%agus%'", true],
    ["a search with few matches", () => "search=sri", "fullname ILIKE '%sri%'", true],
    ["a search with none", () => "search=zzz", "FALSE", true],
    [
      "a search matching other columns",
      () => "search=emp-00",
      "employee_code ILIKE '%emp-00%'",
      false,
    ],
    [
      "a search matching names and other columns",
      () => "search=1",
      "fullname ILIKE '%1%' OR nik ILIKE '%1%' OR employee_code ILIKE '%1%'",
      false,
    ],
    ["a project", (ids) => `project_id=${ids[0]}`, "project_id = $1", false],
    ["an empty project", (ids) => `project_id=${ids[2]}`, "project_id = $3", false],
    ["a status", () => "status=non_active", "status = 'non_active'", false],
    [
      "a project and a status",
      (ids) => `project_id=${ids[1]}&status=non_active`,
      "project_id = $2 AND status = 'non_active'",
      false,
    ],
    [
      "a search and a project",
      (ids) => `search=agus&project_id=${ids[0]}`,
      "fullname ILIKE '%agus%' AND project_id = $1",
      false,
    ],
  ];

  it.each(shapes)(
    "are exact up to the limit or when counted by names, flagged past it: %s",
    async (_, query, where, byNames) => {
      const expected = Number(
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM employees
          WHERE ${sql.raw(where.replace(/\$(\d)/g, (_m, i) => String(projects[Number(i) - 1])))}`.execute(
            env.database.db,
          )
        ).rows[0]?.n,
      );
      const answer = await list(env.app, query(projects));
      if (expected <= EXACT_LIMIT || byNames) {
        expect([answer.total, answer.totalEstimated]).toEqual([expected, false]);
      } else {
        expect(answer.totalEstimated).toBe(true);
        expect(answer.total).toBeGreaterThan(EXACT_LIMIT);
      }
    },
  );
});

describe("pages with the count cache off", () => {
  // Each way a page is reached (walked, fenced, keyed, keyed within a walk budget:
  // list-query.ts; by the names' values or not: named-search.ts) must give the rows the plain
  // statement gives, on every page, both sort orders, whatever the total says. A budget of a
  // few entries makes a search by name start with the short walk and, on most pages, find all
  // matches instead; a limit of one name makes every search test each candidate row.
  let budgeted: FastifyInstance;
  beforeAll(async () => {
    budgeted = await buildTestApp(env.database, {
      schemasDir: env.schemasDir,
      lists: { exactCountLimit: EXACT_LIMIT, countCacheMs: 0, walkBudget: 6, namedValues: 1 },
    });
  });
  afterAll(async () => {
    await budgeted?.close();
  });
  const shapes: [string, string, string][] = [
    ["many matches", "search=agus", "fullname ILIKE '%agus%'"],
    ["few matches", "search=sri", "fullname ILIKE '%sri%'"],
    ["a project", "project_id=$1", "project_id = $1"],
    ["a status", "status=non_active", "status = 'non_active'"],
    ["other columns", "search=emp-001", "employee_code ILIKE '%emp-001%'"],
    [
      "names and other columns",
      "search=1",
      "fullname ILIKE '%1%' OR nik ILIKE '%1%' OR employee_code ILIKE '%1%'",
    ],
    [
      "a search and a project",
      "search=agus&project_id=$2",
      "fullname ILIKE '%agus%' AND project_id = $2",
    ],
  ];
  const orders = [
    ["created_at", "DESC"],
    ["fullname", "ASC"],
  ] as const;
  const cases = shapes.flatMap(([name, query, where]) =>
    orders.flatMap(([sortBy, sort]) =>
      [1, 2, 3, 9].flatMap((page) =>
        (["", " within a walk budget"] as const).map(
          (budget) => [name, sortBy, page, budget, query, where, sort] as const,
        ),
      ),
    ),
  );
  const withProjects = (text: string) =>
    text.replace(/\$(\d)/g, (_m, i) => String(projects[Number(i) - 1]));

  it.each(cases)("%s by %s, page %i%s", async (_name, sortBy, page, budget, query, where, sort) => {
    const { rows } = await sql<{ id: number }>`SELECT id FROM employees
      WHERE ${sql.raw(withProjects(where))}
      ORDER BY ${sql.ref(sortBy)} ${sql.raw(sort)}, id ${sql.raw(sort)}
      LIMIT 4 OFFSET ${(page - 1) * 4}`.execute(env.database.db);
    const answer = await list(
      budget ? budgeted : env.app,
      `${withProjects(query)}&sort_by=${sortBy}&sort=${sort}&limit=4&page=${page}`,
    );
    expect(answer.data.map((row) => Number(row.id))).toEqual(rows.map((row) => Number(row.id)));
  });
});

describe("the names' values of a screen's search", () => {
  const values = searchValuesName("employees", "fullname");
  const held = async (db: Db = env.database.db) =>
    (
      await sql<{ value: string; n: number }>`SELECT value, n FROM ${sql.table(values)}
        WHERE n > 0 ORDER BY value`.execute(db)
    ).rows;
  const counted = async (db: Db = env.database.db) =>
    (
      await sql<{ value: string; n: number }>`SELECT fullname AS value, count(*)::int AS n
        FROM employees GROUP BY fullname ORDER BY fullname`.execute(db)
    ).rows;

  it("are every name's count, through inserts, renames and deletes of one or many rows", async () => {
    const db = env.database.db;
    expect(await held()).toEqual(await counted());
    await sql`INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, status)
      SELECT '99' || lpad(n::text, 14, '0'), 'NEW-' || n, CASE WHEN n < 3 THEN 'Wulan Sari' ELSE 'Nama Baru' END,
        manpower_type_id, project_id, status FROM employees, generate_series(1, 4) AS n
      WHERE employee_code = 'EMP-0001'`.execute(db);
    expect(await held()).toEqual(await counted());
    await sql`UPDATE employees SET fullname = 'Sri Lestari 13' WHERE employee_code LIKE 'NEW-%'`.execute(
      db,
    );
    await sql`UPDATE employees SET status = 'active' WHERE employee_code = 'NEW-1'`.execute(db);
    expect(await held()).toEqual(await counted());
    await sql`DELETE FROM employees WHERE employee_code LIKE 'NEW-%'`.execute(db);
    expect(await held()).toEqual(await counted());
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`TRUNCATE employees CASCADE`.execute(trx);
        expect(await held(trx)).toEqual([]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await held()).toEqual(await counted());
  });
});

describe("filter-and-sort indexes", () => {
  it("lead with each foreign key and status of every table, then created_at and id, in place of the plain index", async () => {
    const { rows } = await sql<{
      table: string;
      column: string;
      composite: boolean;
      plain: boolean;
    }>`
      WITH candidates AS (
        SELECT c.conrelid AS rel, c.conkey[1] AS attnum FROM pg_constraint c
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
          AND c.connamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_index u
            WHERE u.indrelid = c.conrelid AND u.indisunique AND u.indkey[0] = c.conkey[1])
        UNION
        SELECT a.attrelid, a.attnum FROM pg_attribute a
        JOIN pg_type t ON t.oid = a.atttypid JOIN pg_class k ON k.oid = a.attrelid
        WHERE k.relnamespace = 'public'::regnamespace AND k.relkind = 'r' AND t.typtype = 'e'
          AND (a.attname = 'status' OR a.attname LIKE '%\\_status')
      )
      SELECT k.rel::regclass::text AS table, a.attname AS column,
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = k.rel AND i.indkey[0] = k.attnum
          AND pg_get_indexdef(i.indexrelid) LIKE '%(' || a.attname || ', created_at, id)') AS composite,
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = k.rel AND i.indnkeyatts = 1
          AND i.indkey[0] = k.attnum AND NOT i.indisunique) AS plain
      FROM candidates k JOIN pg_attribute a ON a.attrelid = k.rel AND a.attnum = k.attnum
      JOIN pg_class t ON t.oid = k.rel
      WHERE EXISTS (SELECT 1 FROM pg_attribute c WHERE c.attrelid = k.rel AND c.attname = 'created_at')
      ORDER BY 1, 2`.execute(env.database.db);
    // The server's own bookkeeping (an import's working rows) is read by no list.
    const listed = rows.filter((row) => !INTERNAL_TABLES.has(row.table));
    expect(listed.filter((row) => !row.composite || row.plain)).toEqual([]);
    expect(rows.map((row) => `${row.table}.${row.column}`)).toEqual(
      expect.arrayContaining(["employees.project_id", "employees.status", "projects.status"]),
    );
  });
});
