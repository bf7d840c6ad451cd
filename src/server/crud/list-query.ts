/**
 * The SQL of a checked list plan: its conditions (filters, search, row scope), the page with
 * each listed relation as one LEFT JOIN (no query per row), the total and the rekap. The same
 * selection, unpaged, feeds the export's cursor. Identifiers come from the plan, which took
 * them from the catalog; every value is a bound parameter.
 */
import { CompiledQuery, type RawBuilder, sql } from "kysely";
import type { OverlayRekapItem } from "../../schema/overlay/overlay-types";
import type { ScreenDb } from "../db/connect";
import { quoted } from "../db/identifiers";
import { PLANNED_EACH_TIME } from "../db/prepared-statements";
import { ROW, type Row } from "../db/row";
import type { Selected } from "./database-json";
import type { FilterCondition, ListPlan, ValueType } from "./list-plan";
import { searchTarget } from "./search-indexes";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Every condition the plan puts on the listed rows, plus the row scope if any. */
export function listConditions(
  plan: Pick<ListPlan, "filters" | "search">,
  scope: RawBuilder<boolean> | undefined,
): RawBuilder<boolean>[] {
  const conditions = plan.filters.map(filterSql);
  if (plan.search) conditions.push(searchSql(plan.search));
  if (scope) conditions.push(scope);
  return conditions;
}

function searchSql({ text, columns, asOne, named }: NonNullable<ListPlan["search"]>) {
  const pattern = containsPattern(text);
  const matches = named
    ? [
        sql`${col(columns[0] ?? "")} = ANY(${named.values}::text[])`,
        ...(named.rest ? [sql`${searchTarget(columns.slice(1), ROW)} ILIKE ${pattern}`] : []),
      ]
    : asOne
      ? [sql`${searchTarget(columns, ROW)} ILIKE ${pattern}`]
      : columns.map((column) => sql`${col(column)} ILIKE ${pattern}`);
  return sql<boolean>`(${sql.join(matches, sql` OR `)})`;
}

/** A list's conditions as SQL and values (`whereAll(…).compile`). */
export type CompiledWhere = Pick<CompiledQuery, "sql" | "parameters">;

export function whereAll(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length === 0
    ? sql<boolean>`TRUE`
    : sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * How a list statement reaches its rows:
 * - `walk`: as the database chooses, often along the sort column's index testing each row;
 * - `fenced`: the rows meeting the conditions are found first (by the indexes of the
 *   conditions) and only then sorted, for a selection known to be small. Left to itself, the
 *   database may walk the sort order testing every row, which pays when matches are dense
 *   and costs a whole-table walk when they are few (a project without workers, a rare name)
 *   and its estimate thought them many;
 * - `keyed`: the page's ids are found first, in the sort order, by a statement that reads only
 *   the sort key, the id and the conditions' columns, which a covering index holds (the
 *   filter-and-sort indexes, the search walk index of search-indexes.ts), so the walk reads
 *   no table rows; only the page's rows are then read whole. It carries the page. With a
 *   `budget`, the walk reads at most that many entries of the sort order: a page it did not
 *   fill there may be short, and is asked for again another way.
 */
export type SelectionShape =
  | { shape: "walk" }
  | { shape: "fenced" }
  | { shape: "keyed"; limit: number; offset?: number; budget?: number };

const WALK: SelectionShape = { shape: "walk" };

/**
 * The listed columns (as `columns` selects them, if given) and related rows of the rows
 * meeting `conditions`, in the plan's order, reached as `how` says.
 */
export function listSelection(
  db: ScreenDb,
  table: string,
  plan: Pick<ListPlan, "columns" | "relations" | "sortBy" | "sort">,
  conditions: RawBuilder<boolean>[],
  columns: readonly Selected[] = plan.columns.map((column) => `${ROW}.${column}`),
  how: SelectionShape = WALK,
) {
  const direction = plan.sort === "ASC" ? sql`ASC` : sql`DESC`;
  let query = rowsOf(db, table, plan, conditions, how, direction);
  for (const relation of plan.relations) {
    const joined = `j_${relation.alias}`;
    query = query.leftJoin(
      `${relation.table} as ${joined}`,
      `${joined}.${relation.key}`,
      `${ROW}.${relation.column}`,
    );
  }
  return query
    .select(columns as never)
    .select(
      plan.relations.map((relation) => {
        const joined = `j_${relation.alias}`;
        // Keys as literals: the statement's only parameters are then its conditions' values.
        const pairs = relation.columns.map(
          (column) => sql`${sql.lit(column)}, ${sql.ref(`${joined}.${column}`)}`,
        );
        return sql`CASE WHEN ${sql.ref(`${joined}.${relation.key}`)} IS NULL THEN NULL
          ELSE json_build_object(${sql.join(pairs)}) END`.as(relation.alias);
      }),
    )
    .$if(how.shape === "walk", (selection) => selection.where(whereAll(conditions)))
    .orderBy(sql`${col(plan.sortBy)} ${direction}`)
    .orderBy(sql`${col("id")} ${direction}`);
}

function rowsOf(
  db: ScreenDb,
  table: string,
  plan: Pick<ListPlan, "sortBy">,
  conditions: RawBuilder<boolean>[],
  how: SelectionShape,
  direction: RawBuilder<unknown>,
) {
  const source = `${table} as ${ROW}`;
  switch (how.shape) {
    case "walk":
      return db.selectFrom(source);
    case "fenced":
      // OFFSET 0 keeps the subquery from being merged into the sorted query.
      return db.selectFrom(
        db.selectFrom(source).selectAll(ROW).where(whereAll(conditions)).offset(sql.lit(0)).as(ROW),
      );
    case "keyed": {
      const ids =
        how.budget === undefined
          ? db
              .selectFrom(source)
              .select(`${ROW}.id`)
              .where(whereAll(conditions))
              .orderBy(sql`${col(plan.sortBy)} ${direction}`)
              .orderBy(sql`${col("id")} ${direction}`)
          : budgetedWalk(db, source, plan.sortBy, conditions, how.budget, direction);
      const page = ids
        .limit(sql.lit(how.limit))
        .$if(how.offset !== undefined, (paged) => paged.offset(how.offset ?? 0));
      return db.selectFrom(page.as(KEYS)).innerJoin(source, `${ROW}.id`, `${KEYS}.id`);
    }
  }
}

const KEYS = "k";
const WALKED = "w";

/** The ids meeting `conditions` among the first `budget` entries of the sort order, in it. */
function budgetedWalk(
  db: ScreenDb,
  source: string,
  sortBy: string,
  conditions: RawBuilder<boolean>[],
  budget: number,
  direction: RawBuilder<unknown>,
) {
  const walked = db
    .selectFrom(source)
    .select([...new Set([`${ROW}.id`, `${ROW}.${sortBy}`])])
    .select(sql<boolean>`${whereAll(conditions)}`.as("hit"))
    .orderBy(sql`${col(sortBy)} ${direction}`)
    .orderBy(sql`${col("id")} ${direction}`)
    .limit(sql.lit(budget));
  return db
    .selectFrom(walked.as(WALKED))
    .select(`${WALKED}.id`)
    .where(sql.ref(`${WALKED}.hit`), "=", true)
    .orderBy(sql`${sql.ref(`${WALKED}.${sortBy}`)} ${direction}`)
    .orderBy(sql`${sql.ref(`${WALKED}.id`)} ${direction}`);
}

/** How many rows meet `conditions`, counting at most `limit + 1` of them. */
export async function boundedCount(
  db: ScreenDb,
  table: string,
  conditions: RawBuilder<boolean>[],
  limit: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(PLANNED_EACH_TIME)}
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${sql.table(table)} AS ${quoted.id(ROW)} WHERE ${whereAll(conditions)}
      LIMIT ${limit + 1}) AS bounded`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The planner's estimate of how many rows meet `conditions`. */
export async function estimatedCount(
  db: ScreenDb,
  table: string,
  conditions: RawBuilder<boolean>[],
): Promise<number> {
  const { rows } = await sql<{ "QUERY PLAN": unknown }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${sql.table(table)} AS ${quoted.id(ROW)}
    WHERE ${whereAll(conditions)}`.execute(db);
  const plan = rows[0]?.["QUERY PLAN"];
  const parsed = typeof plan === "string" ? JSON.parse(plan) : plan;
  return Math.round(Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/**
 * The maintained count of a whole table (migrations 0011 and 0028: the sum of its shards), as
 * a scalar subquery; null when the table is not counted.
 */
export function maintainedCountOf(table: string): RawBuilder<number | null> {
  return sql<number | null>`(SELECT sum(row_count)::bigint FROM row_counts
    WHERE table_name = ${sql.lit(table)})`;
}

/** The maintained count of a whole table, if the table is counted. */
export async function maintainedCount(db: ScreenDb, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ row_count: number | null }>`
    SELECT ${maintainedCountOf(table)} AS row_count`.execute(db);
  return rows[0]?.row_count ?? undefined;
}

/** The rekap items' values over the rows meeting `conditions`, in one aggregate pass. */
export async function rekapValues(
  db: ScreenDb,
  table: string,
  items: OverlayRekapItem[],
  conditions: RawBuilder<boolean>[],
): Promise<Record<string, number | string | null>> {
  if (items.length === 0) return {};
  const aggregates = items.map((item, index) => {
    const name = `i${index}`;
    if (item.sum) return sql`sum(${col(item.sum)})::text`.as(name);
    const matches = Object.entries(item.count ?? {}).map(
      ([column, value]) => sql`${col(column)}::text = ${String(value)}`,
    );
    return (
      matches.length === 0
        ? sql`count(*)::int`
        : sql`(count(*) FILTER (WHERE ${sql.join(matches, sql` AND `)}))::int`
    ).as(name);
  });
  const { rows } = await sql<Record<string, number | string | null>>`${sql.raw(PLANNED_EACH_TIME)}
    SELECT ${sql.join(aggregates)} FROM ${sql.table(table)} AS ${quoted.id(ROW)}
    WHERE ${whereAll(conditions)}`.execute(db);
  const row = rows[0] ?? {};
  return Object.fromEntries(items.map((item, index) => [item.id, row[`i${index}`] ?? null]));
}

/**
 * Reads a query through a server-side cursor, `batch` rows at a time, inside one transaction,
 * handing each batch to `onBatch` and waiting for it (the export waits for the socket to
 * drain): memory holds two batches whatever the number of rows. The next batch is fetched
 * while `onBatch` works on this one, so the database and the writer run side by side.
 */
export async function eachBatch(
  db: ScreenDb,
  query: { compile(): CompiledQuery },
  batch: number,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  const compiled = query.compile();
  await db.transaction().execute(async (trx) => {
    await trx.executeQuery(
      CompiledQuery.raw(`DECLARE list_rows NO SCROLL CURSOR FOR ${compiled.sql}`, [
        ...compiled.parameters,
      ]),
    );
    const fetch = () =>
      trx
        .executeQuery<Row>(CompiledQuery.raw(`FETCH ${Math.trunc(batch)} FROM list_rows`))
        .then((result) => result.rows);
    let next = fetch();
    for (;;) {
      const rows = await next;
      const more = rows.length === batch;
      // A fetch left pending when onBatch fails would be abandoned mid-transaction.
      if (more) next = fetch();
      try {
        if (rows.length > 0) await onBatch(rows);
      } catch (error) {
        if (more) await next.catch(() => undefined);
        throw error;
      }
      if (!more) break;
    }
  });
}

function filterSql(filter: FilterCondition): RawBuilder<boolean> {
  const column = col(filter.column);
  switch (filter.kind) {
    case "contains":
      return sql<boolean>`${column} ILIKE ${containsPattern(filter.text)}`;
    case "overlaps":
      // Compared as text, whatever the elements' type: the values arrive as text.
      return sql<boolean>`${column}::text[] && ARRAY[${sql.join(filter.values)}]::text[]`;
    case "equals":
      return equalsSql(column, filter.type, filter.values);
    case "range": {
      const parts: RawBuilder<unknown>[] = [];
      if (filter.from !== undefined) parts.push(sql`${column} >= ${filter.from}`);
      if (filter.to !== undefined) parts.push(upperBound(column, filter.type, filter.to));
      return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
    }
    case "related": {
      const inner = sql.ref(`rel.${filter.relatedColumn}`);
      const match =
        filter.type === "text"
          ? sql<boolean>`${inner} ILIKE ${containsPattern(String(filter.values[0]))}`
          : equalsSql(inner, filter.type, filter.values);
      return sql<boolean>`${column} IN (SELECT ${sql.ref(`rel.${filter.key}`)}
        FROM ${sql.table(filter.table)} AS rel WHERE ${match})`;
    }
  }
}

function equalsSql(
  column: RawBuilder<unknown>,
  type: ValueType,
  values: unknown[],
): RawBuilder<boolean> {
  const days = values.filter((value) => type === "timestamp" && DATE_ONLY.test(String(value)));
  const exact = values.filter((value) => !days.includes(value));
  const parts: RawBuilder<unknown>[] = days.map(
    (day) => sql`(${column} >= ${day}::date AND ${column} < ${day}::date + 1)`,
  );
  if (exact.length === 1) parts.push(sql`${column} = ${exact[0]}`);
  if (exact.length > 1) parts.push(sql`${column} IN (${sql.join(exact)})`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/** "Up to 2026-01-31" on a timestamp means the whole of that day. */
function upperBound(column: RawBuilder<unknown>, type: ValueType, to: unknown) {
  return type === "timestamp" && DATE_ONLY.test(String(to))
    ? sql`${column} < ${to}::date + 1`
    : sql`${column} <= ${to}`;
}

/** ILIKE '%text%' with the text's own % _ \ taken literally; the trigram indexes serve it. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Any of `columns` of the row aliased `alias` contains `text` (ILIKE, OR-ed, parenthesised). */
export function containsAny(
  alias: string,
  columns: readonly string[],
  text: string,
): RawBuilder<boolean> {
  const pattern = containsPattern(text);
  const matches = columns.map((column) => sql`${sql.ref(`${alias}.${column}`)} ILIKE ${pattern}`);
  return sql<boolean>`(${sql.join(matches, sql` OR `)})`;
}

function col(column: string) {
  return sql.ref(`${ROW}.${column}`);
}
