/**
 * An Excel workbook to import: the first worksheet, read by exceljs's streaming reader row by
 * row. Every cell becomes the text a user would type: a formula its result, a date
 * YYYY-MM-DD (with the time when it has one), rich text its plain text.
 */
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { type ImportTable, type TableRefusal, TooManyRows, tableCollector } from "./import-table";

export async function parseXlsx(
  bytes: Uint8Array,
  maxRows: number,
): Promise<ImportTable | TableRefusal> {
  const collector = tableCollector(maxRows);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        collector.add(
          row.number,
          Array.from(values, (value) => cellText(value)),
        );
      }
      break;
    }
  } catch (error) {
    if (error instanceof TooManyRows) return { refused: "IMPORT_TOO_MANY_ROWS", limit: maxRows };
    return { refused: "IMPORT_UNREADABLE", reason: (error as Error).message };
  }
  return collector.table();
}

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dateText(value);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value)
    return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return "";
}

/** Excel's dates carry no zone; exceljs hands them over as that wall time in UTC. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const [day = "", time = ""] = date.toISOString().split("T");
  const clock = time.slice(0, 8);
  return clock === "00:00:00" ? day : `${day} ${clock}`;
}
