/**
 * One trigram index per screen over all its search columns, managed by the server so it follows
 * the overlay's `search` list without a migration. A search then matches one text — the
 * columns joined by a separator no search term holds — with one index scan, instead of one
 * scan per column OR-ed together (README "Lists on a million rows"). Beside it, on a table
 * with `created_at`, a walk index: (created_at, id) carrying the search columns, so a page of a
 * search with many matches, newest first, is found by reading that index alone, testing each
 * entry's columns, without visiting the table's rows (list-query.ts `keyed`); a name walk
 * index, (first search column, id) carrying the others, for a search sorted by that name; and
 * for the first column's values kept in their own table (search-values.ts), a trigram index of
 * the other columns, so a search can be answered as "one of these names, or the other columns
 * contain the term" (named-search.ts). They are built in the
 * background (CONCURRENTLY on a PostgreSQL server, so writes go on) when the server starts and
 * when a list first searches a column set it has not seen; until the index is valid the same
 * query runs without it. Indexes whose screen no longer searches those columns are dropped
 * at the next start. One instance at a time builds, under an advisory lock; a server that
 * stops cancels its build, and the next start drops the invalid index it left and builds
 * again.
 */
import { createHash } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import type { Database, Db } from "../db/connect";
import type { OverlayStore } from "../schemas/served-screens";
import {
  buildSearchValues,
  dropSearchValues,
  isSearchValuesName,
  SEARCH_VALUES_PREFIX,
  searchValuesName,
} from "./search-values";

/** Joins the columns of the searched text; a search holding it falls back to one test per column. */
export const SEARCH_SEPARATOR = "\u001f";
const PREFIX = "mandor_search_";
const LOCK = 5_131_013;
const TEXT_TYPES: ReadonlySet<string> = new Set(["character_varying", "text", "character"]);

/**
 * The text a search over several columns matches. The index is built on exactly this expression,
 * so the query must spell it the same way (`alias` only qualifies the columns).
 */
export function searchTarget(columns: readonly string[], alias?: string): RawBuilder<string> {
  const parts = columns.map(
    (column) => sql`coalesce(${alias ? sql.ref(`${alias}.${column}`) : sql.id(column)}, '')`,
  );
  return sql<string>`(${sql.join(parts, sql` || ${sql.lit(SEARCH_SEPARATOR)} || `)})`;
}

/** Whether a screen's search columns are searched as one text: two or more text columns. */
export function searchesAsOne(
  columns: readonly string[],
  fieldType: Readonly<Record<string, string>>,
): boolean {
  return columns.length > 1 && columns.every((column) => TEXT_TYPES.has(fieldType[column] ?? ""));
}

/** The column sets the screens of schemas/ search as one text, by table. */
export function searchedColumns(overlays: Pick<OverlayStore, "ids" | "get">) {
  return overlays.ids().flatMap((id) => {
    const loaded = overlays.get(id);
    return loaded && searchesAsOne(loaded.screen.searchColumns, loaded.model.fieldType)
      ? [{ table: loaded.model.model, columns: loaded.screen.searchColumns }]
      : [];
  });
}

/**
 * `walk`, `name`: the covering indexes in a sort order (see the top of this file); `rest`:
 * the trigram index of the search columns after the first, whose values search-values.ts keeps.
 */
export function searchIndexName(
  table: string,
  columns: readonly string[],
  kind: "trigram" | "walk" | "name" | "rest" = "trigram",
): string {
  const digest = createHash("sha256").update(columns.join(",")).digest("hex").slice(0, 10);
  const suffix = kind === "trigram" ? "" : `_${kind}`;
  return `${PREFIX}${table.slice(0, 63 - PREFIX.length - 11 - suffix.length)}_${digest}${suffix}`;
}

export interface SearchIndexes {
  /** Makes sure the index for this table and column set exists (built in the background). */
  want(table: string, columns: readonly string[]): void;
  /**
   * Makes sure exactly these column sets are indexed: builds the missing ones and drops the
   * managed indexes of column sets no screen searches any more.
   */
  sync(wanted: readonly { table: string; columns: readonly string[] }[]): void;
  /**
   * The values table of the set's first column (search-values.ts), once it and the trigram
   * index of the other columns are ready; until then undefined.
   */
  named(table: string, columns: readonly string[]): string | undefined;
  /** Resolves when the work asked for so far has ended (failures are logged, not thrown). */
  settled(): Promise<void>;
  /** Cancels the build under way and what is queued, so a stopping server does not wait for it. */
  close(): Promise<void>;
}

function readyKey(table: string, columns: readonly string[]): string {
  return `${table}|${columns.join(",")}`;
}

export function createSearchIndexes(
  database: Pick<Database, "db" | "kind">,
  log: { info(message: string): void; warn(message: string): void },
): SearchIndexes {
  const { db } = database;
  const concurrently = database.kind === "postgres" ? sql`CONCURRENTLY` : sql``;
  const asked = new Set<string>();
  const ready = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  /** The server backend building now, to cancel when the server stops. */
  let building: number | undefined;

  /** Runs `work` after everything asked before it, under the builders' lock. */
  function enqueue(work: (connection: Db) => Promise<void>) {
    queue = queue.then(() =>
      closed
        ? undefined
        : locked(work).catch((error: Error) => {
            if (!closed) log.warn(`search index: ${error.message}`);
          }),
    );
  }

  async function locked(work: (connection: Db) => Promise<void>) {
    if (database.kind === "pglite") return work(db);
    await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
        connection,
      );
      building = rows[0]?.pid;
      try {
        await sql`SELECT pg_advisory_lock(${LOCK})`.execute(connection);
        await work(connection);
      } finally {
        building = undefined;
        await sql`SELECT pg_advisory_unlock(${LOCK})`.execute(connection);
      }
    });
  }

  async function build(connection: Db, table: string, columns: readonly string[]) {
    const { rows: trigram } =
      await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(connection);
    if (trigram.length === 0) return;
    const built = await buildTrigramIndex(
      connection,
      table,
      searchIndexName(table, columns),
      searchTarget(columns),
    );
    const { rows: dated } = await sql`
      SELECT 1 FROM pg_attribute
      WHERE attrelid = to_regclass(${table}) AND attname = 'created_at' AND NOT attisdropped`.execute(
      connection,
    );
    const [name, ...others] = columns.map((column) => sql.id(column));
    if (dated.length > 0) {
      await buildIndex(
        connection,
        table,
        searchIndexName(table, columns, "walk"),
        sql`(created_at, id) INCLUDE (${sql.join(columns.map((column) => sql.id(column)))})`,
      );
    }
    await buildIndex(
      connection,
      table,
      searchIndexName(table, columns, "name"),
      sql`(${name}, id) INCLUDE (${sql.join(others)})`,
    );
    const restBuilt = await buildTrigramIndex(
      connection,
      table,
      searchIndexName(table, columns, "rest"),
      searchTarget(columns.slice(1)),
    );
    // The planner's estimate of a search, which chooses between walking the sort order and
    // finding the matches first, comes from statistics on the indexed text, gathered by ANALYZE.
    if (built || restBuilt) await sql`ANALYZE ${sql.table(table)}`.execute(connection);
    const values = searchValuesName(table, columns[0] ?? "");
    if (!(await exists(connection, values))) {
      const started = performance.now();
      await buildSearchValues(connection, table, columns[0] ?? "");
      log.info(
        `search values ${values} of ${table} built in ${Math.round(performance.now() - started)} ms`,
      );
    }
    ready.add(readyKey(table, columns));
  }

  /**
   * A trigram index written at once on every insert (`fastupdate = off`): with GIN's pending
   * list, every search scans the rows written since the last vacuum one by one — after 2,700
   * new employees, 4 ms on a term no row holds. An index made before this rule gets it, and
   * its pending list is emptied.
   */
  async function buildTrigramIndex(
    connection: Db,
    table: string,
    name: string,
    target: RawBuilder<string>,
  ): Promise<boolean> {
    const built = await buildIndex(
      connection,
      table,
      name,
      sql`USING gin (${target} gin_trgm_ops) WITH (fastupdate = off)`,
    );
    if (!built) {
      await sql`ALTER INDEX ${sql.id(name)} SET (fastupdate = off)`.execute(connection);
      await sql`SELECT gin_clean_pending_list(${name}::regclass)`.execute(connection);
    }
    return built;
  }

  async function exists(connection: Db, name: string): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM pg_class WHERE oid = to_regclass(${name})`.execute(
      connection,
    );
    return rows.length > 0;
  }

  /** Builds the index unless a valid one stands; whether it built. */
  async function buildIndex(
    connection: Db,
    table: string,
    name: string,
    definition: RawBuilder<unknown>,
  ): Promise<boolean> {
    const { rows } = await sql<{ valid: boolean }>`
      SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${name})`.execute(
      connection,
    );
    if (rows[0]?.valid) return false;
    // A build that was cut off (a crash, a restart) leaves an invalid index behind.
    if (rows[0])
      await sql`DROP INDEX ${concurrently} IF EXISTS ${sql.id(name)}`.execute(connection);
    const started = performance.now();
    await sql`CREATE INDEX ${concurrently} IF NOT EXISTS ${sql.id(name)} ON ${sql.table(table)}
      ${definition}`.execute(connection);
    log.info(
      `search index ${name} on ${table} built in ${Math.round(performance.now() - started)} ms`,
    );
    return true;
  }

  const indexes: SearchIndexes = {
    want(table, columns) {
      const key = readyKey(table, columns);
      if (asked.has(key)) return;
      asked.add(key);
      enqueue((connection) => build(connection, table, columns));
    },
    sync(wanted) {
      for (const { table, columns } of wanted) indexes.want(table, columns);
      const keep = wanted.flatMap(({ table, columns }) => [
        searchIndexName(table, columns),
        searchIndexName(table, columns, "walk"),
        searchIndexName(table, columns, "name"),
        searchIndexName(table, columns, "rest"),
        searchValuesName(table, columns[0] ?? ""),
      ]);
      enqueue(async (connection) => {
        const { rows } = await sql<{ name: string }>`
          SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND (
            (c.relkind = 'i' AND starts_with(c.relname, ${PREFIX}))
            OR (c.relkind = 'r' AND starts_with(c.relname, ${SEARCH_VALUES_PREFIX})))`.execute(
          connection,
        );
        for (const { name } of rows.filter((row) => !keep.includes(row.name))) {
          if (isSearchValuesName(name)) await dropSearchValues(connection, name);
          else await sql`DROP INDEX ${concurrently} IF EXISTS ${sql.id(name)}`.execute(connection);
          log.info(`search index ${name} dropped: no screen searches its columns`);
        }
      });
    },
    named(table, columns) {
      return ready.has(readyKey(table, columns))
        ? searchValuesName(table, columns[0] ?? "")
        : undefined;
    },
    settled: () => queue,
    async close() {
      closed = true;
      if (building !== undefined) {
        await sql`SELECT pg_cancel_backend(${building})`.execute(db).catch(() => undefined);
      }
      await queue;
    },
  };
  return indexes;
}
