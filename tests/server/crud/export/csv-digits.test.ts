/**
 * Long digit strings in the CSV export (issue 12: a NIK opened in LibreOffice Calc lost its last
 * digit). Opened in Calc as a double-click opens it, every NIK, phone and BPJS number keeps
 * every digit as text while a numeric column stays a number; papaparse reads the ="…" marker as
 * written, and `unprotect` (Mandor's import) reads the stored text back from it.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvWriter } from "../../../../src/server/crud/export/csv-writer";
import type { ExportCell } from "../../../../src/server/crud/export/sheet-writer";
import { unprotect } from "../../../../src/server/crud/export/spreadsheet-text";
import { convertInCalc, libreOfficeAvailable } from "../../../helpers/libreoffice";

const HEADERS = ["NIK", "Nama", "Telepon", "BPJS Kesehatan", "Jumlah Anak"];
/** As the employee list shows them; the NIK past 2^53 cannot even be a double. */
const STORED: [string, string, string, string, number][] = [
  ["3471121809717909", "Budi Santoso", "0812345678901234", "0001234567890", 2],
  ["9171012345678901", "Siti Aminah", "+6281234567890", "628123456789", 0],
];

const exportCsv = () =>
  csvWriter.head("Pekerja", HEADERS) +
  csvWriter.rows(
    STORED.map(([nik, name, phone, bpjs, children]): ExportCell[] => [
      { text: nik },
      { text: name },
      { text: phone },
      { text: bpjs },
      { text: String(children), number: children },
    ]),
  ) +
  csvWriter.foot();

/** What the cell holds: a formula's result, else its value. */
const held = (cell: ExcelJS.Cell) =>
  cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;

describe("the CSV export of long digit strings", () => {
  it('parses with papaparse to the ="…" markers, which unprotect reads back', () => {
    const parsed = Papa.parse<string[]>(exportCsv().slice(1), { skipEmptyLines: true });
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
    "keeps every digit as text in LibreOffice Calc, the numbers as numbers",
    async () => {
      const xlsx = await convertInCalc("pekerja.csv", exportCsv(), "xlsx");
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
