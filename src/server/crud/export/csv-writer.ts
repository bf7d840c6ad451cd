/**
 * CSV as RFC 4180 has it (quotes where needed, CRLF), UTF-8 with a BOM so Excel reads it so.
 * Written here rather than by papaparse's unparse: an export writes millions of cells, and
 * this is one test and one join per cell.
 *
 * Two flavours: the plain CSV holds the stored texts exactly, for any program that reads CSV;
 * the CSV for Excel marks the digit strings a spreadsheet would turn into another number
 * (spreadsheet-text.ts). Both guard a text that looks like a formula, and Mandor's import reads
 * both back to the stored text.
 */
import { type ExportCell, guardFormula, type SheetWriter } from "./sheet-writer";
import { protect } from "./spreadsheet-text";

/** Cells a reader would misread unquoted: separators, quotes, line breaks, edge spaces. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

const field = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

const lines = (rows: string[][]) =>
  rows.length === 0 ? "" : `${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;

/** A CSV whose text cells (not its numbers) are written by `asText`. */
function csvFlavour(asText: (text: string) => string): SheetWriter {
  const written = (cell: ExportCell) =>
    cell.number === undefined ? asText(cell.text) : guardFormula(cell.text);
  return {
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
    head: (_title, headers) => `\uFEFF${lines([headers.map(asText)])}`,
    rows: (rows) => lines(rows.map((row) => row.map(written))),
    foot: () => "",
  };
}

export const csvWriter: SheetWriter = csvFlavour(guardFormula);
export const excelCsvWriter: SheetWriter = csvFlavour(protect);
