/**
 * Reads the address query of a dashboard's figures (`?project_id=3&period_from=…`): the filters
 * the dashboard offers, each checked, and the period — the reader's, or the dashboard's default
 * (the current Jakarta business month, or today). Filters the dashboard does not offer are
 * ignored, so a link made for another dashboard still opens; a malformed offered one is named.
 */
import { type DayRange, monthOf, rangeOrDefault } from "../rollup/rollup-range";
import { businessToday } from "../validation/periods";
import {
  FILTER_KEYS,
  type FilterKey,
  type IdFilterKey,
  type PeriodDefault,
} from "./dashboard-types";

/** The longest period one request may total: two years (a year against the one before). */
export const MAX_PERIOD_DAYS = 731;

export interface DashboardQuery {
  ids: Partial<Record<IdFilterKey, number>>;
  period: DayRange;
  /** Only this widget's figures. */
  widget?: string;
}

/** Why a query was refused: the parameter, and what is wrong with it. */
export interface QueryProblem {
  field: string;
  problem: "id" | "date" | "order" | "span" | "widget";
}

export type QueryReading = { ok: true; query: DashboardQuery } | ({ ok: false } & QueryProblem);

const ID_KEYS = FILTER_KEYS.filter((key): key is IdFilterKey => key !== "period");
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,14}$/;

/** The period a dashboard shows until the reader picks one. */
export function defaultPeriod(kind: PeriodDefault, now: Date): DayRange {
  const today = businessToday(now);
  return kind === "today" ? { from: today, to: today } : monthOf(today);
}

/** Days from `from` to `to`, both included. */
export function periodDays({ from, to }: DayRange): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

function isDate(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** A single text value of the query, or undefined when absent or empty. */
function single(value: unknown): string | undefined | null {
  if (value === undefined || value === "") return undefined;
  return typeof value === "string" ? value : null;
}

export function readDashboardQuery(
  raw: Readonly<Record<string, unknown>>,
  dashboard: { filters: readonly FilterKey[]; period?: PeriodDefault; widgets: { id: string }[] },
  now: Date,
): QueryReading {
  const ids: DashboardQuery["ids"] = {};
  for (const key of ID_KEYS) {
    if (!dashboard.filters.includes(key)) continue;
    const value = single(raw[key]);
    if (value === undefined) continue;
    if (value === null || !ID.test(value)) return { ok: false, field: key, problem: "id" };
    ids[key] = Number(value);
  }
  let period = defaultPeriod(dashboard.period ?? "month", now);
  if (dashboard.filters.includes("period")) {
    const asked: { from?: string; to?: string } = {};
    for (const [field, end] of [
      ["period_from", "from"],
      ["period_to", "to"],
    ] as const) {
      const value = single(raw[field]);
      if (value === null || (value !== undefined && !isDate(value))) {
        return { ok: false, field, problem: "date" };
      }
      if (value !== undefined) asked[end] = value;
    }
    if (asked.from || asked.to) period = rangeOrDefault(asked, now);
    if (period.from > period.to) return { ok: false, field: "period_to", problem: "order" };
    if (periodDays(period) > MAX_PERIOD_DAYS)
      return { ok: false, field: "period_to", problem: "span" };
  }
  const widget = single(raw.widget);
  if (
    widget === null ||
    (widget !== undefined && !dashboard.widgets.some((w) => w.id === widget))
  ) {
    return { ok: false, field: "widget", problem: "widget" };
  }
  return { ok: true, query: { ids, period, ...(widget ? { widget } : {}) } };
}
