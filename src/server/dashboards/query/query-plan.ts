/**
 * Where a widget's figures are read for a period: whole months from the per-month tables
 * (unless the grouping needs days), any other range from the per-day tables; and the group
 * key each fact gives, including the day, week and month buckets of time facts.
 */
import { type RawBuilder, sql } from "kysely";
import { type DayRange, rollupSource } from "../../../schema/rollup/rollup-range";
import { quoted } from "../../db/identifiers";
import type { Fact, TimeGrain } from "../cubes/cube-types";

export interface Plan {
  grain: "day" | "month";
  /** Bounds on the table's day or month column. */
  from: string;
  to: string;
}

export const isTime = (dimension: string | undefined): dimension is TimeGrain =>
  dimension === "day" || dimension === "week" || dimension === "month";

export function planOf(period: DayRange, groupBy: string | undefined): Plan {
  const source = rollupSource(period);
  return source.grain === "month" && groupBy !== "day" && groupBy !== "week"
    ? source
    : { grain: "day", from: period.from, to: period.to };
}

export const tableOf = (fact: Fact, plan: Plan) =>
  typeof fact.table === "string"
    ? fact.table
    : fact.table[plan.grain === "month" ? "months" : "days"];

/** The fact's key for `groupBy`, or undefined when the fact is one figure for every group. */
export function keyOf(fact: Fact, groupBy: string | undefined, plan: Plan): string | undefined {
  if (groupBy === undefined) return undefined;
  if (!isTime(groupBy)) return fact.keys[groupBy];
  if (typeof fact.table === "string") return undefined;
  if (groupBy === "day") return "t.day";
  if (groupBy === "week") return "date_trunc('week', t.day)::date";
  return plan.grain === "month" ? "t.month" : "date_trunc('month', t.day)::date";
}

export function periodCondition(fact: Fact, plan: Plan): RawBuilder<boolean> | undefined {
  if (typeof fact.table === "string") return undefined;
  const column = sql.ref(`t.${plan.grain}`);
  return sql<boolean>`${column} BETWEEN ${plan.from}::date AND ${plan.to}::date`;
}

/** Every bucket of the period for a time grouping (with or without figures), and the totals row. */
export function timeKeys(grain: TimeGrain, period: DayRange, totals: boolean) {
  // A literal of one of the fixed grains, as the statement always had it: not a name.
  const step = sql.raw(`interval '1 ${grain}'`);
  const start =
    grain === "day"
      ? sql`${period.from}::timestamp`
      : sql`date_trunc(${grain}, ${period.from}::timestamp)`;
  return sql`SELECT 0 AS g, d::date AS k, d::date::text AS kt
    FROM generate_series(${start}, ${period.to}::timestamp, ${step}) d
    ${totals ? sql`UNION ALL SELECT 1, NULL, ''` : sql``}`;
}

/**
 * Working days (Mon–Sat up to today) of each bucket of a time grouping in `keys`, the whole
 * period's (`workdays`) for the totals row.
 */
export function bucketWorkdays(
  grain: TimeGrain,
  keys: string,
  bounds: { period: DayRange; today: string; workdays: number },
): RawBuilder<number> {
  const k = quoted.ref(`${keys}.k`);
  const end = {
    day: k,
    week: sql`${k} + 6`,
    month: sql`(${k} + interval '1 month')::date - 1`,
  }[grain];
  return sql<number>`CASE WHEN ${quoted.ref(`${keys}.g`)} = 1 THEN ${bounds.workdays}::int ELSE (
    SELECT count(*)::int FROM generate_series(greatest(${k}, ${bounds.period.from}::date),
      least(${end}, ${bounds.period.to}::date, ${bounds.today}::date), interval '1 day') w
    WHERE extract(isodow FROM w) < 7) END`;
}
