/**
 * Import through HTTP on a real database: upload (CSV and XLSX) with a guessed mapping,
 * a preview that validates every row like the create form (and repeated unique values) while
 * writing nothing, progress, the error report, a commit that writes the valid rows with their
 * audit rows in one transaction, and a database or row-scope refusal that undoes it all.
 * An import is its uploader's, on its screen only.
 */
import ExcelJS from "exceljs";
import { sql } from "kysely";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAs } from "../../helpers/auth";
import { waitForSearchIndexes } from "../../helpers/search-indexes";
import { SAMPLES } from "../files/sample-files";
import { multipart, startTransferApp, type TransferApp } from "./transfer-app";

let env: TransferApp;
let territoryId: number;
let scopedToken: string;

beforeAll(async () => {
  env = await startTransferApp();
  const db = env.env.database.db;
  await sql`INSERT INTO m_skills (code, name) VALUES ('ADA-01', 'Sudah Ada')`.execute(db);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JTG', 'Jawa Tengah')
    RETURNING id`.execute(db);
  territoryId = rows[0]?.id as number;
  const { rows: departments } = await sql<{ id: number }>`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('GDG', 'Departemen Gedung', ${territoryId}) RETURNING id`.execute(db);
  const { rows: roles } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES ('dept', 'dept') RETURNING id`.execute(db);
  for (const permission of ["read-department", "create-department"]) {
    await sql`INSERT INTO permissions (name) VALUES (${permission}) ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${roles[0]?.id}, id FROM permissions WHERE name = ${permission}`.execute(db);
  }
  await sql`
    INSERT INTO users (fullname, username, email, role_id, status, department_id)
    VALUES ('Admin Gedung', 'admin.gedung', 'admin.gedung@mandor.test', ${roles[0]?.id}, 'active',
            ${departments[0]?.id})`.execute(db);
  scopedToken = await signInAs(db, "admin.gedung");
});

afterAll(async () => {
  await env?.close();
});

type User = Parameters<TransferApp["env"]["as"]>[0];

function headersOf(user: User | "scoped", locale: "id" | "en" = "id") {
  return user === "scoped"
    ? { ...bearer(scopedToken), "content-language": locale }
    : env.env.as(user, locale);
}

function uploadFile(
  endpoint: string,
  filename: string,
  content: string | Uint8Array,
  user: User | "scoped" = "clerk",
  locale: "id" | "en" = "id",
) {
  const body = multipart([{ field: "file", filename, content }]);
  return env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/import`,
    payload: body.payload,
    headers: { ...headersOf(user, locale), ...body.headers },
  });
}

function step(
  endpoint: string,
  importId: string,
  action: "preview" | "commit",
  mapping: Record<string, string>,
  user: User | "scoped" = "clerk",
  locale: "id" | "en" = "id",
) {
  return env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/import/sessions/${importId}/${action}`,
    payload: { mapping },
    headers: headersOf(user, locale),
  });
}

const get = (url: string, user: User | "scoped" = "clerk") =>
  env.app.inject({ url, headers: headersOf(user) });

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(env.env.database.db);
  return rows[0]?.n ?? 0;
}

const skillCount = () => count(sql<{ n: number }>`SELECT count(*)::int AS n FROM m_skills`);

const CSV = [
  "Kode Keahlian,Nama,Deskripsi,Catatan",
  "IMP-01,Juru Ukur,Mengukur lahan,x",
  "IMP 02,Juru Gambar,,x",
  "IMP-03,,Tanpa nama,x",
  "IMP-01,Juru Ukur Lagi,,x",
  "ADA-01,Sudah ada,,x",
  "IMP-06,Operator Crane,,x",
].join("\r\n");

const MAPPING = { "Kode Keahlian": "code", Nama: "name", Deskripsi: "description", Catatan: "" };

describe("import into a screen", () => {
  let importId: string;

  it("reads an uploaded CSV and guesses the mapping from the form's labels", async () => {
    const response = await uploadFile("m-skills", "keahlian.csv", CSV);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    importId = data.importId;
    expect(importId).toMatch(/^[0-9a-f]{32}$/);
    expect(data).toMatchObject({
      columns: ["Kode Keahlian", "Nama", "Deskripsi", "Catatan"],
      fields: [
        { id: "code", label: "Kode Keahlian", required: true },
        { id: "name", label: "Nama Keahlian", required: true },
        { id: "description", label: "Deskripsi", required: false },
        { id: "active", label: "Aktif" },
      ],
      mapping: { "Kode Keahlian": "code", Deskripsi: "description" },
      rowCount: 6,
    });
    expect((await get(`/api/m-skills/import/sessions/${importId}`)).json()).toEqual({
      data: { stage: "uploaded", processed: 0, total: 6 },
    });
  });

  it("previews every row like the create form, with row numbers, writing nothing", async () => {
    const before = await skillCount();
    const response = await step("m-skills", importId, "preview", MAPPING);
    expect(response.statusCode).toBe(200);
    const errors = [
      {
        row: 2,
        errors: {
          code: [
            "Kode Keahlian boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
          ],
        },
      },
      { row: 3, errors: { name: ["Nama Keahlian harus diisi"] } },
      { row: 4, errors: { code: ["Kode Keahlian sudah digunakan"] } },
      { row: 5, errors: { code: ["Kode Keahlian sudah digunakan"] } },
    ];
    expect(response.json().data).toEqual({
      rowCount: 6,
      validCount: 2,
      errorCount: 4,
      counts: { create: 2, update: 0, unchanged: 0 },
      rows: [
        { row: 1, action: "create" },
        ...errors.map((error) => ({ ...error, action: "create" })),
        { row: 6, action: "create" },
      ],
      errors,
    });
    expect(await skillCount()).toBe(before);
    expect((await get(`/api/m-skills/import/sessions/${importId}`)).json()).toEqual({
      data: { stage: "validated", processed: 6, total: 6 },
    });
  });

  it("reports every error as CSV: row, field, message", async () => {
    const response = await get(`/api/m-skills/import/sessions/${importId}/errors.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="Kesalahan-Impor-Master-Keahlian-\d\d-\d\d-\d{4}\.csv"/,
    );
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ["Baris", "Isian", "Pesan"],
      [
        "2",
        "Kode Keahlian",
        "Kode Keahlian boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
      ],
      ["3", "Nama Keahlian", "Nama Keahlian harus diisi"],
      ["4", "Kode Keahlian", "Kode Keahlian sudah digunakan"],
      ["5", "Kode Keahlian", "Kode Keahlian sudah digunakan"],
    ]);
  });

  it("keeps an import to its uploader and its screen", async () => {
    expect((await get(`/api/m-skills/import/sessions/${importId}`, "root")).statusCode).toBe(404);
    const other = await step("m-skills", importId, "commit", MAPPING, "root");
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("IMPORT_NOT_FOUND");
    expect((await get(`/api/department/import/sessions/${importId}`)).statusCode).toBe(404);
    expect((await get(`/api/m-skills/import/sessions/${"0".repeat(32)}`)).statusCode).toBe(404);
    expect((await get("/api/m-skills/import/sessions/not-an-id")).statusCode).toBe(400);
  });

  it("refuses a mapping naming a column or field that does not exist", async () => {
    const unknownField = await step("m-skills", importId, "preview", { Nama: "salary" });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toContain('"salary" is not a field of the form');
    expect((await step("m-skills", importId, "preview", { Gaji: "name" })).statusCode).toBe(400);
    expect(
      (await step("m-skills", importId, "preview", { Nama: "name", Catatan: "name" })).statusCode,
    ).toBe(400);
  });

  it("commits the valid rows in one go, with an audit row each, then refuses to again", async () => {
    const before = await skillCount();
    const response = await step("m-skills", importId, "commit", MAPPING);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Impor Master Keahlian selesai: 2 data baru, 0 diubah, 0 tidak berubah",
      data: { create: 2, update: 0, unchanged: 0, skipped: 4 },
    });
    expect(await skillCount()).toBe(before + 2);
    const { rows } = await sql<{ code: string; action: string; user: string }>`
      SELECT s.code, a.action, u.username AS user FROM m_skills s
      JOIN audit_log a ON a.model = 'm_skills' AND a.record_id = s.id
      JOIN users u ON u.id = a.user_id
      WHERE s.code LIKE 'IMP-%' ORDER BY s.code`.execute(env.env.database.db);
    expect(rows).toEqual([
      { code: "IMP-01", action: "import", user: "clerk" },
      { code: "IMP-06", action: "import", user: "clerk" },
    ]);
    expect((await get(`/api/m-skills/import/sessions/${importId}`)).json().data).toEqual({
      stage: "committed",
      processed: 6,
      total: 6,
    });
    const again = await step("m-skills", importId, "commit", MAPPING);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("IMPORT_DONE");
    expect(await skillCount()).toBe(before + 2);
  });

  it("imports an XLSX file, its labels in English, its flags as words", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Skills");
    sheet.addRow(["Skill Code", "Skill Name", "Active"]);
    sheet.addRow(["XLS-01", "Welder", "Active"]);
    sheet.addRow(["XLS-02", "Painter", "Inactive"]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const upload = await uploadFile("m-skills", "skills.xlsx", bytes, "clerk", "en");
    expect(upload.statusCode).toBe(200);
    const { importId: id, mapping } = upload.json().data;
    expect(mapping).toEqual({ "Skill Code": "code", "Skill Name": "name", Active: "active" });
    const commit = await step("m-skills", id, "commit", mapping, "clerk", "en");
    expect(commit.statusCode).toBe(200);
    expect(commit.json().message).toBe("Skills import done: 2 new, 0 updated, 0 unchanged");
    const { rows } = await sql<{ code: string; active: number }>`
      SELECT code, active FROM m_skills WHERE code LIKE 'XLS-%' ORDER BY code`.execute(
      env.env.database.db,
    );
    expect(rows).toEqual([
      { code: "XLS-01", active: 1 },
      { code: "XLS-02", active: 0 },
    ]);
  });

  it("shows a row the database refuses in the preview, in the user's words; the commit skips it", async () => {
    const db = env.env.database.db;
    // Not beside the app's background build of the table's search indexes (it can deadlock).
    await waitForSearchIndexes(db, "m_skills");
    await sql`ALTER TABLE m_skills ADD CONSTRAINT test_no_tolak CHECK (name <> 'TOLAK')`.execute(
      db,
    );
    try {
      const before = await skillCount();
      const csv = "code,name\nRB-01,Satu\nRB-02,Dua\nRB-03,TOLAK\nRB-04,Empat\n";
      const { importId: id } = (await uploadFile("m-skills", "tolak.csv", csv)).json().data;
      const mapping = { code: "code", name: "name" };
      const preview = (await step("m-skills", id, "preview", mapping)).json().data;
      expect(preview.errors).toEqual([{ row: 3, errors: { _: ["nilai melanggar aturan data"] } }]);
      expect(JSON.stringify(preview)).not.toContain("test_no_tolak");
      const response = await step("m-skills", id, "commit", mapping);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 1 });
      expect(await skillCount()).toBe(before + 3);
    } finally {
      await sql`ALTER TABLE m_skills DROP CONSTRAINT test_no_tolak`.execute(db);
    }
  });

  it("shows a row outside the caller's row scope in the preview, and writes nothing of it", async () => {
    const before = await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM departments`);
    const csv = `Kode Departemen,Nama Departemen,Wilayah\nDP-1,Baru,${territoryId}\n`;
    const upload = await uploadFile("department", "departemen.csv", csv, "scoped");
    expect(upload.statusCode).toBe(200);
    const { importId: id, columns, fields } = upload.json().data;
    const ids = fields.map((field: { id: string }) => field.id);
    const mapping = Object.fromEntries(
      columns.map((column: string, index: number) => [
        column,
        ["department_code", "department_name", "territory_id"][index] ?? "",
      ]),
    );
    expect(ids).toEqual(
      expect.arrayContaining(["department_code", "department_name", "territory_id"]),
    );
    const preview = await step("department", id, "preview", mapping, "scoped");
    expect(preview.json().data.errors).toEqual([
      {
        row: 1,
        errors: {
          _: ["Data Departemen ini berada di luar departemen dan proyek yang Anda kelola."],
        },
      },
    ]);
    const response = await step("department", id, "commit", mapping, "scoped");
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("IMPORT_NOTHING_VALID");
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM departments`)).toBe(
      before,
    );
  });

  it("answers 422 when no row is valid, and keeps the report", async () => {
    const { importId: id } = (await uploadFile("m-skills", "buruk.csv", "code,name\nA B,\n")).json()
      .data;
    const response = await step("m-skills", id, "commit", { code: "code", name: "name" });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("IMPORT_NOTHING_VALID");
    const report = await get(`/api/m-skills/import/sessions/${id}/errors.csv`);
    expect(report.body.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  it("refuses files it cannot import, and callers who may not create", async () => {
    const picture = await uploadFile("m-skills", "foto.csv", SAMPLES.png);
    expect(picture.statusCode).toBe(415);
    expect(picture.json().code).toBe("IMPORT_FILE_TYPE");
    const empty = await uploadFile("m-skills", "kosong.csv", "Kode,Nama\r\n");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe("IMPORT_EMPTY");
    expect((await uploadFile("m-skills", "a.csv", "Kode\nA\n", "reader")).statusCode).toBe(403);
    // The projects overlay hides its import action.
    expect((await uploadFile("project", "a.csv", "Kode\nA\n", "root")).statusCode).toBe(404);
  });
});
