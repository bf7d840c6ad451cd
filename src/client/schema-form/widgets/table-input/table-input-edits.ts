/**
 * The table input's edits, as pure functions: what a cell shows (the edit over the value
 * read), the rows a save sends (only those edited), the month a plan starts on, and the
 * server's refusal mapped back to its cells (`<row id>.<column>`).
 */
import { businessToday } from "../../../../schema/validation/periods";

export type Edits = ReadonlyMap<number, Readonly<Record<string, unknown>>>;
export type Row = { id: number } & Record<string, unknown>;

export function withEdit(edits: Edits, rowId: number, column: string, value: unknown): Edits {
  const next = new Map(edits);
  next.set(rowId, { ...edits.get(rowId), [column]: value ?? null });
  return next;
}

export function cellValue(row: Row, edits: Edits, column: string): unknown {
  const edited = edits.get(row.id);
  return edited && column in edited ? edited[column] : row[column];
}

/** The rows a save sends: each edited row's id and edited columns, empty ones as null. */
export function editedRows(edits: Edits): Row[] {
  return [...edits].map(([id, values]) => ({ id, ...values }));
}

/** This month in Jakarta, as a month input writes it: "2026-11". */
export function currentMonth(now: Date = new Date()): string {
  return businessToday(now).slice(0, 7);
}

/** The server's messages for one cell of a refused save. */
export function cellErrors(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  rowId: number,
  column: string,
): readonly string[] {
  return errors?.[`${rowId}.${column}`] ?? [];
}
