/**
 * What an import accepts: an Excel workbook (.xlsx, told by its bytes), the SpreadsheetML
 * "xls" Mandor exports (XML, told by its namespace), or a CSV/text file (no magic bytes: told
 * by its name and by holding no NUL). All become the same table, read within the limits and
 * handed to `write` in batches as it is read. A file that breaks a limit or cannot be read is
 * refused in plain words; what the parser itself said goes to the server's log only (to the
 * caller it is noise at best, and it can tell about the server's insides).
 */
import { fileTypeFromBuffer } from "file-type";
import { extensionOf } from "../../files/file-kinds";
import {
  type ImportLimits,
  ImportRefused,
  type RowWriter,
  type TableRead,
  type TableRefusal,
  tableCollector,
} from "./import-table";
import { decodeText, parseCsv } from "./parse-csv";
import { isSpreadsheetMl, parseSpreadsheetMl } from "./parse-spreadsheetml";
import { parseXlsx } from "./parse-xlsx";

export type ImportFileRefusal = TableRefusal | { refused: "IMPORT_FILE_TYPE" };

/** A failure of the writer (the store), which is the server's, not the file's. */
class WriteFailed extends Error {
  constructor(readonly failure: unknown) {
    super("import rows not stored");
  }
}

export async function readImportFile(
  bytes: Uint8Array,
  fileName: string,
  limits: ImportLimits,
  write: RowWriter,
  log: (error: unknown) => void = () => {},
): Promise<TableRead | ImportFileRefusal> {
  const collector = tableCollector(limits, async (rows) => {
    try {
      await write(rows);
    } catch (error) {
      throw new WriteFailed(error);
    }
  });
  try {
    const read = await parserFor(bytes, fileName);
    if (!read) return { refused: "IMPORT_FILE_TYPE" };
    await read(collector, limits);
    return await collector.finish();
  } catch (error) {
    if (error instanceof WriteFailed) throw error.failure;
    if (error instanceof ImportRefused) return error.refusal;
    log(error);
    return { refused: "IMPORT_UNREADABLE" };
  }
}

type Parser = (collector: ReturnType<typeof tableCollector>, limits: ImportLimits) => Promise<void>;

async function parserFor(bytes: Uint8Array, fileName: string): Promise<Parser | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "xlsx") return (collector, limits) => parseXlsx(bytes, collector, limits);
  const extension = extensionOf(fileName);
  if ((!detected || detected.ext === "xml") && (extension === "xls" || extension === "xml")) {
    const text = decodeText(bytes);
    if (isSpreadsheetMl(text)) {
      return (collector, limits) => parseSpreadsheetMl(text, collector, limits);
    }
  }
  if (!detected && (extension === "csv" || extension === "txt") && !bytes.includes(0)) {
    return (collector) => parseCsv(bytes, collector);
  }
  return undefined;
}
