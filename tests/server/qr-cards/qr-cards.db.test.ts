/**
 * `POST /api/cetak-qr/cards` on both databases: the selection by project, foreman, manpower
 * type or picked ids; card numbers given once, only to those without one, derived from the id
 * (`TK-000123`, `VS-…`) and logged; the caller's row scope; the 500-card limit (nothing
 * assigned above it); a number typed by hand on another record; the permission.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CARDS } from "../../../src/schema/cards/qr-cards";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let root: Record<string, string>;
let scoped: Record<string, string>;
let stranger: Record<string, string>;
const ids: Record<string, number> = {};

const one = async (query: ReturnType<typeof sql<{ id: number }>>) =>
  Number((await query.execute(env.database.db)).rows[0]?.id);

const cards = (payload: object, headers = root) =>
  env.app.inject({ method: "POST", url: "/api/cetak-qr/cards", payload, headers });

const numberOf = async (table: "employees" | "visitors", id: number) =>
  (
    await sql<{ qr: string | null }>`SELECT qr_card_number AS qr FROM ${sql.table(table)}
      WHERE id = ${id}`.execute(env.database.db)
  ).rows[0]?.qr;

const padded = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;

beforeAll(async () => {
  env = await startSchemaApp();
  const db = env.database.db;
  root = env.as("root", "en");
  const territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  ids.worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  ids.operator = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('OPR', 'Operator') RETURNING id`);
  for (const code of ["D1", "D2", "D3"]) {
    ids[code] = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${code}, ${code}, ${territory}) RETURNING id`);
    ids[`P-${code}`] = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id)
      VALUES (${`P-${code}`}, ${`Proyek ${code}`}, ${ids[code]}, ${territory}) RETURNING id`);
  }
  let nik = 3471120000000000;
  const employee = (
    name: string,
    project: string,
    extra: { foreman?: number; type?: number; qr?: string } = {},
  ) =>
    one(sql`
      INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, foreman_id, qr_card_number)
      VALUES (${String(++nik)}, ${`E-${nik}`}, ${name}, ${extra.type ?? ids.worker},
              ${ids[project]}, ${extra.foreman ?? null}, ${extra.qr ?? null})
      RETURNING id`);
  ids.foreman = await employee("Budi Mandor", "P-D1");
  ids.ani = await employee("Ani", "P-D1", { foreman: ids.foreman });
  ids.cici = await employee("Cici", "P-D1", { foreman: ids.foreman, qr: "MDR000000777" });
  ids.dodi = await employee("Dodi", "P-D1", { type: ids.operator });
  ids.eko = await employee("Eko", "P-D2");
  ids.fani = await employee("Fani", "P-D2");
  ids.visitor = await one(sql`
    INSERT INTO visitors (visitor_name, company, project_id) VALUES ('Tamu Satu', 'PT Tamu', ${ids["P-D1"]})
    RETURNING id`);
  // A project over the limit: MAX_CARDS + 1 workers without card numbers.
  await sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id)
    SELECT (3471130000000000 + n)::text, 'BULK-' || n, 'Massal ' || n, ${ids.worker}, ${ids["P-D3"]}
    FROM generate_series(1, ${MAX_CARDS + 1}) AS n`.execute(db);
  scoped = await callerWith(db, "admin.d1", ["read-cetak-qr"], ids.D1);
  stranger = await callerWith(db, "no.qr", ["read-employee"], ids.D1);
});

afterAll(async () => {
  await env?.close();
});

describe("POST /api/cetak-qr/cards", () => {
  it("gives a number to each selected worker without one, keeps the others' and logs each", async () => {
    const answer = await cards({ subject: "employees", project_id: ids["P-D1"] });
    expect(answer.statusCode).toBe(200);
    const { cards: found, assigned } = answer.json().data;
    expect(found.map((card: { fields: { fullname: string } }) => card.fields.fullname)).toEqual([
      "Ani",
      "Budi Mandor",
      "Cici",
      "Dodi",
    ]);
    expect(assigned).toBe(3);
    expect(found[0]).toMatchObject({
      id: ids.ani,
      qr_card_number: padded("TK", Number(ids.ani)),
      fields: {
        project_id: "Proyek D1",
        manpower_type_id: "Pekerja",
        qr_card_number: padded("TK", Number(ids.ani)),
      },
    });
    expect(await numberOf("employees", Number(ids.cici))).toBe("MDR000000777");
    expect(await numberOf("employees", Number(ids.eko))).toBeNull();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_log WHERE model = 'employees'
        AND after->>'qr_card_number' LIKE 'TK-%'`.execute(env.database.db);
    expect(rows[0]?.n).toBe(3);
  });

  it("gives nothing twice: asked again, the same numbers and none new", async () => {
    const again = (await cards({ subject: "employees", project_id: ids["P-D1"] })).json().data;
    expect(again.assigned).toBe(0);
    const numbers = again.cards.map((card: { qr_card_number: string }) => card.qr_card_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(padded("TK", Number(ids.foreman)));
  });

  it.each([
    ["a foreman", () => ({ foreman_id: ids.foreman }), ["Ani", "Cici"]],
    ["a manpower type", () => ({ manpower_type_id: ids.operator }), ["Dodi"]],
    [
      "a project and a type",
      () => ({ project_id: ids["P-D1"], manpower_type_id: ids.operator }),
      ["Dodi"],
    ],
    ["a picked list", () => ({ ids: [ids.eko, ids.ani] }), ["Ani", "Eko"]],
  ])("selects by %s", async (_, filters, names) => {
    const answer = await cards({ subject: "employees", ...filters() });
    expect(
      answer
        .json()
        .data.cards.map((card: { fields: { fullname: string } }) => card.fields.fullname),
    ).toEqual(names);
  });

  it("answers only the caller's departments and numbers nobody outside them", async () => {
    await sql`UPDATE employees SET qr_card_number = NULL WHERE id = ${ids.fani}`.execute(
      env.database.db,
    );
    const picked = await cards({ subject: "employees", ids: [ids.ani, ids.fani] }, scoped);
    expect(picked.json().data.cards.map((card: { id: number }) => card.id)).toEqual([ids.ani]);
    const other = await cards({ subject: "employees", project_id: ids["P-D2"] }, scoped);
    expect(other.json().data).toEqual({ cards: [], assigned: 0 });
    expect(await numberOf("employees", Number(ids.fani))).toBeNull();
  });

  it("refuses more than the limit with a clear message and assigns none", async () => {
    const answer = await cards({ subject: "employees", project_id: ids["P-D3"] });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toContain(`more than ${MAX_CARDS} cards`);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM employees
      WHERE project_id = ${ids["P-D3"]} AND qr_card_number IS NOT NULL`.execute(env.database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it("gives guests VS- numbers", async () => {
    const answer = (await cards({ subject: "visitors", project_id: ids["P-D1"] })).json().data;
    expect(answer.cards).toEqual([
      {
        id: ids.visitor,
        qr_card_number: padded("VS", Number(ids.visitor)),
        fields: {
          fullname: "Tamu Satu",
          nik: null,
          company: "PT Tamu",
          project_id: "Proyek D1",
          qr_card_number: padded("VS", Number(ids.visitor)),
        },
      },
    ]);
  });

  it("answers 409 when a number to give was typed on another worker, and gives none", async () => {
    const db = env.database.db;
    await sql`UPDATE employees SET qr_card_number = NULL WHERE id = ${ids.eko}`.execute(db);
    await sql`UPDATE employees SET qr_card_number = ${padded("TK", Number(ids.eko))}
      WHERE id = ${ids.dodi}`.execute(db);
    const answer = await cards({ subject: "employees", ids: [ids.eko] });
    expect(answer.statusCode).toBe(409);
    expect(await numberOf("employees", Number(ids.eko))).toBeNull();
  });

  it.each([
    ["no selection", {}, 400],
    ["a filter the subject does not have", { subject: "visitors", foreman_id: 1 }, 400],
    ["an unknown subject", { subject: "devices", project_id: 1 }, 400],
    ["too many picked ids", { ids: Array.from({ length: MAX_CARDS + 1 }, (_, n) => n + 1) }, 400],
  ])("refuses %s", async (_, payload, status) => {
    expect((await cards({ subject: "employees", ...payload })).statusCode).toBe(status);
  });

  it("needs read-cetak-qr and a signed-in caller", async () => {
    expect(
      (await cards({ subject: "employees", project_id: ids["P-D1"] }, stranger)).statusCode,
    ).toBe(403);
    expect((await cards({ subject: "employees", project_id: ids["P-D1"] }, {})).statusCode).toBe(
      401,
    );
  });
});
