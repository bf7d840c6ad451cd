/**
 * The xlsx export of the 3,000 demo employees opened in LibreOffice Calc, as a user
 * double-clicking it would, and saved again: every NIK is still a text of its 16 digits and
 * every join date a date of its day, exactly as the database holds them.
 */
import type ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { bearer } from "../../helpers/auth";
import { DEMO_APP_TIMEOUT, startDemoApp } from "../../helpers/demo-app";
import { convertInCalc, libreOfficeAvailable } from "../../helpers/libreoffice";
import { readXlsx } from "./export/xlsx-export";

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

describe.skipIf(!libreOfficeAvailable)("the xlsx export opened in LibreOffice Calc", () => {
  it("shows every demo employee's NIK and join date as stored", { timeout: 300_000 }, async () => {
    const response = await app.inject({
      url: "/api/employee/export?format=xlsx",
      headers: { ...bearer(token), "content-language": "id" },
    });
    expect(response.statusCode).toBe(200);
    const book = await readXlsx(await convertInCalc("pekerja.xlsx", response.rawPayload, "xlsx"));
    const rows: ExcelJS.CellValue[][] = [];
    book.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    const [header = [], ...data] = rows;
    const nik = header.indexOf("NIK");
    const joined = header.indexOf("Tanggal Bergabung");
    expect(nik).toBeGreaterThanOrEqual(0);
    expect(joined).toBeGreaterThanOrEqual(0);
    // A date cell is read as a Date; a text (or a number that lost a digit) is not.
    const day = (value: ExcelJS.CellValue) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : `not a date: ${String(value)}`;

    const { rows: stored } = await sql<{ nik: string; join_date: string | null }>`
      SELECT nik, join_date::text AS join_date FROM employees`.execute(database.db);
    expect(stored.length).toBeGreaterThanOrEqual(3000);
    expect(stored.every((row) => /^\d{16}$/.test(row.nik))).toBe(true);
    const pairs = (list: [string, string][]) => list.map((pair) => pair.join(" ")).sort();
    expect(data.every((row) => typeof row[nik] === "string")).toBe(true);
    expect(
      pairs(data.map((row) => [String(row[nik]), row[joined] ? day(row[joined]) : ""])),
    ).toEqual(pairs(stored.map((row) => [row.nik, row.join_date ?? ""])));
  });
});
