/**
 * `GET /api/:endpoint/export` on a real database: the list's own search, filters, sort and row
 * scope; the columns and labels the reader sees in the list, formatted as the list shows them;
 * CSV (plain and for Excel), SpreadsheetML, xlsx and HTML that real parsers read back; the
 * spec's file name; 422 when
 * nothing matches, 400 for a bad filter, 403 without read permission; and a 10,000-row export
 * that arrives whole.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAs } from "../../helpers/auth";
import { parseSpreadsheetMl } from "./export/spreadsheet-ml";
import { readXlsx } from "./export/xlsx-export";
import { startTransferApp, type TransferApp } from "./transfer-app";

let env: TransferApp;
let scopedToken: string;
const BULK = 10_000;

beforeAll(async () => {
  env = await startTransferApp();
  env.setClock(NOW);
  const db = env.env.database.db;
  const { rows: territories } = await sql<{ id: number }>`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JTG', 'Jawa Tengah')
    RETURNING id`.execute(db);
  const territoryId = territories[0]?.id;
  const { rows: departments } = await sql<{ id: number }>`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('GDG', 'Departemen Gedung', ${territoryId}), ('JLN', 'Departemen Jalan', ${territoryId})
    RETURNING id`.execute(db);
  const [gedung, jalan] = departments.map((row) => row.id);
  await sql`
    INSERT INTO projects (project_code, project_name, department_id, territory_id, contract_value,
                          progress, start_date, status)
    VALUES ('PRJ-1', 'Menara Satu', ${gedung}, ${territoryId}, 1500000000, 12.5, '2026-01-05', 'running'),
           ('PRJ-2', 'Jalan Tol', ${jalan}, ${territoryId}, NULL, 0, '2026-02-01', 'planning')`.execute(
    db,
  );
  await sql`
    INSERT INTO m_skills (code, name, description, active) VALUES
      ('las-01', 'Juru Las', 'x', 1),
      ('las-02', '=HYPERLINK("http://evil")', 'x', 1),
      ('cor-01', 'Tukang <b>Cor</b> & "Beton"', 'x', 0),
      ('bsi-01', 'Tukang Besi', 'x', 1)`.execute(db);
  await sql`
    INSERT INTO m_skills (code, name, active)
    SELECT 'bulk-' || lpad(n::text, 5, '0'), 'Massal ' || n, 1 FROM generate_series(1, ${BULK}) AS n`.execute(
    db,
  );
  const { rows: roles } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES ('dept', 'dept') RETURNING id`.execute(db);
  await sql`INSERT INTO permissions (name) VALUES ('read-project') ON CONFLICT DO NOTHING`.execute(
    db,
  );
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${roles[0]?.id}, id FROM permissions WHERE name = 'read-project'`.execute(db);
  await sql`
    INSERT INTO users (fullname, username, email, role_id, status, department_id)
    VALUES ('Admin Gedung', 'admin.gedung', 'admin.gedung@mandor.test', ${roles[0]?.id}, 'active', ${gedung})`.execute(
    db,
  );
  scopedToken = await signInAs(db, "admin.gedung");
});

afterAll(async () => {
  await env?.close();
});

type User = Parameters<TransferApp["env"]["as"]>[0];

const exportOf = (query: string, user: User = "clerk", locale: "id" | "en" = "id") =>
  env.app.inject({ url: `/api/m-skills/export?${query}`, headers: env.env.as(user, locale) });

function csvRows(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The app's clock stands at 17:00 UTC, already the 25th in Jakarta, where names are dated. */
const NOW = new Date("2026-11-24T17:00:00Z");
const todayName = (base: string, extension: string) => `${base}-25-11-2026.${extension}`;

describe("GET /api/:endpoint/export", () => {
  it("exports the list's columns as CSV with its search and sort, as a named download", async () => {
    const response = await exportOf("format=csv&search=las&sort_by=code&sort=ASC");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const name = todayName("Master-Keahlian", "csv");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.body).toContain("\r\n");
    expect(csvRows(response.body)).toEqual([
      ["Kode Keahlian", "Nama Keahlian", "Aktif"],
      ["LAS-01", "Juru Las", "Aktif"],
      ["LAS-02", `'=HYPERLINK("http://evil")`, "Aktif"],
    ]);
  });

  it.each([
    ["2026-11-24T16:59:59Z", "24-11-2026"],
    ["2026-11-24T17:00:00Z", "25-11-2026"],
    ["2026-11-30T17:00:00Z", "01-12-2026"],
    ["2026-12-31T16:59:59Z", "31-12-2026"],
    ["2026-12-31T17:00:00Z", "01-01-2027"],
  ])("dates the file with Jakarta's day: at %s, %s", async (instant, day) => {
    env.setClock(new Date(instant));
    try {
      const response = await exportOf("format=csv");
      expect(response.headers["content-disposition"]).toContain(
        `filename="Master-Keahlian-${day}.csv"`,
      );
    } finally {
      env.setClock(NOW);
    }
  });

  it("applies the list's filters and speaks the caller's language", async () => {
    const response = await exportOf("format=csv&active=0", "clerk", "en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      `filename="${todayName("Skills", "csv")}"`,
    );
    expect(csvRows(response.body)).toEqual([
      ["Skill Code", "Skill Name", "Active"],
      ["COR-01", 'Tukang <b>Cor</b> & "Beton"', "Inactive"],
    ]);
  });

  it("writes xls (the default) as one SpreadsheetML worksheet 'Data {title}'", async () => {
    const response = await exportOf("search=tukang&sort_by=code&sort=DESC");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.ms-excel");
    expect(response.headers["content-disposition"]).toContain(
      `filename="${todayName("Master-Keahlian", "xls")}"`,
    );
    const book = parseSpreadsheetMl(response.body);
    expect(book.sheets).toEqual(["Data Master Keahlian"]);
    expect(book.rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ["Kode Keahlian", "Nama Keahlian", "Aktif"],
      ["COR-01", 'Tukang <b>Cor</b> & "Beton"', "Tidak Aktif"],
      ["BSI-01", "Tukang Besi", "Aktif"],
    ]);
    expect(book.rows[0]?.every((cell) => cell.style === "header")).toBe(true);
  });

  it("shows related rows by name, choices by label and money as numbers, within the row scope", async () => {
    const root = await env.app.inject({
      url: "/api/project/export?sort_by=project_code&sort=ASC",
      headers: env.env.as("root"),
    });
    expect(root.statusCode).toBe(200);
    const book = parseSpreadsheetMl(root.body);
    expect(book.sheets).toEqual(["Data Proyek"]);
    const [header, first, second] = book.rows;
    const labels = header?.map((cell) => cell.value) ?? [];
    // The export's columns that the list shows, in the export's order.
    expect(labels).toEqual([
      "Kode Proyek",
      "Nama Proyek",
      "Departemen",
      "Nilai Kontrak",
      "Progres (%)",
      "Tanggal Mulai",
      "Status",
    ]);
    const cell = (row: typeof first, label: string) => row?.[labels.indexOf(label)];
    expect(cell(first, "Departemen")).toEqual({ type: "String", value: "Departemen Gedung" });
    expect(cell(first, "Nilai Kontrak")).toEqual({
      type: "Number",
      value: "1500000000",
      style: "money",
    });
    expect(cell(first, "Progres (%)")).toEqual({ type: "Number", value: "12.5" });
    expect(cell(first, "Tanggal Mulai")).toEqual({ type: "String", value: "2026-01-05" });
    expect(cell(first, "Status")).toEqual({ type: "String", value: "Berjalan" });
    expect(cell(second, "Status")).toEqual({ type: "String", value: "Perencanaan" });

    const csv = await env.app.inject({
      url: "/api/project/export?format=csv&sort_by=project_code&sort=ASC",
      headers: env.env.as("root"),
    });
    expect(csvRows(csv.body)[1]?.[3]).toBe("Rp. 1.500.000.000");

    const scoped = await env.app.inject({
      url: "/api/project/export?format=csv",
      headers: { ...bearer(scopedToken), "content-language": "id" },
    });
    expect(scoped.statusCode).toBe(200);
    expect(csvRows(scoped.body).map((row) => row[0])).toEqual(["Kode Proyek", "PRJ-1"]);
  });

  it("writes xlsx with typed cells: text, money as a number, the start day as a date", async () => {
    const response = await env.app.inject({
      url: "/api/project/export?format=xlsx&sort_by=project_code&sort=ASC",
      headers: env.env.as("root"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain(
      `filename="${todayName("Proyek", "xlsx")}"`,
    );
    const sheet = (await readXlsx(response.rawPayload)).worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    expect(sheet.name).toBe("Data Proyek");
    const labels = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, label: string) =>
      sheet.getRow(row).getCell(labels.indexOf(label) + 1);
    expect(cell(1, "Kode Proyek")?.font?.bold).toBe(true);
    expect(cell(2, "Kode Proyek")?.value).toBe("PRJ-1");
    expect(cell(2, "Nilai Kontrak")?.value).toBe(1_500_000_000);
    expect(cell(2, "Progres (%)")?.value).toBe(12.5);
    expect(cell(2, "Tanggal Mulai")?.value).toEqual(new Date("2026-01-05T00:00:00Z"));
    expect(cell(3, "Tanggal Mulai")?.value).toEqual(new Date("2026-02-01T00:00:00Z"));
    expect(cell(3, "Status")?.value).toBe("Perencanaan");
    expect(sheet.rowCount).toBe(3);
  });

  it("writes the CSV for Excel with its marked digits, the plain CSV without", async () => {
    await sql`INSERT INTO m_skills (code, name, active) VALUES ('0812345678901', 'Nomor', 1)`.execute(
      env.env.database.db,
    );
    try {
      const rows = async (format: string) => {
        const response = await exportOf(`format=${format}&search=0812345678901`);
        expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(response.headers["content-disposition"]).toContain(
          `filename="${todayName("Master-Keahlian", "csv")}"`,
        );
        return csvRows(response.body);
      };
      expect((await rows("csv-excel"))[1]?.[0]).toBe('="0812345678901"');
      expect((await rows("csv"))[1]?.[0]).toBe("0812345678901");
    } finally {
      await sql`DELETE FROM m_skills WHERE code = '0812345678901'`.execute(env.env.database.db);
    }
  });

  it("writes html as one escaped table in a complete page", async () => {
    const response = await exportOf("format=html&active=0");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; /);
    const body = response.body;
    expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(body).toContain("<th>Kode Keahlian</th><th>Nama Keahlian</th><th>Aktif</th>");
    expect(body).toContain(
      "<td>COR-01</td><td>Tukang &lt;b&gt;Cor&lt;/b&gt; &amp; &quot;Beton&quot;</td><td>Tidak Aktif</td>",
    );
    expect(body.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("ignores paging: every matching row is exported", async () => {
    const response = await exportOf("format=csv&search=tukang&page=2&limit=1");
    expect(csvRows(response.body)).toHaveLength(3);
  });

  it("answers 422 'Tidak dapat mengeksport data kosong' when nothing matches", async () => {
    const response = await exportOf("format=csv&search=tidak-ada-sama-sekali");
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      code: "EXPORT_EMPTY",
      message: "Tidak dapat mengeksport data kosong",
    });
  });

  it("answers 400 for a bad filter, sort or format, and 403/401 without the right to read", async () => {
    const unknown = await exportOf("format=csv&salary=1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('saringan "salary" tidak dikenal');
    expect((await exportOf("active=abc")).statusCode).toBe(400);
    expect((await exportOf("sort_by=description")).statusCode).toBe(400);
    expect((await exportOf("format=pdf")).statusCode).toBe(400);

    const forbidden = await env.app.inject({
      url: "/api/territory/export",
      headers: env.env.as("reader"),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toContain("read-territory");
    expect((await env.app.inject({ url: "/api/m-skills/export" })).statusCode).toBe(401);
    expect((await exportOf("", "reader")).statusCode).toBe(200);
  });

  it("streams a 10,000-row export whole, in order", async () => {
    const response = await exportOf("format=csv&search=bulk-&sort_by=code&sort=ASC");
    expect(response.statusCode).toBe(200);
    const rows = csvRows(response.body);
    expect(rows).toHaveLength(BULK + 1);
    expect(rows[1]).toEqual(["BULK-00001", "Massal 1", "Aktif"]);
    expect(rows[BULK]).toEqual(["BULK-10000", "Massal 10000", "Aktif"]);
    expect(new Set(rows.map((row) => row[0])).size).toBe(BULK + 1);

    const xls = await exportOf("search=bulk-&sort_by=code&sort=ASC");
    const book = parseSpreadsheetMl(xls.body);
    expect(book.rows).toHaveLength(BULK + 1);
    expect(book.rows[BULK]?.[0]?.value).toBe("BULK-10000");
  });

  it("streams over a real socket to a client that reads slowly", async () => {
    const address = await env.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${address}/api/m-skills/export?format=csv&search=bulk-`, {
      headers: env.env.as("clerk"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect(response.headers.get("content-security-policy")).toContain("default-src");
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      chunks.push(chunk.value);
      if (chunks.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rows = csvRows(Buffer.concat(chunks).toString("utf8"));
    expect(rows).toHaveLength(BULK + 1);
  });

  it("is not served for a screen whose overlay hides the export", async () => {
    const path = join(env.env.schemasDir, "m-skills.json");
    const original = readFileSync(path, "utf8");
    writeFileSync(path, JSON.stringify({ ...JSON.parse(original), hidden_actions: ["export"] }));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));
    try {
      expect((await exportOf("format=csv")).statusCode).toBe(404);
    } finally {
      writeFileSync(path, original);
      utimesSync(path, new Date(), new Date(Date.now() + 120_000));
    }
    expect((await exportOf("format=csv&search=juru")).statusCode).toBe(200);
  });
});
