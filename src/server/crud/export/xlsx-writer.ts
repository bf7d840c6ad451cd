/**
 * The Excel workbook export (.xlsx, Office Open XML), written by ExcelJS's streaming writer
 * into the download: each row is committed as it comes, so a million rows cost no more memory
 * than a thousand. Cells are typed — a text stays text whatever its digits (a NIK keeps all 16,
 * a phone its leading 0; a text cell is never a formula), numbers are numbers, days and moments
 * are dates — under one worksheet "Data {title}" with a bold, frozen, filtered header row.
 * Strings are written in their cells rather than shared: a shared-string table is held in
 * memory until the end.
 */
import { finished } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { ExportWriter } from "./export-writer";
import { NOT_XML } from "./markup-text";
import { sheetName } from "./sheet-name";
import type { ExportCell } from "./sheet-writer";
import { ClientGone, roomIn } from "./write-out";

/** Excel refuses a workbook holding a longer cell. */
const EXCEL_CELL_CHARS = 32_767;
const NUMBER_FORMATS = {
  money: '"Rp. "#,##0',
  date: "yyyy-mm-dd",
  datetime: "yyyy-mm-dd hh:mm:ss",
} as const;
/** Sheet XML written but not yet read by the zip, past which the rows wait. */
const ZIP_BACKLOG = 1 << 20;
/** Column widths in characters: room for the header's bold, never wider than a screen. */
const WIDTH = { min: 8, max: 60, padding: 2, bold: 1.2 } as const;

/**
 * The cell's value for ExcelJS. A date is its wall-clock reading taken as UTC: a spreadsheet's
 * date has no time zone, and ExcelJS turns a Date into a serial number by its UTC fields.
 */
function cellValue(cell: ExportCell): ExcelJS.CellValue {
  if (cell.number !== undefined) return cell.number;
  if (cell.date === "date") return new Date(`${cell.text}T00:00:00Z`);
  if (cell.date === "datetime") return new Date(`${cell.text.replace(" ", "T")}Z`);
  const text = cell.text.slice(0, EXCEL_CELL_CHARS).replace(NOT_XML, "");
  return text === "" ? null : text;
}

/** The zip's input: archiver's PassThrough, from readable-stream 2 (no `writableLength`). */
interface BufferedStream {
  _writableState: { length: number };
  _readableState: { length: number };
}

/**
 * Bytes of the sheet written but not yet read by the zip. ExcelJS writes the sheet into its
 * own buffer (StreamBuf), which hands full chunks to the stream the zip reads and never says
 * when to wait: without this, a fast producer would hold the whole sheet in memory.
 */
function unzipped(sheet: ExcelJS.Worksheet): number {
  const zipInput = (sheet as unknown as { stream: { pipes: BufferedStream[] } }).stream.pipes[0];
  return (zipInput?._writableState.length ?? 0) + (zipInput?._readableState.length ?? 0);
}

function numberFormat(cell: ExportCell): string | undefined {
  if (cell.date) return NUMBER_FORMATS[cell.date];
  return cell.money && cell.number !== undefined ? NUMBER_FORMATS.money : undefined;
}

/** Each column as wide as its label and the longest line of the first rows. */
function widths(headers: string[], rows: ExportCell[][]): number[] {
  return headers.map((header, index) => {
    const longest = Math.max(
      header.length * WIDTH.bold,
      ...rows.flatMap((row) => (row[index]?.text ?? "").split("\n").map((line) => line.length)),
    );
    return Math.min(WIDTH.max, Math.max(WIDTH.min, Math.ceil(longest) + WIDTH.padding));
  });
}

export const xlsxWriter: ExportWriter = {
  extension: "xlsx",
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  async open(out, title, headers) {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet(sheetName(title), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
    let first = true;
    return {
      async rows(rows) {
        // The columns go out before the first row, so the first batch can size them.
        if (first) {
          first = false;
          sheet.columns = widths(headers, rows).map((width) => ({ width }));
          const header = sheet.addRow(headers);
          header.font = { bold: true };
          header.commit();
        }
        for (const cells of rows) {
          const row = sheet.addRow(cells.map(cellValue));
          cells.forEach((cell, index) => {
            const format = numberFormat(cell);
            if (format) row.getCell(index + 1).numFmt = format;
          });
          row.commit();
        }
        // The zip compresses on the event loop's later turns and stops while the download is
        // full: wait for both, the download by its events so a slow client costs no CPU.
        do {
          await roomIn(out);
          await setImmediate();
        } while (unzipped(sheet) > ZIP_BACKLOG);
      },
      async end() {
        sheet.commit();
        const gone = finished(out).then(
          () => undefined,
          () => Promise.reject(new ClientGone()),
        );
        // The workbook waits for the download to finish, which a closed one never does.
        await Promise.race([book.commit(), gone]);
      },
    };
  },
};
