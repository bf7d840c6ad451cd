/**
 * One page of a screen's list with its total and rekap (admin-area §7 "List"). Counting must
 * not dominate a page: an unfiltered total is the database's maintained row count; a filtered
 * one is counted or estimated (list-totals.ts); both are remembered until the next write
 * through this server, or for the cache's lifetime at most (count-cache.ts). A filtered page
 * is read after its total, which tells how to read it (`pageAfterTotal`); its statement is
 * made once per shape (list-page-statements.ts), and how far it walks is list-walk-budgets.ts.
 */
import type { RawBuilder } from "kysely";
import { visibleFields } from "../../schema/adapter/visible-fields";
import type { ListAnswer, RekapValue } from "../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { SessionUser } from "../access/session-user";
import { ROW_COUNTED_EXCEPT } from "../db/migrations/ddl";
import { ROW, type Row } from "../db/row";
import { withFileLinks } from "../files/held-files";
import type { LoadedScreen } from "../schemas/served-screens";
import type { CrudContext } from "./crud-context";
import { jsonColumns } from "./database-json";
import { DATA, type PageQuery, pageStatement, TOTAL } from "./list-page-statements";
import { type ListPlan, planList } from "./list-plan";
import {
  type CompiledWhere,
  listConditions,
  maintainedCount,
  rekapValues,
  whereAll,
} from "./list-query";
import { countCacheKey, totalOf } from "./list-totals";
import { fewerThanTheWalk, nameWalkBudget, walkFor } from "./list-walk-budgets";
import { withNamedMatches } from "./named-search";
import { rowScope } from "./screen-access";

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
  const plan = planOf(ctx, request);
  return { plan, conditions: listConditions(plan, rowScope(ctx, request.loaded, request.user)) };
}

/** As prepareList, with the search answered through its names' values where they are kept. */
async function prepareNamedList(ctx: CrudContext, request: ListRequest) {
  const plan = await withNamedMatches(
    ctx.db,
    ctx.searchIndexes,
    ctx.counts,
    request.loaded.model.model,
    planOf(ctx, request),
    ctx.lists.namedValues ?? NAMED_VALUES,
  );
  return { plan, conditions: listConditions(plan, rowScope(ctx, request.loaded, request.user)) };
}

/** Names a search may match and still be answered through their values. */
const NAMED_VALUES = 2_000;

export function planOf(ctx: CrudContext, request: ListRequest): ListPlan {
  const { loaded, user } = request;
  return planList(request.query, {
    screen: loaded.screen,
    model: loaded.model,
    related: (table) => ctx.catalog.get(table),
    user,
    maxLimit: request.maxLimit,
    defaultLimit: request.defaultLimit,
    ...(request.fixed ? { fixed: request.fixed } : {}),
  });
}

/**
 * The list's answer as JSON text (a `ListAnswer`). The rows' JSON comes straight from the
 * database when every listed column can be written there (database-json.ts) and no file
 * link has to be signed into a row; otherwise Node reads and writes the rows.
 */
export async function listPage(
  ctx: CrudContext,
  request: ListRequest,
  locale: SchemaLocale,
): Promise<string> {
  const { screen, model } = request.loaded;
  const table = model.model;
  const counting = await prepareNamedList(ctx, request);
  const named = counting.plan.search?.named;
  // Matches all by name, sorted by name, are read by their names from the name index; in
  // another order (or with matches in the other columns) the page tests each walked entry
  // for the term itself, which the walk index holds — cheaper than planning hundreds of names.
  const byName = named && !named.rest && counting.plan.sortBy === counting.plan.search?.columns[0];
  const { plan, conditions } = named && !byName ? prepareList(ctx, request) : counting;
  if (plan.search?.asOne) ctx.searchIndexes.want(table, plan.search.columns);
  // Compiled once: the page statement, the total's and the rekap's cache keys all use it.
  const where = whereAll(conditions).compile(ctx.db);
  const countedWhere =
    counting.conditions === conditions ? where : whereAll(counting.conditions).compile(ctx.db);
  const json = ctx.links.linksNeeded(screen, plan.columns)
    ? null
    : jsonColumns(ROW, plan.columns, model.fieldType);
  const page: PageQuery = {
    table,
    plan,
    conditions,
    where,
    json,
    reach: "walk",
    counting: { conditions: counting.conditions, where: countedWhere, named },
  };
  const [{ data, counted }, rekap] = await Promise.all([
    conditions.length === 0 && !ROW_COUNTED_EXCEPT.has(table)
      ? pageWithMaintainedTotal(ctx, page, screen)
      : pageAfterTotal(ctx, page, screen),
    rekapOf(ctx, request, counting.conditions, countedWhere, locale),
  ]);
  const rest: Omit<ListAnswer, "data"> = {
    total: counted.total,
    totalPage: Math.ceil(counted.total / plan.limit),
    totalEstimated: counted.estimated,
    rekap,
  };
  return `{"data":${data},${JSON.stringify(rest).slice(1)}`;
}

/**
 * An unfiltered page and the table's maintained count in one statement (one round trip: on
 * a busy server the trip costs more than either read).
 */
async function pageWithMaintainedTotal(
  ctx: CrudContext,
  page: PageQuery,
  screen: ScreenDefinition,
) {
  const { data, total } = await pageData(ctx, page, screen, true);
  const counted = total ?? (await maintainedCount(ctx.db, page.table)) ?? 0;
  return { data, counted: { total: counted, estimated: false } };
}

/**
 * A filtered page, after its total: a total within the exact-count limit says the matches
 * are few, so they are found first and then sorted; past the limit they are
 * many, and walking the sort order finds a page's worth soon — unless the sort column is one
 * the search matched, whose matches all sit in one stretch of the order (every "Taufik" among
 * the T's), so they are found first then too. A page past an exact total is empty without
 * asking. Counting first costs little next to what a wrong plan costs: 1,000,000
 * employees sorted by name, filtered to a project without workers, took 3.5 s unfenced.
 */
async function pageAfterTotal(ctx: CrudContext, page: PageQuery, screen: ScreenDefinition) {
  const { plan, counting } = page;
  const named = counting.named;
  // A search alone whose matches are all by name: the names' counts are its exact total.
  const known = named && !named.rest && page.conditions.length === 1 ? named.rows : undefined;
  const counted =
    known === undefined
      ? await totalOf(ctx, page.table, counting.conditions, counting.where)
      : { total: known, estimated: false };
  if (!counted.estimated && counted.total <= (plan.page - 1) * plan.limit) {
    return { data: "[]", counted };
  }
  // Few matches (the exact-count limit or fewer) are found first, whatever the order.
  const few = counted.total <= ctx.lists.exactCountLimit;
  if (named && !named.rest) {
    // Rows found by their names, sorted by name: the name index holds them in order.
    if (plan.search?.named) {
      const { data } = await pageData(ctx, { ...page, reach: "keyed" }, screen, false);
      return { data, counted };
    }
    // In another order, their exact number tells how far the walk goes to reach the page.
    const budget = few ? undefined : await walkFor(ctx, page.table, plan, counted.total);
    if (budget !== undefined) {
      const walked = await pageData(ctx, { ...page, reach: "budgeted", budget }, screen, false);
      if ((JSON.parse(walked.data) as unknown[]).length === plan.limit) {
        return { data: walked.data, counted };
      }
    }
    // The walk missed: the matches sit elsewhere in the order (the newest rows hold none of
    // the names). Reading them all is cheap for a few thousand; past that the sort order is
    // walked to the page, however far.
    const reach = budget === undefined || counted.total <= FENCED_AFTER_WALK ? "fenced" : "keyed";
    const { data } = await pageData(ctx, { ...page, reach }, screen, false);
    return { data, counted };
  }
  // Names searched and sorted by name sit together in the sort order, wherever the walk starts.
  const clustered = plan.search?.columns.includes(plan.sortBy) ?? false;
  if (!few && clustered) {
    // Many matches, somewhere in the name order: early in it (a last name, a name starting
    // with A) a short walk of the name's index finds the page; late in it, all are found.
    const budget = nameWalkBudget(ctx);
    const walked = await pageData(ctx, { ...page, reach: "budgeted", budget }, screen, false);
    if ((JSON.parse(walked.data) as unknown[]).length === plan.limit) {
      return { data: walked.data, counted };
    }
  }
  const fenced = few || clustered || (await fewerThanTheWalk(ctx, page.table, plan, counted));
  const { data } = await pageData(
    ctx,
    { ...page, reach: fenced ? "fenced" : "keyed" },
    screen,
    false,
  );
  return { data, counted };
}

/** Matches a missed walk reads all of; past this many it walks the sort order to the page. */
const FENCED_AFTER_WALK = 10_000;

/**
 * The page's rows as JSON text, and with `withTotal` the table's maintained count (missing
 * when Node reads an empty page: the count then needs its own read).
 */
async function pageData(
  ctx: CrudContext,
  page: PageQuery,
  screen: ScreenDefinition,
  withTotal: boolean,
): Promise<{ data: string; total?: number }> {
  const { rows } = await ctx.db.executeQuery<Row>(pageStatement(ctx.db, page, withTotal));
  if (page.json) {
    const row = rows[0] ?? {};
    return { data: String(row[DATA]), ...(withTotal ? { total: Number(row[TOTAL]) } : {}) };
  }
  const total = withTotal && rows[0] ? { total: Number(rows[0][TOTAL]) } : {};
  const data = await withFileLinks(
    ctx.db,
    ctx.links,
    screen,
    rows.map(({ [TOTAL]: _, ...row }) => row),
  );
  return { data: JSON.stringify(data), ...total };
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
  if (!screen.rekap?.items.length) return [];
  const seen = new Set(visibleFields(screen, "list", request.user).map((field) => field.id));
  const items = screen.rekap.items.filter((item) =>
    [...Object.keys(item.count ?? {}), ...(item.sum ? [item.sum] : [])].every((column) =>
      seen.has(column),
    ),
  );
  if (items.length === 0) return [];
  const key = countCacheKey(`rekap:${items.map((item) => item.id).join(",")}`, model.model, where);
  const values = await ctx.counts.remember(key, () =>
    rekapValues(ctx.db, model.model, items, conditions),
  );
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
