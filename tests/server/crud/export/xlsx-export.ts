/** The xlsx writer run over rows into one buffer, as the route would stream it, and read back. */
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import type { ExportCell } from "../../../../src/server/crud/export/sheet-writer";
import { xlsxWriter } from "../../../../src/server/crud/export/xlsx-writer";

export async function xlsxOf(
  title: string,
  headers: string[],
  batches: Iterable<ExportCell[][]>,
): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const file = await xlsxWriter.open(out, title, headers);
  for (const rows of batches) await file.rows(rows);
  await file.end();
  return bytes;
}

/** A whole workbook read by ExcelJS's (non-streaming) reader. */
export async function readXlsx(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  return book;
}
