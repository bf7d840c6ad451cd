/**
 * The "xls" Mandor exports — SpreadsheetML 2003, the XML workbook — read back for import, as
 * Mandor writes it and as Excel saves it again ("XML Spreadsheet 2003"): the first worksheet's
 * rows and cells, with `ss:Index` skips and `ss:MergeAcross` spans. A number cell gives its
 * number as text, a date cell YYYY-MM-DD (with the time when it has one), a formatted text
 * its plain text; a cell's comment is not its value. A binary .xls (BIFF, what LibreOffice
 * saves) is not this format. Read by a streaming XML parser (xml-reader.ts: no DTD, no token
 * past the cell limit), rows handed on as they end.
 */
import {
  cellTooLong,
  type ImportLimits,
  MAX_COLUMN,
  MAX_ROW,
  placeCell,
  type TableCollector,
  unreadable,
} from "./import-table";
import { maxTokenFor, StopReading, xmlReader } from "./xml-reader";

const NAMESPACE = "urn:schemas-microsoft-com:office:spreadsheet";
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/;
/** Text handed to the parser between two batches of rows. */
const PIECE = 1024 * 1024;

/** Whether `text` is a SpreadsheetML workbook. */
export function isSpreadsheetMl(text: string): boolean {
  return text.trimStart().startsWith("<?xml") && text.includes(NAMESPACE);
}

interface OpenCell {
  column: number;
  across: number;
  type?: string | undefined;
  text: string;
  /** Inside the cell's own Data (not a comment's), whose text is the value. */
  inData: boolean;
  dataSeen: boolean;
  inComment: boolean;
}

/** Reads the first worksheet's rows into `collector`; throws ImportRefused. */
export async function parseSpreadsheetMl(
  text: string,
  collector: TableCollector,
  limits: ImportLimits,
): Promise<void> {
  let inSheet = false;
  let position = 0;
  let cells: string[] | undefined;
  let nextColumn = 1;
  let cell: OpenCell | undefined;

  const reader = xmlReader(
    {
      open(name, attributes) {
        if (name === "Worksheet") inSheet = true;
        if (!inSheet) return;
        if (name === "Row") {
          position = indexOf(attributes.Index, MAX_ROW) ?? position + 1;
          cells = [];
          nextColumn = 1;
        } else if (name === "Cell" && cells) {
          cell = {
            column: indexOf(attributes.Index, MAX_COLUMN) ?? nextColumn,
            across: indexOf(attributes.MergeAcross, MAX_COLUMN, 0) ?? 0,
            text: "",
            inData: false,
            dataSeen: false,
            inComment: false,
          };
        } else if (name === "Comment" && cell) {
          cell.inComment = true;
        } else if (name === "Data" && cell && !cell.inComment && !cell.dataSeen) {
          cell.inData = true;
          cell.dataSeen = true;
          cell.type = attributes.Type;
        }
      },
      text(piece) {
        if (!cell?.inData) return;
        cell.text += piece;
        if (cell.text.length > limits.maxCellChars) throw cellTooLong(limits);
      },
      close(name) {
        if (!inSheet) return;
        if (name === "Data" && cell?.inData) cell.inData = false;
        else if (name === "Comment" && cell) cell.inComment = false;
        else if (name === "Cell" && cell && cells) {
          placeCell(cells, cell.column, cellText(cell), limits);
          nextColumn = cell.column + 1 + cell.across;
          cell = undefined;
        } else if (name === "Row" && cells) {
          collector.add(position, cells);
          cells = undefined;
        } else if (name === "Worksheet") throw new StopReading();
      },
    },
    maxTokenFor(limits.maxCellChars),
    cellTooLong(limits),
  );
  try {
    for (let start = 0; start < text.length; start += PIECE) {
      reader.write(text.slice(start, start + PIECE));
      await collector.settle();
    }
    reader.close();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
}

function cellText(cell: OpenCell): string {
  if (cell.type !== "DateTime") return cell.text;
  const [, day = cell.text, time = "00:00:00"] = DATE_TIME.exec(cell.text) ?? [];
  return time === "00:00:00" ? day : `${day} ${time}`;
}

/** A 1-based `ss:Index` (or span) within `max`; absent is undefined, anything else unreadable. */
function indexOf(value: string | undefined, max: number, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const index = Number(value);
  if (!Number.isInteger(index) || index < min || index > max) throw unreadable();
  return index;
}
