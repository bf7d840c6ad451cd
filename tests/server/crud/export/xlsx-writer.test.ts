/**
 * The xlsx export read back by ExcelJS's own (non-streaming) reader and as the zip it is: a
 * NIK and a phone stay text cells with every digit, numbers are numbers, days and moments are
 * dates with a date format, the header row is bold, frozen and filtered, the columns are sized,
 * and strings are in their cells (no shared-string table held in memory to the end).
 */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { ExportCell } from "../../../../src/server/crud/export/sheet-writer";
import { ClientGone } from "../../../../src/server/crud/export/write-out";
import { xlsxWriter } from "../../../../src/server/crud/export/xlsx-writer";
import { readXlsx, xlsxOf } from "./xlsx-export";

const HEADERS = [
  "NIK",
  "Telepon",
  "Tanggal Bergabung",
  "Diperbarui",
  "Jumlah Anak",
  "Gaji",
  "Nama",
];
const text = (value: string): ExportCell => ({ text: value });
const ROWS: ExportCell[][] = [
  [
    text("3471121809717909"),
    text("0812345678901234"),
    { text: "2025-01-10", date: "date" },
    { text: "2026-02-01 00:30:00", date: "datetime" },
    { text: "2", number: 2 },
    { text: "Rp. 1.500.000", number: 1_500_000, money: true },
    text('=HYPERLINK("http://evil")'),
  ],
  [
    text("9171012345678901"),
    text("+6281234567890"),
    text(""),
    text(""),
    { text: "0", number: 0 },
    { text: "Rp. 0", number: 0, money: true },
    text("nul\u0000l"),
  ],
];

async function read(bytes: Buffer) {
  const sheet = (await readXlsx(bytes)).worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  return sheet;
}

describe("xlsxWriter", () => {
  it("is an Office Open XML workbook download", () => {
    expect(xlsxWriter.extension).toBe("xlsx");
    expect(xlsxWriter.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("types each cell: text stays text, numbers are numbers, dates are dates", async () => {
    const sheet = await read(
      await xlsxOf("Tenaga Kerja", HEADERS, [ROWS.slice(0, 1), ROWS.slice(1)]),
    );
    expect(sheet.name).toBe("Data Tenaga Kerja");
    const [first, second] = [sheet.getRow(2), sheet.getRow(3)];
    const { String: TEXT, Number: NUMBER, Date: DATE, Null: EMPTY } = ExcelJS.ValueType;
    expect(HEADERS.map((_, i) => first.getCell(i + 1).type)).toEqual([
      TEXT,
      TEXT,
      DATE,
      DATE,
      NUMBER,
      NUMBER,
      TEXT,
    ]);
    expect(HEADERS.map((_, i) => first.getCell(i + 1).value)).toEqual([
      "3471121809717909",
      "0812345678901234",
      new Date("2025-01-10T00:00:00Z"),
      // Jakarta's wall clock as the list shows it: a spreadsheet's date has no time zone.
      new Date("2026-02-01T00:30:00Z"),
      2,
      1_500_000,
      '=HYPERLINK("http://evil")',
    ]);
    expect(first.getCell(3).numFmt).toBe("yyyy-mm-dd");
    expect(first.getCell(4).numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    expect(first.getCell(6).numFmt).toBe('"Rp. "#,##0');
    expect(first.getCell(5).numFmt).toBeUndefined();
    expect(HEADERS.map((_, i) => second.getCell(i + 1).type)).toEqual([
      TEXT,
      TEXT,
      EMPTY,
      EMPTY,
      NUMBER,
      NUMBER,
      TEXT,
    ]);
    expect(second.getCell(2).value).toBe("+6281234567890");
    expect(second.getCell(7).value).toBe("null");
    expect(sheet.rowCount).toBe(3);
  });

  it("writes a bold header row, frozen and filtered, and sizes the columns", async () => {
    const sheet = await read(await xlsxOf("Tenaga Kerja", HEADERS, [ROWS]));
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(HEADERS.every((_, i) => sheet.getRow(1).getCell(i + 1).font?.bold)).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:G1");
    const widths = sheet.columns.map((column) => column.width);
    // "NIK" is short but its 16 digits are not; "Tanggal Bergabung" is longer than its days.
    expect(widths[0]).toBeGreaterThanOrEqual(16);
    expect(widths[2]).toBeGreaterThanOrEqual("Tanggal Bergabung".length);
    expect(widths[4]).toBeLessThan(widths[2] ?? 0);
    expect(widths.every((width) => width !== undefined && width <= 60)).toBe(true);
  });

  it("writes every string in its cell, with no shared-string table", async () => {
    const zip = await JSZip.loadAsync(await xlsxOf("Uji", HEADERS, [ROWS]));
    expect(zip.file("xl/sharedStrings.xml")).toBeNull();
    const xml = (await zip.file("xl/worksheets/sheet1.xml")?.async("string")) ?? "";
    // `str` without a formula: a plain string, written where it stands.
    expect(xml).toContain('<c r="A2" t="str"><v>3471121809717909</v></c>');
    expect(xml).not.toContain("<f>");
  });

  it("hands the rows on to the download as they come, holding none back to the end", async () => {
    const out = new PassThrough();
    let received = 0;
    out.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    const file = await xlsxWriter.open(out, "Uji", ["NIK", "Nama"]);
    const batch = Array.from({ length: 2000 }, (_, i) => [
      text(String(3471000000000000 + i)),
      text(`Pekerja Nomor ${i}`),
    ]);
    for (let i = 0; i < 20; i += 1) await file.rows(batch);
    // 40,000 rows are some 3 MB of sheet: all but the zip's last buffer is out already.
    const beforeEnd = received;
    await file.end();
    expect(beforeEnd).toBeGreaterThan(received / 2);
  });

  it("waits while the download is full, and stops when the client goes away", async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const file = await xlsxWriter.open(out, "Uji", ["NIK"]);
    const batch = Array.from({ length: 20_000 }, (_, i) => [text(String(3471000000000000 + i))]);
    let written = false;
    const writing = file.rows(batch).then(() => {
      written = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(written).toBe(false);
    expect(out.readableLength).toBeGreaterThan(0);
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ClientGone);
  });

  it("cuts a cell at Excel's 32,767 characters", async () => {
    const sheet = await read(await xlsxOf("Uji", ["Catatan"], [[[text("x".repeat(40_000))]]]));
    expect(String(sheet.getCell("A2").value)).toHaveLength(32_767);
  });
});
