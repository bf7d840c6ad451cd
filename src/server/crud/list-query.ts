/**
 * The SQL of a checked list plan: its conditions (filters, search, row scope), the page with
 * each listed relation as one LEFT JOIN (no query per row), the total and the rekap. The same
 * selection, unpaged, feeds the export's cursor. Identifiers come from the plan, which took
 * them from the catalog; every value is a bound parameter.
 */
import { CompiledQuery, type RawBuilder, sql } from "kysely";
import type { OverlayRekapItem } from "../../schema/overlay/overlay-types";
import type { Db } from "../db/connect";
import type { Selected } from "./database-json";
import type { FilterCondition, ListPlan, ValueType } from "./list-plan";

export type Row = Record<string, unknown>;
export const ROW = "r";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Every condition the plan puts on the listed rows, plus the row scope if any. */
export function listConditions(
  plan: Pick<ListPlan, "filters" | "search">,
  scope: RawBuilder<boolean> | undefined,
): RawBuilder<boolean>[] {
  const conditions = plan.filters.map(filterSql);
  if (plan.search) {
    const pattern = containsPattern(plan.search.text);
    const matches = plan.search.columns.map((column) => sql`${col(column)} ILIKE ${pattern}`);
    conditions.push(sql<boolean>`(${sql.join(matches, sql` OR `)})`);
  }
  if (scope) conditions.push(scope);
  return conditions;
}

export function whereAll(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length === 0
    ? sql<boolean>`TRUE`
    : sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * The listed columns (as `columns` selects them, if given) and related rows of the rows
 * meeting `conditions`, in the plan's order.
 */
export function listSelection(
  db: Db,
  table: string,
  plan: Pick<ListPlan, "columns" | "relations" | "sortBy" | "sort">,
  conditions: RawBuilder<boolean>[],
  columns: readonly Selected[] = plan.columns.map((column) => `${ROW}.${column}`),
) {
  let query = db.selectFrom(`${table} as ${ROW}`);
  for (const relation of plan.relations) {
    const joined = `j_${relation.alias}`;
    query = query.leftJoin(
      `${relation.table} as ${joined}`,
      `${joined}.${relation.key}`,
      `${ROW}.${relation.column}`,
    );
  }
  const direction = plan.sort === "ASC" ? sql`ASC` : sql`DESC`;
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
    .where(whereAll(conditions))
    .orderBy(sql`${col(plan.sortBy)} ${direction}`)
    .orderBy(sql`${col("id")} ${direction}`);
}

/** How many rows meet `conditions`, counting at most `limit + 1` of them. */
export async function boundedCount(
  db: Db,
  table: string,
  conditions: RawBuilder<boolean>[],
  limit: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${sql.table(table)} AS ${sql.raw(ROW)} WHERE ${whereAll(conditions)}
      LIMIT ${limit + 1}) AS bounded`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The planner's estimate of how many rows meet `conditions`. */
export async function estimatedCount(
  db: Db,
  table: string,
  conditions: RawBuilder<boolean>[],
): Promise<number> {
  const { rows } = await sql<{ "QUERY PLAN": unknown }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${sql.table(table)} AS ${sql.raw(ROW)}
    WHERE ${whereAll(conditions)}`.execute(db);
  const plan = rows[0]?.["QUERY PLAN"];
  const parsed = typeof plan === "string" ? JSON.parse(plan) : plan;
  return Math.round(Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** The maintained count of a whole table (migration 0011), if the table is counted. */
export async function maintainedCount(db: Db, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ row_count: number }>`
    SELECT row_count FROM row_counts WHERE table_name = ${table}`.execute(db);
  return rows[0]?.row_count;
}

/** The rekap items' values over the rows meeting `conditions`, in one aggregate pass. */
export async function rekapValues(
  db: Db,
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
  const { rows } = await sql<Record<string, number | string | null>>`
    SELECT ${sql.join(aggregates)} FROM ${sql.table(table)} AS ${sql.raw(ROW)}
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
  db: Db,
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
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

function col(column: string) {
  return sql.ref(`${ROW}.${column}`);
}
