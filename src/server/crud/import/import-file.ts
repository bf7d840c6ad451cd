/**
 * What an import accepts: an Excel workbook (.xlsx, told by its bytes), the SpreadsheetML
 * "xls" Mandor exports (XML, told by its namespace), or a CSV/text file (no magic bytes: told
 * by its name and by holding no NUL). All become the same table.
 */
import { fileTypeFromBuffer } from "file-type";
import { extensionOf } from "../../files/file-kinds";
import type { ImportTable, TableRefusal } from "./import-table";
import { decodeText, parseCsv } from "./parse-csv";
import { isSpreadsheetMl, parseSpreadsheetMl } from "./parse-spreadsheetml";
import { parseXlsx } from "./parse-xlsx";

export const MAX_IMPORT_ROWS = 50_000;

export async function readImportFile(
  bytes: Uint8Array,
  fileName: string,
  maxRows = MAX_IMPORT_ROWS,
): Promise<ImportTable | TableRefusal | { refused: "IMPORT_FILE_TYPE" }> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "xlsx") return parseXlsx(bytes, maxRows);
  const extension = extensionOf(fileName);
  if ((!detected || detected.ext === "xml") && (extension === "xls" || extension === "xml")) {
    const text = decodeText(bytes);
    if (isSpreadsheetMl(text)) return parseSpreadsheetMl(text, maxRows);
  }
  if (!detected && (extension === "csv" || extension === "txt") && !bytes.includes(0)) {
    return parseCsv(bytes, maxRows);
  }
  return { refused: "IMPORT_FILE_TYPE" };
}
