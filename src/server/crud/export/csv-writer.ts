/** CSV as RFC 4180 has it (quotes where needed, CRLF), UTF-8 with a BOM so Excel reads it so. */
import Papa from "papaparse";
import { guardFormula, type SheetWriter } from "./sheet-writer";

const lines = (rows: string[][]) =>
  rows.length === 0 ? "" : `${Papa.unparse(rows, { newline: "\r\n" })}\r\n`;

export const csvWriter: SheetWriter = {
  extension: "csv",
  contentType: "text/csv; charset=utf-8",
  head: (_title, headers) => `\uFEFF${lines([headers.map(guardFormula)])}`,
  rows: (rows) => lines(rows.map((row) => row.map((cell) => guardFormula(cell.text)))),
  foot: () => "",
};
