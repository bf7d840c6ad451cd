/**
 * Reads the live PostgreSQL catalog into a plain description of every table in the public
 * schema: columns, types, enum labels, CHECK/UNIQUE/FOREIGN KEY constraints and unique
 * indexes. A handful of queries cover all tables at once, so a refresh is cheap.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";

export interface CatalogColumn {
  name: string;
  /** information_schema's data_type, e.g. "character varying", "USER-DEFINED". */
  dataType: string;
  /** The type's own name, e.g. "varchar", "int8", or the enum's name. */
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Identity or generated: the database fills it. */
  generated: boolean;
  maxLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
  enumValues: string[] | null;
}

export interface CatalogTable {
  name: string;
  comment: string | null;
  columns: CatalogColumn[];
  /** CHECK constraint definitions that mention exactly one column, by column. */
  checks: Record<string, string[]>;
  /** CHECK constraints that mention several columns (`end_date >= start_date`). */
  crossChecks: Array<{ name: string; columns: string[]; definition: string }>;
  /** Columns that are unique on their own (constraint or unique index, incl. lower(col)). */
  uniqueColumns: string[];
  foreignKeys: Array<{ column: string; table: string; refColumn: string }>;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
  is_generated: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

interface ConstraintRow {
  table_name: string;
  name: string;
  contype: "c" | "u" | "f" | "p" | "x" | "t" | "n";
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
  definition: string;
}

export async function readCatalog(db: Db): Promise<Map<string, CatalogTable>> {
  const [columns, enums, constraints, uniqueIndexes, comments] = await Promise.all([
    sql<ColumnRow>`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
             is_identity, is_generated, character_maximum_length, numeric_precision, numeric_scale
      FROM information_schema.columns
      WHERE table_schema = 'public'
        AND table_name IN (SELECT tablename FROM pg_tables WHERE schemaname = 'public')
      ORDER BY table_name, ordinal_position`.execute(db),
    sql<{ type_name: string; labels: string[] }>`
      SELECT t.typname AS type_name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
      GROUP BY t.typname`.execute(db),
    sql<ConstraintRow>`
      SELECT c.conrelid::regclass::text AS table_name, c.conname::text AS name, c.contype,
             ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(num, pos)
                   JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.num
                   ORDER BY k.pos) AS columns,
             CASE WHEN c.contype = 'f' THEN c.confrelid::regclass::text END AS ref_table,
             CASE WHEN c.contype = 'f' THEN
               ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(num, pos)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.num
                     ORDER BY k.pos) END AS ref_columns,
             pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.contype IN ('c', 'u', 'f')`.execute(db),
    sql<{ table_name: string; definition: string }>`
      SELECT t.relname AS table_name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      WHERE i.indisunique AND NOT i.indisprimary AND i.indpred IS NULL
        AND i.indnatts = 1`.execute(db),
    sql<{ table_name: string; comment: string | null }>`
      SELECT c.relname AS table_name, obj_description(c.oid, 'pg_class') AS comment
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relkind = 'r'`.execute(db),
  ]);

  const enumLabels = new Map(enums.rows.map((row) => [row.type_name, row.labels]));
  const tables = new Map<string, CatalogTable>();
  for (const { table_name, comment } of comments.rows) {
    tables.set(table_name, {
      name: table_name,
      comment,
      columns: [],
      checks: {},
      crossChecks: [],
      uniqueColumns: [],
      foreignKeys: [],
    });
  }
  for (const row of columns.rows) {
    tables.get(row.table_name)?.columns.push({
      name: row.column_name,
      dataType: row.data_type,
      udtName: row.udt_name,
      nullable: row.is_nullable === "YES",
      hasDefault: row.column_default !== null,
      generated: row.is_identity === "YES" || row.is_generated === "ALWAYS",
      maxLength: row.character_maximum_length,
      numericPrecision: row.numeric_precision,
      numericScale: row.numeric_scale,
      enumValues: row.data_type === "USER-DEFINED" ? (enumLabels.get(row.udt_name) ?? null) : null,
    });
  }
  for (const row of constraints.rows) {
    const table = tables.get(unquote(row.table_name));
    const [column] = row.columns;
    if (table && row.contype === "c" && row.columns.length > 1) {
      table.crossChecks.push({ name: row.name, columns: row.columns, definition: row.definition });
    }
    if (!table || !column || row.columns.length !== 1) continue;
    if (row.contype === "c")
      table.checks[column] = [...(table.checks[column] ?? []), row.definition];
    else if (row.contype === "u") table.uniqueColumns.push(column);
    else if (row.contype === "f" && row.ref_table && row.ref_columns?.[0]) {
      table.foreignKeys.push({
        column,
        table: unquote(row.ref_table),
        refColumn: row.ref_columns[0],
      });
    }
  }
  for (const row of uniqueIndexes.rows) {
    const column = uniqueIndexColumn(row.definition);
    const table = tables.get(row.table_name);
    if (table && column && !table.uniqueColumns.includes(column)) table.uniqueColumns.push(column);
  }
  return tables;
}

/** `CREATE UNIQUE INDEX … USING btree (lower((email)::text))` → `email`. */
export function uniqueIndexColumn(definition: string): string | null {
  const body = /USING \w+ \((.*)\)$/.exec(definition)?.[1];
  if (!body) return null;
  const match = /^(?:lower\(\(?)?"?([a-z_][a-z0-9_]*)"?/.exec(body);
  return match?.[1] ?? null;
}

function unquote(name: string): string {
  return name.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
}
