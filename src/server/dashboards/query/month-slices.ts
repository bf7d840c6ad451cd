/**
 * A period of days cut at the months' turns: each month it touches, with the days of that
 * month it covers. Pure; dates are calendar days "YYYY-MM-DD".
 */
import { type DayRange, monthOf } from "../../../schema/rollup/rollup-range";

export interface MonthSlice {
  /** The month's first day. */
  month: string;
  /** Days of the month covered, inclusive (1–31). */
  first: number;
  last: number;
  /** The slice is the whole month. */
  whole: boolean;
}

const dayOfMonth = (day: string) => Number(day.slice(8, 10));

function nextMonth(first: string): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

export function monthSlices({ from, to }: DayRange): MonthSlice[] {
  const slices: MonthSlice[] = [];
  for (let start = monthOf(from).from; start <= to; start = nextMonth(start)) {
    const month = monthOf(start);
    const first = from > month.from ? dayOfMonth(from) : 1;
    const last = dayOfMonth(to < month.to ? to : month.to);
    slices.push({
      month: month.from,
      first,
      last,
      whole: first === 1 && last === dayOfMonth(month.to),
    });
  }
  return slices;
}
