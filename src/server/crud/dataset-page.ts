/**
 * One page of a screen's option rows (admin-area §7 "Lookup options", "Select options"): the
 * lookup dialog searches a million employees ten at a time, so the dataset reads its rows the
 * way the list does (README "Lists on a million rows"). A search over the screen's whole
 * search list matches the one text its trigram index is built on (search-indexes.ts). Its
 * dense matches (a first name) are met first by a short newest-first walk of the search's
 * covering index, their total estimated from the walk (dataset-walk.ts); otherwise the
 * matches are counted up to a bound, and a page of a few (or of the whole table) is sorted by
 * the first search column (dataset-matches.ts), a page of many comes newest first.
 */
import { type RawBuilder, sql } from "kysely";
import type { GenModel } from "../../schema/model-meta";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { ROW_COUNTED_EXCEPT } from "../db/migrations/ddl";
import { PLANNED_EACH_TIME } from "../db/prepared-statements";
import { ROW, type Row } from "../db/row";
import type { CrudContext } from "./crud-context";
import { fewMatches } from "./dataset-matches";
import { denseWalk } from "./dataset-walk";
import type { ListPlan } from "./list-plan";
import {
  estimatedCount,
  listConditions,
  listSelection,
  maintainedCount,
  type SelectionShape,
} from "./list-query";
import { SEARCH_SEPARATOR, searchesAsOne } from "./search-indexes";

export interface DatasetRequest {
  search?: string;
  /** What each row carries: the columns the caller may read. */
  columns: readonly string[];
  /** Column → value; columns are checked against the model by the caller. */
  filters: Record<string, unknown>;
  /** Columns searched one by one when the screen's search list cannot be searched as one. */
  searchColumns: readonly string[];
  page: number;
  limit: number;
  /** The caller's row scope, on the table aliased `ROW`. */
  scope?: RawBuilder<boolean>;
}

/** How a dataset search matches: the screen's search list as one text, or column by column. */
export function datasetSearch(
  screen: Pick<ScreenDefinition, "searchColumns">,
  model: Pick<GenModel, "fieldType">,
  request: Pick<DatasetRequest, "search" | "columns" | "searchColumns">,
): { text: string; columns: string[]; asOne: boolean } | undefined {
  const text = request.search?.trim();
  if (!text) return undefined;
  const whole = screen.searchColumns;
  const asOne =
    searchesAsOne(whole, model.fieldType) &&
    whole.every((column) => request.columns.includes(column)) &&
    !text.includes(SEARCH_SEPARATOR);
  const columns = asOne ? [...whole] : [...request.searchColumns];
  return columns.length > 0 ? { text, columns, asOne } : undefined;
}

/** The column the options are sorted by: the first one searched, else the id. */
export function datasetSortColumn(
  screen: Pick<ScreenDefinition, "searchColumns">,
  request: Pick<DatasetRequest, "columns" | "searchColumns">,
): string {
  const readable = screen.searchColumns.filter((column) => request.columns.includes(column));
  return readable[0] ?? request.searchColumns[0] ?? "id";
}

/**
 * Matches counted exactly up to this many (or the page size, if larger): ten pages of a lookup.
 * Each counted match is a table row read at random, which a 1,000-row bound made cost more
 * than the rest of the call on the bench (20–35 ms); past it the planner's estimate serves.
 */
export const DATASET_EXACT_COUNT = 100;

/**
 * Entries of the newest-first order a search walks before turning to its trigram index: a walk
 * tests each entry's text (30,000 took 57 ms on the bench), so it pays only for dense matches —
 * a first name, 1 % of the employees, fills a page within a thousand entries (1 ms) — while a
 * first and a last name (200 matches) is found by the index in 25 ms.
 */
const WALK_BUDGET = 3_000;

export async function datasetPage(
  ctx: CrudContext,
  screen: ScreenDefinition,
  model: GenModel,
  request: DatasetRequest,
): Promise<{ data: Row[]; total: number; totalEstimated: boolean }> {
  const table = model.model;
  if (searchesAsOne(screen.searchColumns, model.fieldType)) {
    ctx.searchIndexes.want(table, screen.searchColumns);
  }
  const search = datasetSearch(screen, model, request);
  const conditions = [
    ...Object.entries(request.filters).map(
      ([column, value]) => sql<boolean>`${sql.ref(`${ROW}.${column}`)} = ${value}`,
    ),
    ...listConditions({ filters: [], ...(search ? { search } : {}) }, request.scope),
  ];
  const byName: Order = {
    columns: [...request.columns],
    relations: [],
    sortBy: datasetSortColumn(screen, request),
    sort: "ASC",
  };
  const offset = (request.page - 1) * request.limit;
  const read = async (how: SelectionShape, plan: Order) => {
    const keyed = how.shape === "keyed";
    const selection = listSelection(ctx.db, table, plan, conditions, undefined, how);
    const paged = keyed ? selection : selection.limit(sql.lit(request.limit)).offset(offset);
    const compiled = paged.compile();
    const { rows } = await ctx.db.executeQuery<Row>({
      ...compiled,
      sql: PLANNED_EACH_TIME + compiled.sql,
    });
    return rows;
  };

  if (conditions.length === 0 && !ROW_COUNTED_EXCEPT.has(table)) {
    const [data, total] = await Promise.all([
      read({ shape: "walk" }, byName),
      maintainedCount(ctx.db, table),
    ]);
    return { data, total: total ?? 0, totalEstimated: false };
  }
  const bound = Math.max(DATASET_EXACT_COUNT, request.limit);
  const dense = search
    ? await walkIfDense(ctx, table, conditions, request, model, bound)
    : undefined;
  if (dense) return { ...dense, totalEstimated: true };
  const few = await fewMatches(ctx, {
    table,
    conditions,
    columns: request.columns,
    sortBy: byName.sortBy,
    bound,
    limit: request.limit,
    offset,
  });
  if (few) return { ...few, totalEstimated: false };
  // Many: sorted by name, a page could only be found by reading every match (all the Rezas
  // sit among the R's), so they come newest first, by a short walk of the search's covering
  // index, or, when the walk met too few of them, found by the search's index and sorted.
  const total = Math.max(bound + 1, await estimatedCount(ctx.db, table, conditions));
  const plan = newestFirst(byName, model);
  const answer = (data: Row[]) => ({ data, total, totalEstimated: true });
  const how = {
    shape: "keyed",
    limit: request.limit,
    budget: WALK_BUDGET,
  } as const;
  const walked = await read(offset > 0 ? { ...how, offset } : how, plan);
  if (walked.length === request.limit) return answer(walked);
  return answer(await read({ shape: "fenced" }, plan));
}

/**
 * A search's page found by walking the newest entries (dataset-walk.ts), when its matches are
 * dense enough to be many: an estimate of more than twice the exact-count bound.
 */
async function walkIfDense(
  ctx: CrudContext,
  table: string,
  conditions: RawBuilder<boolean>[],
  request: DatasetRequest,
  model: GenModel,
  bound: number,
) {
  const rows = await maintainedCount(ctx.db, table);
  if (rows === undefined) return undefined;
  const walked = await denseWalk(ctx, {
    table,
    conditions,
    columns: request.columns,
    sortBy: newestColumn(model),
    limit: request.limit,
    offset: (request.page - 1) * request.limit,
    budget: WALK_BUDGET,
    rows,
  });
  return walked && walked.total > 2 * bound ? walked : undefined;
}

type Order = Pick<ListPlan, "columns" | "relations" | "sortBy" | "sort">;

function newestColumn(model: Pick<GenModel, "fieldView">): string {
  return model.fieldView.includes("created_at") ? "created_at" : "id";
}

function newestFirst(plan: Order, model: Pick<GenModel, "fieldView">): Order {
  return { ...plan, sortBy: newestColumn(model), sort: "DESC" };
}
