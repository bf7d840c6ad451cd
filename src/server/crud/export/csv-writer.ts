/**
 * CSV as RFC 4180 has it (quotes where needed, CRLF), UTF-8 with a BOM so Excel reads it so.
 * Written here rather than by papaparse's unparse: an export writes millions of cells, and
 * this is one test and one join per cell.
 */
import { type ExportCell, guardFormula, type SheetWriter } from "./sheet-writer";
import { protect } from "./spreadsheet-text";

/** Cells a reader would misread unquoted: separators, quotes, line breaks, edge spaces. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

const field = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

const lines = (rows: string[][]) =>
  rows.length === 0 ? "" : `${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;

/** A number stays one for the spreadsheet; any other cell is kept exactly as its text. */
const written = (cell: ExportCell) =>
  cell.number === undefined ? protect(cell.text) : guardFormula(cell.text);

export const csvWriter: SheetWriter = {
  extension: "csv",
  contentType: "text/csv; charset=utf-8",
  head: (_title, headers) => `\uFEFF${lines([headers.map(protect)])}`,
  rows: (rows) => lines(rows.map((row) => row.map(written))),
  foot: () => "",
};
