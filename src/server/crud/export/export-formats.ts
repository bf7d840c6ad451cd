/** The spec's export types (admin-area §9): xls (the default), csv and html. */
import { csvWriter } from "./csv-writer";
import { htmlWriter } from "./html-writer";
import type { SheetWriter } from "./sheet-writer";
import { xlsWriter } from "./xls-writer";

export const EXPORT_FORMATS = {
  xls: xlsWriter,
  csv: csvWriter,
  html: htmlWriter,
} as const satisfies Record<string, SheetWriter>;
export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const DEFAULT_EXPORT_FORMAT: ExportFormat = "xls";
