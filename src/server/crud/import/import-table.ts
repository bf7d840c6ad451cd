/**
 * A file to import as a table: its header row (unique, non-empty names the user maps) and its
 * data rows, each remembering where it stood in the file, so an error names the row the user
 * sees. Blank rows are skipped; a file past the row limit is refused whole rather than cut.
 */

export interface ImportRow {
  /** 1-based data row of the file (the header is row 0). */
  row: number;
  cells: string[];
}

export interface ImportTable {
  columns: string[];
  rows: ImportRow[];
}

export type TableRefusal =
  | { refused: "IMPORT_EMPTY" }
  | { refused: "IMPORT_TOO_MANY_ROWS"; limit: number }
  | { refused: "IMPORT_UNREADABLE"; reason: string };

export class TooManyRows extends Error {}

/** Collects rows one by one as a parser reads them, stopping past `maxRows`. */
export function tableCollector(maxRows: number) {
  let columns: string[] | undefined;
  let headerAt = 0;
  const rows: ImportRow[] = [];
  return {
    /** Takes one row at its 1-based position in the file; throws TooManyRows past the limit. */
    add(position: number, cells: string[]) {
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!columns) {
        columns = headerNames(cells);
        headerAt = position;
        return;
      }
      if (rows.length === maxRows) throw new TooManyRows();
      const width = columns.length;
      const fitted = cells.slice(0, width);
      while (fitted.length < width) fitted.push("");
      rows.push({ row: position - headerAt, cells: fitted });
    },
    table(): ImportTable | { refused: "IMPORT_EMPTY" } {
      return columns && rows.length > 0 ? { columns, rows } : { refused: "IMPORT_EMPTY" };
    },
  };
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
