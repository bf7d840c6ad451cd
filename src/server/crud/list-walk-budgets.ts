/**
 * How far a list page may walk its sort order looking for its rows before finding the matches
 * first costs less: the budgets of the walks list-service.ts tries, and when not to walk.
 */
import type { CrudContext } from "./crud-context";
import type { ListPlan } from "./list-plan";
import { maintainedCount } from "./list-query";

/** Entries walked at least: an index-only walk of this many costs a few milliseconds. */
const MIN_WALK = 32_768;

const WALKED_PER_READ = 6;

/** Sort orders whose walk reads only indexes: the walk index and the filter-and-sort ones. */
const COVERED_SORTS: ReadonlySet<string> = new Set(["created_at", "id"]);

/** Entries of the name order a search sorted by name reads before it finds all matches. */
const WALK_BUDGET = 30_000;

/**
 * How many entries of the sort order to walk for the page when `matches` rows of the table
 * match, spread evenly — or undefined when finding the matches first costs less: an entry
 * of a covering index is tested for about a sixth of what a matching row costs to read and
 * sort (a page of "dimas", 15,000 people: 16,000 entries walked in 5 ms, or all read in 75).
 * Four times the expected walk and at least MIN_WALK, as a power of two so few statement
 * texts are made (the budget is written into them); the walk stops at the page, so where
 * matches are dense the longer budget costs nothing, and where they are not the page is
 * asked for another way.
 */
export async function walkFor(ctx: CrudContext, table: string, plan: ListPlan, matches: number) {
  const rows = (await maintainedCount(ctx.db, table)) ?? 0;
  const expected = (plan.page * plan.limit * rows) / Math.max(1, matches);
  if (expected > WALKED_PER_READ * matches) return undefined;
  return 2 ** Math.ceil(Math.log2(Math.max(MIN_WALK, 4 * expected)));
}

/** The entries a search sorted by name walks of the name order (configured, or WALK_BUDGET). */
export function nameWalkBudget(ctx: CrudContext): number {
  return ctx.lists.walkBudget ?? WALK_BUDGET;
}

/**
 * Whether finding the matches first costs less than walking the sort order to the page, for a
 * sort no index covers together with the conditions (each entry walked reads its table row).
 * Matches spread evenly, the walk reads (page end) × (table rows) / (matches) entries: a
 * project's 3,700 workers of 1,000,000, page 10 by name, are 3,700 rows found against 54,000
 * walked; the 900,000 active ones, 900,000 against 220.
 */
export async function fewerThanTheWalk(
  ctx: CrudContext,
  table: string,
  plan: ListPlan,
  counted: { total: number },
): Promise<boolean> {
  if (COVERED_SORTS.has(plan.sortBy)) return false;
  const rows = (await maintainedCount(ctx.db, table)) ?? 0;
  return counted.total * counted.total < plan.page * plan.limit * rows;
}
