/**
 * A dashboard's filters live in the page address (`?project_id=3&period_from=…`), so a link
 * reproduces the view. These functions read them from the query, write a change back, and
 * make the data call's query: pure, with table-driven tests.
 */
/** Every query parameter a filter may write, in the data call's order. */
export const FILTER_PARAMS = [
  "territory_id",
  "department_id",
  "project_id",
  "manpower_type_id",
  "period_from",
  "period_to",
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Partial<Record<FilterParam, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w-]+$/;

const isDay = (param: FilterParam) => param === "period_from" || param === "period_to";

/**
 * The filter values of an address query. A value of the wrong shape (a date that is not
 * YYYY-MM-DD, a code with spaces) is left out rather than sent for a 400; a reversed period
 * is put in order.
 */
export function readFilters(search: string): FilterValues {
  const query = new URLSearchParams(search);
  const values: FilterValues = {};
  for (const param of FILTER_PARAMS) {
    const value = query.get(param)?.trim();
    if (value && (isDay(param) ? DAY : ID).test(value)) values[param] = value;
  }
  const { period_from: from, period_to: to } = values;
  if (from && to && from > to) Object.assign(values, { period_from: to, period_to: from });
  return values;
}

/** The data call's query: the values in one fixed order, so equal filters are one cache key. */
export function filterSearch(values: FilterValues): string {
  const query = new URLSearchParams();
  for (const param of FILTER_PARAMS) {
    const value = values[param];
    if (value) query.set(param, value);
  }
  return query.toString();
}

/** The address query with `changes` applied (an empty value removes the filter); the rest kept. */
export function withFilters(search: string, changes: FilterValues): string {
  const query = new URLSearchParams(search);
  for (const [param, value] of Object.entries(changes)) {
    if (value) query.set(param, value);
    else query.delete(param);
  }
  return query.toString();
}

/** The address query without any filter: the dashboard's defaults. */
export function withoutFilters(search: string): string {
  const cleared = Object.fromEntries(FILTER_PARAMS.map((param) => [param, ""]));
  return withFilters(search, cleared);
}

/** Whether the address names any filter (the reset action has something to do). */
export function hasFilters(search: string): boolean {
  return Object.keys(readFilters(search)).length > 0;
}
