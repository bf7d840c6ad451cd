/**
 * CSV as RFC 4180 has it (quotes where needed, CRLF), UTF-8 with a BOM so Excel reads it so.
 * Written here rather than by papaparse's unparse: an export writes millions of cells, and
 * this is one test and one join per cell.
 */
import { guardFormula, type SheetWriter } from "./sheet-writer";

/** Cells a reader would misread unquoted: separators, quotes, line breaks, edge spaces. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

const field = (text: string) => {
  const guarded = guardFormula(text);
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

const lines = (rows: string[][]) =>
  rows.length === 0 ? "" : `${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;

export const csvWriter: SheetWriter = {
  extension: "csv",
  contentType: "text/csv; charset=utf-8",
  head: (_title, headers) => `\uFEFF${lines([headers])}`,
  rows: (rows) => lines(rows.map((row) => row.map((cell) => cell.text))),
  foot: () => "",
};
