/**
 * Writing generated rows: rows are arrays in a table's column order, so the same generator
 * feeds both multi-row INSERTs (the demo, inside one transaction) and COPY CSV (the bench).
 * Ids are assigned by the seeds themselves, from the table's current maximum, so that
 * related rows can point at each other before anything is written; the identity sequences
 * are moved past them afterwards so that ordinary inserts keep working.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";

export type Row = unknown[];

/** Rows of one table, in the order of `columns`. */
export class RowSet {
  readonly rows: Row[] = [];

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
  ) {}

  add(...rows: Row[]): void {
    for (const row of rows) this.rows.push(row);
  }
}

/** PostgreSQL's limit on bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

export async function insertRowSet(db: Db, set: RowSet): Promise<number> {
  const perStatement = Math.floor(MAX_PARAMETERS / set.columns.length);
  const columns = sql.join(set.columns.map((column) => sql.id(column)));
  for (let start = 0; start < set.rows.length; start += perStatement) {
    const values = set.rows
      .slice(start, start + perStatement)
      .map((row) => sql`(${sql.join(row)})`);
    await sql`INSERT INTO ${sql.id(set.table)} (${columns}) VALUES ${sql.join(values)}`.execute(db);
  }
  return set.rows.length;
}

/** Hands out ids above each table's current maximum. */
export class IdAllocator {
  private constructor(private readonly last: Map<string, number>) {}

  static async above(db: Db, tables: readonly string[]): Promise<IdAllocator> {
    const maxima = sql.join(
      tables.map(
        (table) => sql`(SELECT greatest(max(id), 0) FROM ${sql.id(table)}) AS ${sql.id(table)}`,
      ),
    );
    const { rows } = await sql<Record<string, number | string>>`SELECT ${maxima}`.execute(db);
    return new IdAllocator(new Map(tables.map((table) => [table, Number(rows[0]?.[table] ?? 0)])));
  }

  next(table: string): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }

  /** The first of `count` consecutive ids. */
  reserve(table: string, count: number): number {
    const first = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, first + count - 1);
    return first;
  }
}

/** Moves each identity sequence past the table's largest id. */
export async function syncSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, 'id'),
                    (SELECT coalesce(max(id), 0) + 1 FROM ${sql.id(table)}), false)
    `.execute(db);
  }
}

export async function countRows(
  db: Db,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts = sql.join(
    tables.map((table) => sql`(SELECT count(*) FROM ${sql.id(table)}) AS ${sql.id(table)}`),
  );
  const { rows } = await sql<Record<string, number | string>>`SELECT ${counts}`.execute(db);
  return Object.fromEntries(tables.map((table) => [table, Number(rows[0]?.[table] ?? 0)]));
}

const NEEDS_QUOTES = /[",\n\r]/;

/** One CSV line for COPY … WITH (FORMAT csv): an empty unquoted field is NULL. */
export function csvLine(row: Row): string {
  let line = "";
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    if (i > 0) line += ",";
    if (value === null || value === undefined) continue;
    const text = typeof value === "boolean" ? (value ? "t" : "f") : String(value);
    line += text === "" || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return `${line}\n`;
}

/** Rows for `audit_log`, which several parts of the demo write. */
export function auditLogRows(): RowSet {
  return new RowSet("audit_log", [
    "at",
    "user_id",
    "action",
    "model",
    "record_id",
    "before",
    "after",
  ]);
}
