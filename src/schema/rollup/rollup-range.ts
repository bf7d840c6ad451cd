/**
 * The days a rollup list totals and where it reads them: whole months from the per-month
 * table (one row per person and month), any other range from the per-day table. Dates are
 * calendar days "YYYY-MM-DD" in the company's time zone.
 */
import { businessToday } from "../validation/periods";

export interface DayRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export type RollupSource =
  | { grain: "month"; from: string; to: string }
  | { grain: "day"; from: string; to: string };

/** The month of `day` ("YYYY-MM-DD"): its first and last day. */
export function monthOf(day: string): DayRange {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return { from: `${day.slice(0, 7)}-01`, to: lastDayOf(year, month) };
}

/**
 * The range asked for: nothing asked is the current business month (Jakarta) at `now`; one
 * end alone reaches to the end of its month.
 */
export function rangeOrDefault(asked: { from?: string; to?: string }, now: Date): DayRange {
  const { from, to } = asked;
  if (from && to) return { from, to };
  if (from) return { from, to: monthOf(from).to };
  if (to) return { from: monthOf(to).from, to };
  return monthOf(businessToday(now));
}

/**
 * Where the range is read: the months it covers (first days, inclusive) when it starts on a
 * first and ends on a last day of a month, else its days.
 */
export function rollupSource({ from, to }: DayRange): RollupSource {
  const wholeMonths = from.endsWith("-01") && to === monthOf(to).to && from <= to;
  return wholeMonths
    ? { grain: "month", from, to: `${to.slice(0, 7)}-01` }
    : { grain: "day", from, to };
}

function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(days).padStart(2, "0")}`;
}
