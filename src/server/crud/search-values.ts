/**
 * The distinct values of a screen's first search column (its name) with how many rows hold
 * each, kept by statement-level triggers in the same transaction as every write (this server,
 * psql, COPY). A search then reads the few names containing the term from this small table
 * instead of rechecking every matching row: "dimas" among 1,000,000 employees is 67 names of
 * 6,300, and the rows are those whose name is one of them — an index lookup, in name order,
 * with their exact number the sum of the counts. README "Lists on a million rows".
 */
import { createHash } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/connect";
import { quoted } from "../db/identifiers";

export const SEARCH_VALUES_PREFIX = "mandor_values_";

export function searchValuesName(table: string, column: string): string {
  const digest = createHash("sha256").update(`${table}.${column}`).digest("hex").slice(0, 10);
  return `${SEARCH_VALUES_PREFIX}${table.slice(0, 63 - SEARCH_VALUES_PREFIX.length - 11)}_${digest}`;
}

export function isSearchValuesName(name: string): boolean {
  return name.startsWith(SEARCH_VALUES_PREFIX);
}

/**
 * Creates the values table of `table.column`, its trigram index and the triggers keeping it,
 * and fills it, in one transaction under a lock that holds writes for the fill (a second on
 * a million rows), so no write falls between the fill and the triggers.
 */
export async function buildSearchValues(db: Db, table: string, column: string): Promise<void> {
  const name = searchValuesName(table, column);
  const values = sql.table(name);
  const target = sql.table(table);
  const keep = sql.id(`${name}_keep`);
  const value = sql.id(column);
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE ${target} IN SHARE MODE`.execute(trx);
    await sql`CREATE TABLE ${values} (value text PRIMARY KEY, n integer NOT NULL)`.execute(trx);
    await sql`CREATE INDEX ${sql.id(`${name}_trgm`)} ON ${values}
      USING gin (value gin_trgm_ops) WITH (fastupdate = off)`.execute(trx);
    // One statement per write, whatever its size: the written values, counted, added (new
    // rows) and taken away (old rows); a name nobody holds any more stays with n = 0. Each
    // branch names only the transition tables its event has.
    await sql`CREATE FUNCTION ${keep}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${upsert(values, value, ["new_rows"])}
        ELSIF TG_OP = 'DELETE' THEN
          ${upsert(values, value, ["old_rows"])}
        ELSIF TG_OP = 'UPDATE' THEN
          ${upsert(values, value, ["new_rows", "old_rows"])}
        ELSE
          TRUNCATE ${values};
        END IF;
        RETURN NULL;
      END $$`.execute(trx);
    for (const [event, transition] of [
      ["INSERT", sql`REFERENCING NEW TABLE AS new_rows`],
      ["UPDATE", sql`REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows`],
      ["DELETE", sql`REFERENCING OLD TABLE AS old_rows`],
      ["TRUNCATE", sql``],
    ] as const) {
      await sql`CREATE TRIGGER ${sql.id(`${name}_${event.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON ${target} ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION ${keep}()`.execute(trx);
    }
    await sql`INSERT INTO ${values} (value, n)
      SELECT ${value}, count(*) FROM ${target} WHERE ${value} IS NOT NULL GROUP BY ${value}`.execute(
      trx,
    );
  });
  await sql`ANALYZE ${values}`.execute(db);
}

/** Adds the values of new_rows to the counts and takes those of old_rows away. */
function upsert(
  values: RawBuilder<unknown>,
  value: RawBuilder<unknown>,
  sources: ("new_rows" | "old_rows")[],
) {
  const written = sources.map(
    (rows) =>
      sql`SELECT ${value}::text AS value, ${sql.lit(rows === "new_rows" ? 1 : -1)} AS n
        FROM ${quoted.id(rows)}`,
  );
  // In value order, so two writers that touch the same names lock them in the same order.
  return sql`INSERT INTO ${values} (value, n)
    SELECT written.value, sum(written.n)::int
    FROM (${sql.join(written, sql` UNION ALL `)}) AS written
    WHERE written.value IS NOT NULL
    GROUP BY written.value HAVING sum(written.n) <> 0
    ORDER BY written.value
    ON CONFLICT (value) DO UPDATE SET n = ${values}.n + EXCLUDED.n;`;
}

/** Drops a values table with its function and, through it, the triggers. */
export async function dropSearchValues(db: Db, name: string): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS ${sql.id(`${name}_keep`)}() CASCADE`.execute(db);
  await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(db);
}
