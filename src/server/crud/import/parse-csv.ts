/**
 * CSV to import, read by papaparse row by row (comma, semicolon or tab, as Indonesian Excel
 * writes them). UTF-8 first; a file that is not UTF-8 is read as Windows-1252, what Excel's
 * plain "CSV" saves on Windows. The marks Mandor's CSV export puts on a cell for spreadsheets
 * (="…" around long digits, an apostrophe before a formula-like text) are taken off again.
 */
import Papa from "papaparse";
import { unprotect } from "../export/spreadsheet-text";
import { type ImportTable, type TableRefusal, TooManyRows, tableCollector } from "./import-table";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}

export function parseCsv(bytes: Uint8Array, maxRows: number): ImportTable | TableRefusal {
  const collector = tableCollector(maxRows);
  let position = 0;
  let failure: TableRefusal | undefined;
  const text = decodeText(bytes);
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step(result, parser) {
      position += 1;
      const quoting = result.errors.find((error) => error.type === "Quotes");
      if (quoting) {
        failure = { refused: "IMPORT_UNREADABLE", reason: `${position}: ${quoting.message}` };
        parser.abort();
        return;
      }
      try {
        collector.add(position, result.data.map(unprotect));
      } catch (error) {
        if (!(error instanceof TooManyRows)) throw error;
        failure = { refused: "IMPORT_TOO_MANY_ROWS", limit: maxRows };
        parser.abort();
      }
    },
  });
  return failure ?? collector.table();
}

/** Papaparse's guess, made where blank lines cannot spoil it (the rows keep theirs). */
function delimiterOf(text: string): string {
  return Papa.parse(text, { preview: 10, skipEmptyLines: "greedy" }).meta.delimiter;
}
