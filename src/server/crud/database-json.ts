/**
 * A page's rows as JSON written by the database, so Node neither parses twenty rows nor
 * serialises them again (on a busy server that was a quarter of a list call's time). Each
 * column reads exactly as pg-values reads it in Node: timestamps as ISO text with six
 * fraction digits, numerics as text, the rest as PostgreSQL's own JSON. Column types whose
 * JSON would differ (floats' NaN, intervals, bytea, arrays of any element type) are not
 * written this way: their lists take the Node path.
 */
import { type AliasedRawBuilder, type RawBuilder, sql } from "kysely";
import type { FieldType } from "../../schema/model-meta";

const AS_JSON: Partial<Record<FieldType, (column: RawBuilder<unknown>) => RawBuilder<unknown>>> = {
  timestamp_with_time_zone: (column) =>
    sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  timestamp_without_time_zone: (column) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
  numeric: (column) => sql`${column}::text`,
};

const AS_IS: ReadonlySet<FieldType> = new Set<FieldType>([
  "smallint",
  "integer",
  "bigint",
  "character_varying",
  "character",
  "text",
  "boolean",
  "date",
  "time_without_time_zone",
  "time_with_time_zone",
  "jsonb",
  "json",
  "uuid",
  "inet",
  "enum",
]);

/** A selected column: `alias.column` as it is, or an expression named after the column. */
export type Selected = string | AliasedRawBuilder<unknown, string>;

/**
 * The columns of table alias `from` as database-written JSON should select them, or null
 * when one of them cannot be written the way Node would write it.
 */
export function jsonColumns(
  from: string,
  columns: readonly string[],
  types: Readonly<Record<string, FieldType>>,
): Selected[] | null {
  const selected: Selected[] = [];
  for (const column of columns) {
    const type = types[column];
    const format = type && AS_JSON[type];
    if (format) selected.push(format(sql.ref(`${from}.${column}`)).as(column));
    else if (type && AS_IS.has(type)) selected.push(`${from}.${column}`);
    else return null;
  }
  return selected;
}
