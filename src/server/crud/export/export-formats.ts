/**
 * The export types: the spec's xls (still the API's default, admin-area §9), csv and html, and
 * the newer xlsx and CSV for Excel (docs/decisions/0042-excel-exports-are-xlsx-the-api-default-stays-xls.md).
 */
import { csvWriter, excelCsvWriter } from "./csv-writer";
import { type ExportWriter, textExport } from "./export-writer";
import { htmlWriter } from "./html-writer";
import { xlsWriter } from "./xls-writer";
import { xlsxWriter } from "./xlsx-writer";

export const EXPORT_FORMATS = {
  xls: textExport(xlsWriter),
  xlsx: xlsxWriter,
  csv: textExport(csvWriter),
  "csv-excel": textExport(excelCsvWriter),
  html: textExport(htmlWriter),
} as const satisfies Record<string, ExportWriter>;
export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const DEFAULT_EXPORT_FORMAT: ExportFormat = "xls";
