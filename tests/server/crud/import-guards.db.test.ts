/**
 * The import's guards through HTTP, on a real database:
 * - a file past a limit (a cell that inflates to 150 MB, a cell, a row width or a row count
 *   past the configured limits) is refused in plain words, 413 or 422, and nothing of it is
 *   stored;
 * - a file that cannot be read is refused without a word of the parser's (or the server's);
 * - an upsert keyed by a NIK that only a record beyond the caller's departments holds answers
 *   as a key no record holds would: a new record, refused only as the create form refuses any
 *   taken NIK, never "outside your departments";
 * - an upload's rows are in the database: a second app instance on the same database, with
 *   nothing in its memory, previews and commits an upload made through the first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { type Config, loadConfig } from "../../../src/server/config";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";
import { employeeImportColumns } from "./employee-import-columns";
import { inflatingXlsx, inlineCell, sheetOf, xlsxWith } from "./import/crafted-xlsx";
import { multipart } from "./transfer-app";

const UPLOAD_BYTES = 256 * 1024;
/** The second instance's limits: small enough to reach with small files. */
const TIGHT: Config["imports"] = {
  maxRows: 3,
  maxColumns: 3,
  maxCellChars: 20,
  maxUnpackedBytes: 1024 * 1024,
};
/** What a parser's or the runtime's own words look like; none may reach the caller. */
const INTERNAL =
  /undefined|Cannot read|TypeError|RangeError|Error:|exception|saxes|yauzl|unclosed|unmatched|too many bytes|signature|at \w+ \(/;

let env: SchemaApp;
/** Another instance on the same database: shares nothing with the first but the database. */
let second: FastifyInstance;
let uploadsDir: string;
let scoped: Record<string, string>;
let ownProject: number;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), "mandor-uploads-"));
  const files = { ...loadConfig({}).files, uploadsDir, maxUploadBytes: UPLOAD_BYTES };
  env = await startSchemaApp({ files });
  const db = env.database.db;
  second = await buildApp({
    config: {
      bodyLimit: 1 << 20,
      clientDir: "/nonexistent",
      logLevel: "silent",
      schemasDir: env.schemasDir,
      files,
      imports: TIGHT,
    },
    database: env.database,
    catalog: await createModelCatalog(db),
  });
  const own = await insertDepartment(db, "DA", "Departemen A");
  const other = await insertDepartment(db, "DB", "Departemen B");
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id) VALUES
      ('PRJ-A', 'Gedung Utama', ${own}), ('PRJ-B', 'Jalan Tol', ${other})
    RETURNING id`.execute(db);
  ownProject = Number(rows[0]?.id);
  await sql`INSERT INTO m_manpower_types (code, name) VALUES ('MT-1', 'Pekerja')`.execute(db);
  // Sari works in the other department only.
  await sql`
    INSERT INTO employees (employee_code, nik, fullname, manpower_type_id, project_id, join_date)
    SELECT 'EMP-002', '3471000000000002', 'Sari', id,
      (SELECT id FROM projects WHERE project_code = 'PRJ-B'), '2025-02-11'
    FROM m_manpower_types WHERE code = 'MT-1'`.execute(db);
  const permissions = ["read-employee", "create-employee", "update-employee"];
  scoped = { ...(await callerWith(db, "admin.a", permissions, own)), "content-language": "id" };
});

afterAll(async () => {
  await second?.close();
  await env?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

function upload(
  filename: string,
  content: string | Uint8Array,
  { app = env.app, headers = env.as("root"), endpoint = "m-skills" } = {},
) {
  const body = multipart([{ field: "file", filename, content }]);
  return app.inject({
    method: "POST",
    url: `/api/${endpoint}/import`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function step(
  importId: string,
  action: "preview" | "commit",
  payload: object,
  { app = env.app, headers = env.as("root"), endpoint = "m-skills" } = {},
) {
  return app.inject({
    method: "POST",
    url: `/api/${endpoint}/import/sessions/${importId}/${action}`,
    payload,
    headers,
  });
}

async function stored(): Promise<{ sessions: number; rows: number }> {
  const { rows } = await sql<{ sessions: number; rows: number }>`
    SELECT (SELECT count(*)::int FROM import_sessions) AS sessions,
           (SELECT count(*)::int FROM import_session_rows) AS rows`.execute(env.database.db);
  return rows[0] ?? { sessions: -1, rows: -1 };
}

describe("import limits", () => {
  it("refuses the .xlsx whose one cell inflates to 150 MB, storing nothing", async () => {
    const bomb = await inflatingXlsx(150_000_000);
    expect(bomb.length).toBeLessThan(UPLOAD_BYTES);
    const before = await stored();
    // Its central directory declares the 150 MB: refused before inflating (413).
    const declared = await upload("bom.xlsx", bomb);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({
      code: "IMPORT_UNPACKED_TOO_LARGE",
      message:
        "Isi file terlalu besar (lebih dari 100 MB setelah dibuka). Bagi menjadi beberapa file, lalu impor satu per satu.",
    });
    // Under the unpacked limit, the cell itself is stopped at the cell limit as it inflates.
    const cell = await upload("bom.xlsx", await inflatingXlsx(90_000_000), {
      headers: env.as("root", "en"),
    });
    expect(cell.statusCode).toBe(422);
    expect(cell.json()).toEqual({
      code: "IMPORT_CELL_TOO_LONG",
      message:
        "The file holds a cell of more than 32767 characters. Shorten it, then upload it again.",
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a file past the configured cell, column, row and unpacked limits", async () => {
    const before = await stored();
    const cases = [
      ["a.csv", `Kode\n${"x".repeat(21)}\n`, 422, "IMPORT_CELL_TOO_LONG", "20 karakter"],
      ["a.csv", "a,b,c,d\n1,2,3,4\n", 422, "IMPORT_TOO_MANY_COLUMNS", "lebih dari 3 kolom"],
      ["a.csv", "Kode\nA\nB\nC\nD\n", 422, "IMPORT_TOO_MANY_ROWS", "lebih dari 3 baris"],
      ["a.xlsx", await inflatingXlsx(2_000_000), 413, "IMPORT_UNPACKED_TOO_LARGE", "1 MB"],
      [
        "a.xlsx",
        await xlsxWith(sheetOf([inlineCell("A1", "Kode"), inlineCell("E2", "jauh")])),
        422,
        "IMPORT_TOO_MANY_COLUMNS",
        "3 kolom",
      ],
    ] as const;
    for (const [name, content, status, code, words] of cases) {
      const response = await upload(name, content, { app: second });
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain(words);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over the upload size before reading it", async () => {
    const response = await upload("besar.csv", `Kode\n${"A\n".repeat(UPLOAD_BYTES)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("FILE_TOO_LARGE");
  });

  it("refuses an unreadable file or an entity bomb in plain words, without the parser's", async () => {
    const good = await xlsxWith(sheetOf([inlineCell("A1", "Kode"), inlineCell("A2", "A")]));
    const laughs = `<?xml version="1.0"?><!DOCTYPE Workbook [<!ENTITY a "aaaaaaaaaa">${Array.from(
      { length: 8 },
      (_, i) => `<!ENTITY a${i + 1} "${`&a${i || ""};`.repeat(10)}">`,
    ).join("")}]><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
      xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet><Table>
      <Row><Cell><Data ss:Type="String">&a8;</Data></Cell></Row></Table></Worksheet></Workbook>`;
    const before = await stored();
    for (const [name, content] of [
      ["rusak.xlsx", good.subarray(0, good.length - 30)],
      ["rusak.xlsx", await xlsxWith(sheetOf([inlineCell("A1", "Kode"), "<c><v>1</v>"]))],
      ["bom.xls", laughs],
      [
        "rusak.xls",
        '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet><Row><Cell>',
      ],
    ] as const) {
      for (const locale of ["id", "en"] as const) {
        const response = await upload(name, content, { headers: env.as("root", locale) });
        expect(response.statusCode, name).toBe(422);
        expect(response.json()).toEqual({
          code: "IMPORT_UNREADABLE",
          message:
            locale === "id"
              ? "File tidak dapat dibaca. Simpan ulang sebagai .xlsx atau CSV, lalu unggah lagi."
              : "The file cannot be read. Save it again as .xlsx or CSV, then upload it again.",
        });
        expect(response.body).not.toMatch(INTERNAL);
      }
    }
    const quote = await upload("kutip.csv", 'Kode\nA\n"B\n');
    expect(quote.json()).toEqual({
      code: "IMPORT_CSV_QUOTE",
      message:
        'Baris 3 file CSV membuka tanda kutip (") yang tidak ditutup. Perbaiki baris itu, lalu unggah lagi.',
    });
    expect(await stored()).toEqual(before);
  });
});

describe("an import keyed by NIK, for a department admin", () => {
  const { header: HEADER, mapping: MAPPING } = employeeImportColumns({ status: false });

  async function previewRow(line: string) {
    const uploaded = await upload("pekerja.csv", `${HEADER}\n${line}\n`, {
      headers: scoped,
      endpoint: "employee",
    });
    expect(uploaded.statusCode).toBe(200);
    const { importId } = uploaded.json().data;
    const preview = await step(
      importId,
      "preview",
      { mapping: MAPPING, key: "nik" },
      { headers: scoped, endpoint: "employee" },
    );
    expect(preview.statusCode).toBe(200);
    return { importId, preview };
  }

  it("answers for a NIK held only in another department as for a NIK no record holds", async () => {
    const nowhere = await previewRow("EMP-501,3471000000000501,Baru,Pekerja,Gedung Utama,");
    const elsewhere = await previewRow("EMP-502,3471000000000002,Baru,Pekerja,Gedung Utama,");
    const [fresh] = nowhere.preview.json().data.rows;
    const [taken] = elsewhere.preview.json().data.rows;
    // Both rows are new records; neither says where a record lives, or shows its values.
    expect(fresh).toEqual({ row: 1, key: "3471000000000501", action: "create" });
    expect(taken).toEqual({
      row: 1,
      key: "3471000000000002",
      action: "create",
      errors: { nik: ["NIK sudah digunakan"] },
    });
    expect(elsewhere.preview.body).not.toMatch(/luar departemen|outside|Sari/i);
    // "Already used" is what the create form itself says of that NIK, to anyone.
    const form = await env.app.inject({
      method: "POST",
      url: "/api/employee/create",
      payload: { nik: "3471000000000002" },
      headers: scoped,
    });
    expect(form.json().errors?.nik).toEqual(taken.errors.nik);
    const commit = await step(
      elsewhere.importId,
      "commit",
      { mapping: MAPPING, key: "nik" },
      { headers: scoped, endpoint: "employee" },
    );
    expect(commit.statusCode).toBe(422);
    expect(commit.json().code).toBe("IMPORT_NOTHING_VALID");
    const { rows } = await sql<{ fullname: string; project_id: number }>`
      SELECT fullname, project_id FROM employees WHERE nik = '3471000000000002'`.execute(
      env.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fullname).toBe("Sari");
    expect(rows[0]?.project_id).not.toBe(ownProject);
  });
});

describe("an upload's rows in the database", () => {
  it("lets another instance, with nothing in its memory, preview and commit an upload", async () => {
    const csv = "code,name\nINS-01,Satu\nINS-02,Dua\n";
    const uploaded = await upload("keahlian.csv", csv);
    expect(uploaded.statusCode).toBe(200);
    const { importId } = uploaded.json().data;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM import_session_rows WHERE session_id = ${importId}`.execute(
      env.database.db,
    );
    expect(rows[0]?.n).toBe(2);
    const mapping = { mapping: { code: "code", name: "name" } };
    const preview = await step(importId, "preview", mapping, { app: second });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ rowCount: 2, validCount: 2, errorCount: 0 });
    // The first instance sees what the second did, and the other way round.
    const progress = await env.app.inject({
      url: `/api/m-skills/import/sessions/${importId}`,
      headers: env.as("root"),
    });
    expect(progress.json()).toEqual({ data: { stage: "validated", processed: 2, total: 2 } });
    const commit = await step(importId, "commit", mapping, { app: second });
    expect(commit.statusCode).toBe(200);
    expect(commit.json().data).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 0 });
    const again = await step(importId, "commit", mapping);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("IMPORT_DONE");
    const { rows: skills } = await sql<{ code: string }>`
      SELECT code FROM m_skills WHERE code LIKE 'INS-%' ORDER BY code`.execute(env.database.db);
    expect(skills.map(({ code }) => code)).toEqual(["INS-01", "INS-02"]);
  });
});
