/**
 * Long digit strings in the two CSV exports (issue 12: a NIK opened in LibreOffice Calc lost its
 * last digit). The plain CSV holds the stored digits, as papaparse reads them. The CSV for
 * Excel, opened in Calc as a double-click opens it, keeps every NIK, phone and BPJS number's
 * digits as text while a numeric column stays a number; papaparse reads its ="…" marker as
 * written, and `unprotect` (Mandor's import) reads the stored text back from it.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvWriter, excelCsvWriter } from "../../../../src/server/crud/export/csv-writer";
import type { ExportCell, SheetWriter } from "../../../../src/server/crud/export/sheet-writer";
import { unprotect } from "../../../../src/server/crud/export/spreadsheet-text";
import { convertInCalc, libreOfficeAvailable } from "../../../helpers/libreoffice";

const HEADERS = ["NIK", "Nama", "Telepon", "BPJS Kesehatan", "Jumlah Anak"];
/** As the employee list shows them; the NIK past 2^53 cannot even be a double. */
const STORED: [string, string, string, string, number][] = [
  ["3471121809717909", "Budi Santoso", "0812345678901234", "0001234567890", 2],
  ["9171012345678901", "Siti Aminah", "+6281234567890", "628123456789", 0],
];

const exportCsv = (writer: SheetWriter) =>
  writer.head("Pekerja", HEADERS) +
  writer.rows(
    STORED.map(([nik, name, phone, bpjs, children]): ExportCell[] => [
      { text: nik },
      { text: name },
      { text: phone },
      { text: bpjs },
      { text: String(children), number: children },
    ]),
  ) +
  writer.foot();

/** What the cell holds: a formula's result, else its value. */
const held = (cell: ExcelJS.Cell) =>
  cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });

describe("the CSV exports of long digit strings", () => {
  it("parses the plain CSV with papaparse to the stored digits, unmarked", () => {
    const parsed = parse(exportCsv(csvWriter));
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      HEADERS,
      ["3471121809717909", "Budi Santoso", "0812345678901234", "0001234567890", "2"],
      // A leading + could start a formula: guarded by an apostrophe, as in every CSV.
      ["9171012345678901", "Siti Aminah", "'+6281234567890", "628123456789", "0"],
    ]);
    expect(parsed.data.slice(1).map((row) => row.map(unprotect))).toEqual(
      STORED.map((row) => row.map(String)),
    );
  });

  it('parses the CSV for Excel with papaparse to the ="…" markers, which unprotect reads back', () => {
    const parsed = parse(exportCsv(excelCsvWriter));
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      HEADERS,
      ['="3471121809717909"', "Budi Santoso", '="0812345678901234"', '="0001234567890"', "2"],
      ['="9171012345678901"', "Siti Aminah", '="+6281234567890"', '="628123456789"', "0"],
    ]);
    expect(parsed.data.slice(1).map((row) => row.map(unprotect))).toEqual(
      STORED.map((row) => row.map(String)),
    );
  });

  it.skipIf(!libreOfficeAvailable)(
    "keeps every digit of the CSV for Excel as text in LibreOffice Calc, the numbers as numbers",
    async () => {
      const xlsx = await convertInCalc("pekerja.csv", exportCsv(excelCsvWriter), "xlsx");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(xlsx).buffer);
      const rows: unknown[][] = [];
      book.worksheets[0]?.eachRow((row) => {
        rows.push(Array.from({ length: HEADERS.length }, (_, i) => held(row.getCell(i + 1))));
      });
      // Only the data rows: headless Calc reads the file in the system's charset, not by its BOM.
      expect(rows.slice(1)).toEqual(STORED);
    },
  );
});
