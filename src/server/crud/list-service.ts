/**
 * One page of a screen's list with its total and rekap (admin-area §7 "List"). Counting must
 * not dominate a page: an unfiltered total is the database's maintained row count; a filtered
 * one is counted up to `exactCountLimit` rows and past that is the planner's estimate, flagged
 * `totalEstimated`; both are remembered until the next write through this server, or for the
 * cache's lifetime at most (count-cache.ts).
 */
import { CompiledQuery, type RawBuilder, sql } from "kysely";
import { visibleFields } from "../../schema/adapter/visible-fields";
import type { ListAnswer, RekapValue } from "../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { SessionUser } from "../access/session-user";
import { ROW_COUNTED_EXCEPT } from "../db/migrations/ddl";
import type { LoadedScreen } from "../schemas/overlay-store";
import type { CrudContext } from "./crud-context";
import { type ListPlan, planList } from "./list-plan";
import {
  boundedCount,
  estimatedCount,
  listConditions,
  listSelection,
  maintainedCount,
  type Row,
  rekapValues,
  whereAll,
} from "./list-query";
import { rowScope } from "./screen-access";

const TOTAL = "$total";

/** A list's conditions as SQL and values (`whereAll(…).compile`). */
type CompiledWhere = Pick<CompiledQuery, "sql" | "parameters">;

export interface ListRequest {
  loaded: LoadedScreen;
  user: SessionUser;
  query: Record<string, string | string[] | undefined>;
  /** Filters a caller fixes beyond the query's. */
  fixed?: Record<string, unknown>;
  maxLimit: number;
  defaultLimit: number;
}

/** The checked plan and its conditions; throws ListPlanError on a bad request. */
export function prepareList(ctx: CrudContext, request: ListRequest) {
  const { loaded, user } = request;
  const plan = planList(request.query, {
    screen: loaded.screen,
    model: loaded.model,
    related: (table) => ctx.catalog.get(table),
    user,
    maxLimit: request.maxLimit,
    defaultLimit: request.defaultLimit,
    ...(request.fixed ? { fixed: request.fixed } : {}),
  });
  return { plan, conditions: listConditions(plan, rowScope(ctx, loaded, user)) };
}

export async function listPage(
  ctx: CrudContext,
  request: ListRequest,
  locale: SchemaLocale,
): Promise<ListAnswer> {
  const { plan, conditions } = prepareList(ctx, request);
  const table = request.loaded.model.model;
  // Compiled once: the page statement, the total's and the rekap's cache keys all use it.
  const where = whereAll(conditions).compile(ctx.db);
  const [{ data, counted }, rekap] = await Promise.all([
    conditions.length === 0 && !ROW_COUNTED_EXCEPT.has(table)
      ? pageWithMaintainedTotal(ctx, table, plan, where)
      : Promise.all([
          pageRows(ctx, table, plan, conditions, where, false),
          totalOf(ctx, table, conditions, where),
        ]).then(([rows, total]) => ({ data: rows, counted: total })),
    rekapOf(ctx, request, conditions, where, locale),
  ]);
  return {
    data: data.map((row) => ctx.links.linksFor(request.loaded.screen, row)),
    total: counted.total,
    totalPage: Math.ceil(counted.total / plan.limit),
    totalEstimated: counted.estimated,
    rekap,
  };
}

/**
 * An unfiltered page and the table's maintained count in one statement (one round trip: on
 * a busy server the trip costs more than either read); an empty page asks for the count alone.
 */
async function pageWithMaintainedTotal(
  ctx: CrudContext,
  table: string,
  plan: ListPlan,
  where: CompiledWhere,
) {
  const rows = await pageRows(ctx, table, plan, [], where, true);
  const total = rows[0] ? Number(rows[0][TOTAL]) : ((await maintainedCount(ctx.db, table)) ?? 0);
  const data = rows.map(({ [TOTAL]: _, ...row }) => row);
  return { data, counted: { total, estimated: false } };
}

/** SQL text of a page by the shape of its plan; its parameters are the conditions' values. */
const pageStatements = new Map<string, string>();
const PAGE_STATEMENTS = 1000;

/**
 * One page of rows. Building and compiling the statement with Kysely took more of the
 * server's time than reading the rows, so the text is built once per plan shape (columns,
 * related rows, sort, page size, the conditions' SQL) and reused with each call's values.
 * The page size is written into the statement and the first page has no offset, so the
 * database can keep one plan for it instead of planning every call.
 */
async function pageRows(
  ctx: CrudContext,
  table: string,
  plan: ListPlan,
  conditions: RawBuilder<boolean>[],
  where: CompiledWhere,
  withTotal: boolean,
): Promise<Row[]> {
  const offset = plan.page === 1 ? undefined : (plan.page - 1) * plan.limit;
  const parameters = [...where.parameters, ...(offset === undefined ? [] : [offset])];
  const key = JSON.stringify([
    table,
    plan.columns,
    plan.relations,
    plan.sortBy,
    plan.sort,
    plan.limit,
    offset === undefined,
    withTotal,
    where.sql,
  ]);
  const known = pageStatements.get(key);
  if (known) {
    return (await ctx.db.executeQuery<Row>(CompiledQuery.raw(known, parameters))).rows;
  }
  const first = listSelection(ctx.db, table, plan, conditions).limit(sql.lit(plan.limit));
  const paged = offset === undefined ? first : first.offset(offset);
  const compiled = (
    withTotal
      ? paged.select(
          sql<number>`(SELECT row_count FROM row_counts WHERE table_name = ${sql.lit(table)})`.as(
            TOTAL,
          ),
        )
      : paged
  ).compile();
  if (JSON.stringify(compiled.parameters) === JSON.stringify(parameters)) {
    if (pageStatements.size >= PAGE_STATEMENTS) pageStatements.clear();
    pageStatements.set(key, compiled.sql);
  }
  return (await ctx.db.executeQuery<Row>(compiled)).rows;
}

async function totalOf(
  ctx: CrudContext,
  table: string,
  conditions: RawBuilder<boolean>[],
  where: CompiledWhere,
): Promise<{ total: number; estimated: boolean }> {
  const key = cacheKey("total", table, where);
  const cached = ctx.counts.get<{ total: number; estimated: boolean }>(key);
  if (cached) return cached;
  const limit = ctx.lists.exactCountLimit;
  const counted = await boundedCount(ctx.db, table, conditions, limit);
  const result =
    counted <= limit
      ? { total: counted, estimated: false }
      : {
          total: Math.max(limit + 1, await estimatedCount(ctx.db, table, conditions)),
          estimated: true,
        };
  ctx.counts.set(key, result);
  return result;
}

/** The rekap items whose columns the user may see in the list, over the listed rows. */
async function rekapOf(
  ctx: CrudContext,
  request: ListRequest,
  conditions: RawBuilder<boolean>[],
  where: CompiledWhere,
  locale: SchemaLocale,
): Promise<RekapValue[]> {
  const { screen, model } = request.loaded;
  const seen = new Set(visibleFields(screen, "list", request.user).map((field) => field.id));
  const items = (screen.rekap?.items ?? []).filter((item) =>
    [...Object.keys(item.count ?? {}), ...(item.sum ? [item.sum] : [])].every((column) =>
      seen.has(column),
    ),
  );
  if (items.length === 0) return [];
  const key = cacheKey(`rekap:${items.map((item) => item.id).join(",")}`, model.model, where);
  let values = ctx.counts.get<Record<string, number | string | null>>(key);
  if (!values) {
    values = await rekapValues(ctx.db, model.model, items, conditions);
    ctx.counts.set(key, values);
  }
  return items.map(({ id, label, color, icon, bgClass, transform }) => ({
    id,
    label: pickText(label, locale),
    value: values[id] ?? null,
    ...(color ? { color } : {}),
    ...(icon ? { icon } : {}),
    ...(bgClass ? { bgClass } : {}),
    ...(transform ? { transform } : {}),
  }));
}

function cacheKey(what: string, table: string, where: CompiledWhere): string {
  return `${what}|${table}|${where.sql}|${JSON.stringify(where.parameters)}`;
}
