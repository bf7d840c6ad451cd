/**
 * Export → edit → import on the employee screen: related rows named as the export writes them
 * (names, codes, ids), NIK as the key turning rows into updates of only what differs, every
 * check of the commit already in the preview (dates, uniqueness within the file and against
 * the table, foreign keys, row scope, the database's own rules in the user's words), and an
 * unchanged export re-imported as "no change" that writes nothing.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportRequest } from "../../../src/schema/api/import";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { waitForSearchIndexes } from "../../helpers/search-indexes";
import { employeeImportColumns } from "./employee-import-columns";
import { readXlsx } from "./export/xlsx-export";
import { importCalls } from "./import-calls";
import { startTransferApp, type TransferApp } from "./transfer-app";

let env: TransferApp;
let calls: ReturnType<typeof importCalls>;
let root: Record<string, string>;
let scoped: Record<string, string>;
let gedungId: number;

const { header: HEADER, mapping: MAPPING } = employeeImportColumns({ status: true });
const BY_NIK: ImportRequest = { mapping: MAPPING, key: "nik" };
const BUDI = "EMP-001,3471000000000001,Budi,Pekerja,Gedung Utama,2025-01-10,Aktif";

beforeAll(async () => {
  env = await startTransferApp();
  calls = importCalls(env);
  const db = env.env.database.db;
  const own = await insertDepartment(db, "DA", "Departemen A");
  const other = await insertDepartment(db, "DB", "Departemen B");
  const { rows: projects } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id) VALUES
      ('PRJ-A', 'Gedung Utama', ${own}), ('PRJ-B', 'Jalan Tol', ${other}),
      ('PRJ-K1', 'Kembar', ${own}), ('PRJ-K2', 'Kembar', ${own})
    RETURNING id`.execute(db);
  gedungId = projects[0]?.id as number;
  await sql`INSERT INTO m_manpower_types (code, name) VALUES
    ('MT-1', 'Pekerja'), ('MT-2', 'Mandor Lapangan')`.execute(db);
  await sql`
    INSERT INTO employees (employee_code, nik, fullname, manpower_type_id, project_id, join_date)
    SELECT v.code, v.nik, v.name, (SELECT id FROM m_manpower_types WHERE code = 'MT-1'),
           (SELECT id FROM projects WHERE project_code = v.project), v.joined::date
    FROM (VALUES
      ('EMP-001', '3471000000000001', 'Budi', 'PRJ-A', '2025-01-10'),
      ('EMP-002', '3471000000000002', 'Sari', 'PRJ-B', '2025-02-11'),
      ('EMP-003', '3471000000000003', 'Agus', 'PRJ-A', '2025-03-12')
    ) AS v(code, nik, name, project, joined)`.execute(db);
  root = env.env.as("root", "id");
  const permissions = ["read-employee", "create-employee", "update-employee"];
  scoped = { ...(await callerWith(db, "admin.a", permissions, own)), "content-language": "id" };
});

afterAll(async () => {
  await env?.close();
});

async function preview(csv: string, request: ImportRequest, headers = root) {
  const upload = await calls.upload("employee", "pekerja.csv", csv, headers);
  expect(upload.statusCode).toBe(200);
  const { importId } = upload.json().data;
  const response = await calls.step("employee", importId, "preview", request, headers);
  expect(response.statusCode).toBe(200);
  return { importId, data: response.json().data };
}

const csvOf = (...rows: string[]) => [HEADER, ...rows].join("\r\n");

/** How many data rows an export holds, and the NIK column's cells as written (CSV only). */
async function exportedRows(format: string, bytes: Buffer) {
  if (format === "xlsx") {
    return { count: ((await readXlsx(bytes)).worksheets[0]?.rowCount ?? 1) - 1 };
  }
  const rows = Papa.parse<string[]>(bytes.toString("utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  const nik = rows[0]?.indexOf("NIK") ?? -1;
  return { count: rows.length - 1, nikCell: rows.slice(1).map((row) => row[nik]) };
}

async function employeeRows() {
  const { rows } = await sql<{ employee_code: string; fullname: string }>`
    SELECT e.employee_code, e.fullname, e.project_id, e.updated_at::text AS updated_at
    FROM employees e ORDER BY e.employee_code`.execute(env.env.database.db);
  return rows;
}

const auditCount = async () => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(
    env.env.database.db,
  );
  return rows[0]?.n;
};

describe("import of an edited export", () => {
  it("offers the table's unique text fields as keys", async () => {
    const upload = await calls.upload("employee", "a.csv", csvOf(BUDI), root);
    expect(upload.json().data.keys).toEqual(["nik", "employee_code", "qr_card_number"]);
    expect(upload.json().data.mapping).toEqual(MAPPING);
  });

  it("offers only the keys the overlay declares, and refuses any other", async () => {
    const path = join(env.env.schemasDir, "employees.json");
    const original = readFileSync(path, "utf8");
    const save = (text: string, seconds: number) => {
      writeFileSync(path, text);
      utimesSync(path, new Date(), new Date(Date.now() + seconds * 1000));
    };
    save(JSON.stringify({ ...JSON.parse(original), import: { keys: ["employee_code"] } }), 2);
    try {
      const upload = await calls.upload("employee", "a.csv", csvOf(BUDI), root);
      expect(upload.json().data.keys).toEqual(["employee_code"]);
      const { importId } = upload.json().data;
      const refused = await calls.step("employee", importId, "preview", BY_NIK, root);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('"nik" cannot serve as the key');
    } finally {
      save(original, 4);
    }
    const again = await calls.upload("employee", "a.csv", csvOf(BUDI), root);
    expect(again.json().data.keys).toEqual(["nik", "employee_code", "qr_card_number"]);
  });

  it.each([
    {
      name: "a project by its name in any case, a manpower type by its code",
      row: "EMP-101,3471000000000101,Baru,mt-2,gedung utama,2025-05-01,Aktif",
      expected: { action: "create" },
    },
    {
      name: "a project by its id",
      row: () => `EMP-102,3471000000000102,Baru,Pekerja,${gedungId},2025-05-01,Aktif`,
      expected: { action: "create" },
    },
    {
      name: "an unknown project",
      row: "EMP-103,3471000000000103,Baru,Pekerja,Proyek X,2025-05-01,Aktif",
      expected: { action: "create", errors: { project_id: ['Proyek "Proyek X" tidak ditemukan'] } },
    },
    {
      name: "a name two projects share",
      row: "EMP-104,3471000000000104,Baru,Pekerja,Kembar,2025-05-01,Aktif",
      expected: {
        action: "create",
        errors: {
          project_id: ['Proyek "Kembar" cocok dengan lebih dari satu data; tulis kodenya'],
        },
      },
    },
    {
      name: "a date that does not exist",
      row: "EMP-105,3471000000000105,Baru,Pekerja,Gedung Utama,2026-13-45,Aktif",
      expected: {
        action: "create",
        errors: { join_date: ["Tanggal Bergabung harus berupa tanggal yang benar"] },
      },
    },
    {
      name: "an existing NIK without a key",
      row: BUDI,
      request: { mapping: MAPPING } as ImportRequest,
      expected: {
        action: "create",
        errors: { nik: ["NIK sudah digunakan"], employee_code: ["Kode Pekerja sudah digunakan"] },
      },
    },
    {
      name: "an existing NIK as the key, its name changed",
      row: "EMP-001,3471000000000001,Budi Santoso,Pekerja,Jalan Tol,2025-01-10,Aktif",
      expected: {
        action: "update",
        changes: [
          { field: "fullname", before: "Budi", after: "Budi Santoso" },
          { field: "project_id", before: "Gedung Utama", after: "Jalan Tol" },
        ],
      },
    },
    {
      name: "an existing NIK as the key, unchanged",
      row: BUDI,
      expected: undefined,
      counts: { create: 0, update: 0, unchanged: 1 },
    },
  ])("previews $name", async ({ row, request = BY_NIK, expected, counts }) => {
    const text = typeof row === "function" ? row() : row;
    const before = await employeeRows();
    const { data } = await preview(csvOf(text), request);
    const key = request.key ? { key: text.split(",")[1] } : {};
    expect(data.rows).toEqual(expected ? [{ row: 1, ...key, ...expected }] : []);
    if (counts) expect(data.counts).toEqual(counts);
    expect(await employeeRows()).toEqual(before);
  });

  it("catches a unique value repeated within the file, and a key given twice", async () => {
    const { data } = await preview(
      csvOf(
        "EMP-201,3471000000000201,Satu,Pekerja,Gedung Utama,,Aktif",
        "EMP-201,3471000000000202,Dua,Pekerja,Gedung Utama,,Aktif",
        "EMP-003,3471000000000003,Agus,Pekerja,Gedung Utama,2025-03-12,Aktif",
        "EMP-003,3471000000000003,Agus Lagi,Pekerja,Gedung Utama,2025-03-12,Aktif",
      ),
      BY_NIK,
    );
    expect(data.errors).toEqual([
      { row: 2, errors: { employee_code: ["Kode Pekerja sudah digunakan"] } },
      { row: 4, errors: { nik: ['NIK "3471000000000003" muncul lebih dari sekali dalam file'] } },
    ]);
    expect(data.counts).toEqual({ create: 1, update: 0, unchanged: 1 });
  });

  it("refuses in the preview a row outside the caller's departments and projects", async () => {
    const csv = csvOf(
      "EMP-002,3471000000000002,Sari Baru,Pekerja,Jalan Tol,2025-02-11,Aktif",
      "EMP-301,3471000000000301,Baru,Pekerja,Jalan Tol,,Aktif",
      "EMP-302,3471000000000302,Baru,Pekerja,Gedung Utama,,Aktif",
    );
    const { data } = await preview(csv, BY_NIK, scoped);
    expect(data.errors.map(({ row }: { row: number }) => row)).toEqual([1, 2]);
    expect(data.counts).toEqual({ create: 1, update: 0, unchanged: 0 });
    // Sari's NIK is held by a record beyond the caller's reach: keyed by it, the row is a new
    // record that the create form refuses as it refuses any taken NIK, exactly as the same
    // file imported without a key — the key's answer tells nothing of where Sari's record is.
    expect(data.rows.map(({ action }: { action: string }) => action)).toEqual([
      "create",
      "create",
      "create",
    ]);
    expect(data.errors[0].errors).toMatchObject({
      employee_code: ["Kode Pekerja sudah digunakan"],
      nik: ["NIK sudah digunakan"],
    });
    const { data: unkeyed } = await preview(csv, { mapping: MAPPING }, scoped);
    expect(data.errors).toEqual(unkeyed.errors);
  });

  it("names a refusal of the database's own rules in the user's words, in the preview", async () => {
    const db = env.env.database.db;
    // The app builds the employees' search indexes in the background at its start; a change
    // of the table beside that build can deadlock with it.
    await waitForSearchIndexes(db);
    await sql`ALTER TABLE employees ADD CONSTRAINT test_no_tolak CHECK (fullname <> 'TOLAK')`.execute(
      db,
    );
    try {
      const { data } = await preview(
        csvOf("EMP-401,3471000000000401,TOLAK,Pekerja,Gedung Utama,,Aktif"),
        BY_NIK,
        { ...root, "content-language": "en" },
      );
      expect(data.errors).toEqual([{ row: 1, errors: { _: ["a value breaks a data rule"] } }]);
    } finally {
      await sql`ALTER TABLE employees DROP CONSTRAINT test_no_tolak`.execute(db);
    }
  });

  it("commits an update of only the changed fields, and refuses whole if the data changed meanwhile", async () => {
    const db = env.env.database.db;
    const csv = csvOf(
      "EMP-003,3471000000000003,Agus Salim,Pekerja,Gedung Utama,2025-03-12,Aktif",
      "EMP-002,3471000000000002,Sari,Pekerja,Jalan Tol,2025-02-11,Aktif",
    );
    const first = await preview(csv, BY_NIK);
    expect(first.data.counts).toEqual({ create: 0, update: 1, unchanged: 1 });
    // Someone changes Agus's phone meanwhile: the import's update leaves it standing.
    await sql`UPDATE employees SET phone = '0811' WHERE employee_code = 'EMP-003'`.execute(db);
    const before = await employeeRows();
    const commit = await calls.step("employee", first.importId, "commit", BY_NIK, root);
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toEqual({
      message: "Impor Tenaga Kerja selesai: 0 data baru, 1 diubah, 1 tidak berubah",
      data: { create: 0, update: 1, unchanged: 1, skipped: 0 },
    });
    const after = await employeeRows();
    expect(after.find((row) => row.employee_code === "EMP-003")?.fullname).toBe("Agus Salim");
    expect(after.filter((row) => row.employee_code !== "EMP-003")).toEqual(
      before.filter((row) => row.employee_code !== "EMP-003"),
    );
    const { rows } = await sql<{ phone: string }>`
      SELECT phone FROM employees WHERE employee_code = 'EMP-003'`.execute(db);
    expect(rows[0]?.phone).toBe("0811");
    const { rows: logged } = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE model = 'employees'
        AND record_id = (SELECT id FROM employees WHERE employee_code = 'EMP-003')
      ORDER BY id DESC LIMIT 1`.execute(db);
    expect(logged[0]?.action).toBe("import");

    const second = await preview(
      csvOf("EMP-501,3471000000000501,Tolak Nanti,Pekerja,Gedung Utama,,Aktif"),
      BY_NIK,
    );
    expect(second.data.errorCount).toBe(0);
    await sql`ALTER TABLE employees ADD CONSTRAINT test_no_nanti CHECK (fullname <> 'Tolak Nanti')`.execute(
      db,
    );
    try {
      const audits = await auditCount();
      const refused = await calls.step("employee", second.importId, "commit", BY_NIK, root);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe("IMPORT_ROW_REFUSED");
      expect(refused.json().message).toMatch(/^Baris 1 ditolak \(nilai melanggar aturan data\)/);
      expect(await auditCount()).toBe(audits);
    } finally {
      await sql`ALTER TABLE employees DROP CONSTRAINT test_no_nanti`.execute(db);
    }
  });

  // Each export holds a NIK its own way (plain digits, ="…" for Excel, a text cell); all read back.
  it.each([
    ["csv", "export.csv", "3471000000000001"],
    ["csv-excel", "export.csv", '="3471000000000001"'],
    ["xlsx", "export.xlsx", undefined],
  ])(
    "re-imports its own %s export unchanged as no change, writing nothing",
    async (format, name, nik) => {
      const exported = await env.app.inject({
        url: `/api/employee/export?format=${format}`,
        headers: root,
      });
      expect(exported.statusCode).toBe(200);
      const { count, nikCell } = await exportedRows(format, exported.rawPayload);
      if (nik) expect(nikCell).toContain(nik);
      const before = await employeeRows();
      const audits = await auditCount();
      const upload = await calls.upload("employee", name, exported.rawPayload, root);
      const { importId, mapping } = upload.json().data;
      const step = (name: "preview" | "commit") =>
        calls.step("employee", importId, name, { mapping, key: "nik" }, root);
      expect((await step("preview")).json().data).toMatchObject({
        errorCount: 0,
        counts: { create: 0, update: 0, unchanged: count },
        rows: [],
      });
      expect((await step("commit")).json().data).toEqual({
        create: 0,
        update: 0,
        unchanged: count,
        skipped: 0,
      });
      expect(await employeeRows()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    },
  );
});
