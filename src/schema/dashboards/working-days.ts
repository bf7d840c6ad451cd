/**
 * The working days of a period: Monday to Saturday (the sites' six-day week), counted from
 * `from` to `to` but never past `today` — the days on which a worker could have been present
 * so far. It is the denominator of the attendance rate. Dates are "YYYY-MM-DD" (Jakarta days).
 */

const DAY_MS = 86_400_000;

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Mondays to Saturdays in [from, min(to, today)]; 0 for an empty or future range. */
export function workingDays(from: string, to: string, today: string): number {
  const first = epochDay(from);
  const last = epochDay(to < today ? to : today);
  if (!(last >= first)) return 0;
  const days = last - first + 1;
  // 1970-01-01 was a Thursday: (epoch day + 3) mod 7 is 0 on a Monday … 6 on a Sunday.
  const weekday = (first + 3) % 7;
  const firstSunday = 6 - weekday;
  const sundays = firstSunday >= days ? 0 : Math.floor((days - 1 - firstSunday) / 7) + 1;
  return days - sundays;
}
