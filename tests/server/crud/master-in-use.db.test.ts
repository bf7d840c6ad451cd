/**
 * Master data on the demo data set: a row still used elsewhere is never deleted, the refusal
 * is a 409 in the caller's language naming where it is used and how often; a row nobody uses
 * deletes; an inactive row leaves the option lists but still shows on the records that hold it.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { bearer } from "../../helpers/auth";
import { DEMO_APP_TIMEOUT, startDemoApp } from "../../helpers/demo-app";

let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  ({ database, app, token } = await startDemoApp());
}, DEMO_APP_TIMEOUT);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const headers = (locale: "id" | "en" = "id") => ({ ...bearer(token), "content-language": locale });

/** [screen, its table, the table PostgreSQL reports as still referring, column, its names] */
const MASTERS = [
  ["m-skills", "m_skills", "employee_skills", "skill_id", "Keahlian Pekerja", "Worker Skills"],
  [
    "m-diseases",
    "m_diseases",
    "employee_disease_histories",
    "disease_id",
    "Riwayat Penyakit Pekerja",
    "Disease Histories",
  ],
  [
    "m-manpower-types",
    "m_manpower_types",
    "employees",
    "manpower_type_id",
    "Tenaga Kerja",
    "Employees",
  ],
  ["m-blood-types", "m_blood_types", "employees", "blood_type_id", "Tenaga Kerja", "Employees"],
  [
    "m-equipment-types",
    "m_equipment_types",
    "equipments",
    "equipment_type_id",
    "Daftar Alat",
    "Equipment",
  ],
  [
    "m-convalsal-document-types",
    "m_convalsal_document_types",
    "convalsal_documents",
    "document_type_id",
    "Dokumen Vendor / Subkon",
    "Vendor Documents",
  ],
] as const;

/** The master row the referring table uses most, and how many of its rows use it. */
async function mostUsed(referring: string, column: string) {
  const { rows } = await sql<{ id: string; uses: string }>`
    SELECT ${sql.ref(column)} AS id, count(*) AS uses FROM ${sql.table(referring)}
    WHERE ${sql.ref(column)} IS NOT NULL
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error(`the demo data has no ${referring}.${column}`);
  return { id: Number(row.id), uses: Number(row.uses) };
}

async function version(table: string, id: number) {
  const { rows } = await sql<{ updated_at: string }>`
    SELECT updated_at FROM ${sql.table(table)} WHERE id = ${id}`.execute(database.db);
  return { id, updated_at: rows[0]?.updated_at };
}

const remove = (endpoint: string, payload: object, locale: "id" | "en" = "id") =>
  app.inject({
    method: "DELETE",
    url: `/api/${endpoint}/delete`,
    payload,
    headers: headers(locale),
  });

describe.each(MASTERS)("%s", (endpoint, table, referring, column, labelId, labelEn) => {
  it("refuses to delete a row still used: 409 naming where and how often, in id and en", async () => {
    const { id, uses } = await mostUsed(referring, column);
    const body = await version(table, id);
    const refused = await remove(endpoint, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("RECORD_IN_USE");
    expect(refused.json().message).toContain(`Data masih dipakai di ${labelId} (${uses})`);
    const english = await remove(endpoint, body, "en");
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toContain(`still used in ${labelEn} (${uses})`);
    expect((await version(table, id)).updated_at).toBe(body.updated_at);
  });

  it("deletes a row nobody uses", async () => {
    // Blood types allow four codes only: one of them is freed instead of a new one added.
    const code = table === "m_blood_types" ? "AB" : "TIDAK-DIPAKAI";
    const { rows } = await sql<{ id: string }>`
      INSERT INTO ${sql.table(table)} (code, name) VALUES (${code}, 'Tidak dipakai')
      ON CONFLICT (code) DO UPDATE SET name = excluded.name RETURNING id`.execute(database.db);
    const id = Number(rows[0]?.id);
    await sql`UPDATE ${sql.table(referring)} SET ${sql.ref(column)} = NULL
      WHERE ${sql.ref(column)} = ${id}`.execute(database.db);
    const deleted = await remove(endpoint, await version(table, id));
    expect(deleted.statusCode).toBe(200);
    expect((await version(table, id)).updated_at).toBeUndefined();
  });
});

describe("an inactive master row", () => {
  it("leaves the option lists but still shows on the records that hold it", async () => {
    const { id } = await mostUsed("employees", "manpower_type_id");
    await sql`UPDATE m_manpower_types SET active = 0 WHERE id = ${id}`.execute(database.db);
    const get = (url: string) => app.inject({ url, headers: headers() });
    const ids = (body: { data: { id: unknown }[] }) => body.data.map((row) => Number(row.id));

    const choices = await get("/api/m-manpower-types/dataset?limit=1000&active=1");
    expect(ids(choices.json())).not.toContain(id);
    expect(choices.json().data.length).toBeGreaterThan(0);
    const stored = await get(`/api/m-manpower-types/dataset?id=${id}&limit=1`);
    expect(ids(stored.json())).toEqual([id]);
    const inactiveList = await get("/api/m-manpower-types/list?active=0");
    expect(ids(inactiveList.json())).toEqual([id]);

    const { rows } = await sql<{ id: string }>`
      SELECT id FROM employees WHERE manpower_type_id = ${id} LIMIT 1`.execute(database.db);
    const employee = await get(`/api/employee/${rows[0]?.id}/show`);
    expect(employee.statusCode).toBe(200);
    const { rows: names } = await sql<{ name: string }>`
      SELECT name FROM m_manpower_types WHERE id = ${id}`.execute(database.db);
    expect(JSON.stringify(employee.json().data)).toContain(names[0]?.name);
  });
});
