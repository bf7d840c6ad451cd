/**
 * CSV to import, read by papaparse row by row (comma, semicolon or tab, as Indonesian Excel
 * writes them). UTF-8 first; a file that is not UTF-8 is read as Windows-1252, what Excel's
 * plain "CSV" saves on Windows. The marks Mandor's CSV export puts on a cell for spreadsheets
 * (="…" around long digits, an apostrophe before a formula-like text) are taken off again.
 * A CSV unpacks to nothing larger than itself, and the upload limit bounds it: it is parsed in
 * one go, its rows handed on (encoded, about the text's own size) once it is read.
 */
import Papa from "papaparse";
import { unprotect } from "../export/spreadsheet-text";
import { ImportRefused, type TableCollector } from "./import-table";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}

/** Reads every row into `collector`; throws ImportRefused for a broken quote or past a limit. */
export async function parseCsv(bytes: Uint8Array, collector: TableCollector): Promise<void> {
  let position = 0;
  let failure: unknown;
  const text = decodeText(bytes);
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step(result, parser) {
      position += 1;
      try {
        if (result.errors.some((error) => error.type === "Quotes")) {
          throw new ImportRefused({ refused: "IMPORT_CSV_QUOTE", row: position });
        }
        collector.add(position, result.data.map(unprotect));
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}

/** Papaparse's guess, made where blank lines cannot spoil it (the rows keep theirs). */
function delimiterOf(text: string): string {
  return Papa.parse(text, { preview: 10, skipEmptyLines: "greedy" }).meta.delimiter;
}
