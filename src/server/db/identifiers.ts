/**
 * The one way a name reaches SQL text. A name is quoted (by Kysely's `sql.id`, `sql.ref`,
 * `sql.table`) only when it is a plain identifier and known: read from the catalog at start
 * (the model catalog hands over every table and column it reads), owned by the code (the
 * aliases its own statements give, the names a module declares with `ownAliases`), or a fixed table's and checked by
 * type against tables.ts. Anything else throws before a statement is built, so a name that
 * slipped past a screen's model never reaches the database.
 */
import { type RawBuilder, sql } from "kysely";
import type { DB } from "./tables";

/** Lower case, digits and underscores: what the migrations name things, quoted or not. */
const PLAIN = /^[a-z_][a-z0-9_]*$/;

/** Aliases the code's own statements give to tables, subqueries and their columns. */
const ALIASES = [
  // crud: a listed row, a named related row, an audited record, a trigger's transition tables
  "r",
  "named",
  "audited",
  "new_rows",
  "old_rows",
  // dashboards: a fact's rows, a widget's groups and their columns, a keyed cube's sums
  "t",
  "f",
  "keys",
  "g",
  "k",
  "kt",
];

/**
 * Numbered aliases: a statement's common table expressions c0…, facts f0…, measures m0…, and
 * the row scoper's nested rows s0…, u0….
 */
const NUMBERED = /^[cfmsu](0|[1-9][0-9]*)$/;

const owned = new Set<string>(ALIASES);
const catalogued = new Set<string>();

/** The tables and columns the catalog holds, known from then on. */
export function knowCatalog(
  tables: Iterable<{ name: string; columns: readonly { name: string }[] }>,
): void {
  for (const table of tables) {
    catalogued.add(table.name);
    for (const column of table.columns) catalogued.add(column.name);
  }
}

/**
 * Names a module owns (the dashboard summaries' tables and columns, the cubes' sums), known
 * from when it is loaded.
 */
export function ownAliases(names: Iterable<string>): void {
  for (const name of names) owned.add(name);
}

function plain(name: string): string {
  if (!PLAIN.test(name)) throw new Error(`not a plain SQL identifier: ${JSON.stringify(name)}`);
  return name;
}

/** `name` itself when it is a plain identifier the catalog or the code knows; else throws. */
export function knownName(name: string): string {
  plain(name);
  if (!owned.has(name) && !catalogued.has(name) && !NUMBERED.test(name)) {
    throw new Error(`unknown SQL identifier: ${JSON.stringify(name)}`);
  }
  return name;
}

/** Known names, quoted: a column or alias, a possibly qualified reference, a table. */
export const quoted = {
  id: (name: string): RawBuilder<unknown> => sql.id(knownName(name)),
  ref: (reference: string): RawBuilder<unknown> =>
    sql.ref(reference.split(".").map(knownName).join(".")),
  table: (name: string): RawBuilder<unknown> => sql.table(knownName(name)),
};

/** A fixed table, known by its type. */
export const fixedTable = (name: keyof DB & string): RawBuilder<unknown> => sql.table(plain(name));

/** Columns of a fixed table, known by their type: a comma-separated list. */
export function fixedColumns<T extends keyof DB>(
  _table: T,
  columns: readonly (keyof DB[T] & string)[],
): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql.id(plain(column))));
}
