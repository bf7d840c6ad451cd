/**
 * A file to import as a table: its header row (unique, non-empty names the user maps) and its
 * data rows, each remembering where it stood in the file, so an error names the row the user
 * sees. Blank rows are skipped. The rows are not kept here: as a parser reads them they are
 * checked against the limits and handed on, encoded, in batches (to the import store), so a
 * file costs the server a batch of memory, not its size. A file past any limit is refused
 * whole rather than cut: the parser stops at once and the caller discards what was handed on.
 */
import type { Config } from "../../config";

export type ImportLimits = Config["imports"];

export interface ImportRow {
  /** 1-based data row of the file (the header is row 0). */
  row: number;
  cells: string[];
}

/** A data row as it is stored: its row number and its cells as a JSON array. */
export interface EncodedRow {
  row: number;
  cells: string;
}

/** Takes a batch of rows in file order; awaited before the parser reads on. */
export type RowWriter = (rows: EncodedRow[]) => Promise<void>;

/** What was read: the header's names and how many data rows were handed on. */
export interface TableRead {
  columns: string[];
  rowCount: number;
}

export type TableRefusal =
  | { refused: "IMPORT_EMPTY" }
  | { refused: "IMPORT_UNREADABLE" }
  | { refused: "IMPORT_CSV_QUOTE"; row: number }
  | { refused: "IMPORT_TOO_MANY_ROWS"; limit: number }
  | { refused: "IMPORT_TOO_MANY_COLUMNS"; limit: number }
  | { refused: "IMPORT_CELL_TOO_LONG"; limit: number }
  /** `limit` in megabytes, as the operator sets it. */
  | { refused: "IMPORT_UNPACKED_TOO_LARGE"; limit: number };

/** A file past a limit or not readable as its kind: thrown by a parser to stop at once. */
export class ImportRefused extends Error {
  constructor(readonly refusal: TableRefusal) {
    super(refusal.refused);
  }
}

export const cellTooLong = (limits: ImportLimits) =>
  new ImportRefused({ refused: "IMPORT_CELL_TOO_LONG", limit: limits.maxCellChars });

export const tooManyColumns = (limits: ImportLimits) =>
  new ImportRefused({ refused: "IMPORT_TOO_MANY_COLUMNS", limit: limits.maxColumns });

export const unpackedTooLarge = (limits: ImportLimits) =>
  new ImportRefused({
    refused: "IMPORT_UNPACKED_TOO_LARGE",
    limit: Math.floor(limits.maxUnpackedBytes / (1024 * 1024)),
  });

/** Excel's own bounds (both formats): an index past them is no spreadsheet's. */
export const MAX_ROW = 1_048_576;
export const MAX_COLUMN = 16_384;

export const unreadable = () => new ImportRefused({ refused: "IMPORT_UNREADABLE" });

/** Rows or characters waiting before a batch is handed on. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 1024 * 1024;

export type TableCollector = ReturnType<typeof tableCollector>;

/** Collects rows one by one as a parser reads them, within `limits`, handing them to `write`. */
export function tableCollector(limits: ImportLimits, write: RowWriter) {
  let columns: string[] | undefined;
  let headerAt = 0;
  let rowCount = 0;
  /** Characters of cell text taken so far: the table's own size, whatever the file's. */
  let text = 0;
  let pending: EncodedRow[] = [];
  let pendingChars = 0;

  async function handOn(all: boolean) {
    while (pending.length >= BATCH_ROWS || pendingChars >= BATCH_CHARS || (all && pending.length)) {
      let size = 0;
      let count = 0;
      while (count < pending.length && count < BATCH_ROWS && size < BATCH_CHARS) {
        size += pending[count]?.cells.length ?? 0;
        count += 1;
      }
      const batch = pending.slice(0, count);
      pending = pending.slice(count);
      pendingChars -= size;
      await write(batch);
    }
  }

  return {
    /** Takes one row at its 1-based position in the file; throws ImportRefused past a limit. */
    add(position: number, cells: string[]) {
      checkCells(cells, limits);
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!columns) {
        columns = headerNames(cells);
        headerAt = position;
        return;
      }
      if (rowCount === limits.maxRows) {
        throw new ImportRefused({ refused: "IMPORT_TOO_MANY_ROWS", limit: limits.maxRows });
      }
      const width = columns.length;
      const fitted = cells.slice(0, width).map(storable);
      while (fitted.length < width) fitted.push("");
      for (const cell of fitted) text += cell.length;
      if (text > limits.maxUnpackedBytes) throw unpackedTooLarge(limits);
      const encoded = JSON.stringify(fitted);
      rowCount += 1;
      pending.push({ row: position - headerAt, cells: encoded });
      pendingChars += encoded.length;
    },
    /** Hands on a batch when one is waiting; parsers that read in steps await it between them. */
    settle: () => handOn(false),
    /** Hands on the rest: the table read, or empty when it has no header or no data row. */
    async finish(): Promise<TableRead | { refused: "IMPORT_EMPTY" }> {
      await handOn(true);
      return columns && rowCount > 0 ? { columns, rowCount } : { refused: "IMPORT_EMPTY" };
    },
  };
}

/**
 * Puts a cell's text at its 1-based column (a sheet's cells name their columns), filling the
 * skipped ones; a filled cell past the column limit refuses the file, an empty one is
 * dropped, so a far column never costs an array that long.
 */
export function placeCell(cells: string[], column: number, text: string, limits: ImportLimits) {
  if (column > limits.maxColumns) {
    if (text.trim() !== "") throw tooManyColumns(limits);
    return;
  }
  while (cells.length < column - 1) cells.push("");
  cells[column - 1] = text;
}

/** A cell past the length limit, or a filled cell past the column limit, refuses the file. */
function checkCells(cells: string[], limits: ImportLimits) {
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] ?? "";
    if (cell.length > limits.maxCellChars) throw cellTooLong(limits);
    if (index >= limits.maxColumns && cell.trim() !== "") throw tooManyColumns(limits);
  }
}

/**
 * The cell as jsonb can hold it: no NUL, no half of a surrogate pair (a CSV read as
 * Windows-1252 or an XML character reference can carry neither, but the store must not
 * depend on each parser for that).
 */
function storable(cell: string): string {
  const whole = cell.isWellFormed() ? cell : cell.toWellFormed();
  return whole.includes("\u0000") ? whole.replaceAll("\u0000", "\uFFFD") : whole;
}

/** Trimmed header names, blank ones numbered, repeated ones told apart, trailing blanks dropped. */
export function headerNames(cells: string[]): string[] {
  const trimmed = cells.map((cell) => cell.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === "") trimmed.pop();
  const seen = new Map<string, number>();
  return trimmed.map((cell, index) => {
    const base = cell || `#${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
