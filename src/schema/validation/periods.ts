/**
 * The date locks of admin-area §5, as pure functions of the day being checked and "today".
 * Both sides compute today in the company's time zone, so the browser and the server agree
 * however the machines' clocks are set.
 *
 * - Lock period ('Cut Off Peride Aktif'): bookkeeping closes on the 25th. The open period runs
 *   from the 26th of one month to the 25th of the next; dates outside the period that holds
 *   today are locked. (The spec only says "a window around the 25th".)
 * - Day lock: a date is locked unless it is today; a date-time is also accepted up to 23 hours
 *   after today's midnight, i.e. any time today.
 */

/** The company works in Western Indonesian Time. */
export const BUSINESS_TIME_ZONE = "Asia/Jakarta";
export const CUT_OFF_DAY = 25;

/** Made once: building an Intl formatter costs more than a whole form validation. */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** YYYY-MM-DD of `now` in the business time zone. */
export function businessToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** HH:MM (24 h) of `now` in the business time zone. */
export function businessClock(now: Date): string {
  return clockFormat.format(now);
}

function shiftMonth(year: number, month: number, by: number): [number, number] {
  const index = year * 12 + (month - 1) + by;
  return [Math.floor(index / 12), (index % 12) + 1];
}

const day = (year: number, month: number, date: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;

/** [first, last] day (YYYY-MM-DD) of the open bookkeeping period that holds `today`. */
export function openPeriod(today: string): [string, string] {
  const [year = 0, month = 1, date = 1] = today.split("-").map(Number);
  const [endYear, endMonth] = date > CUT_OFF_DAY ? shiftMonth(year, month, 1) : [year, month];
  const [startYear, startMonth] = shiftMonth(endYear, endMonth, -1);
  return [day(startYear, startMonth, CUT_OFF_DAY + 1), day(endYear, endMonth, CUT_OFF_DAY)];
}

/**
 * The business day of a date or a date-time: an instant with a zone ("…T18:00:00Z") is the
 * day it is in Jakarta then (already the next one), a bare date or wall-clock time its own.
 */
export function businessDay(value: string): string {
  if (!/(Z|[+-]\d\d:?\d\d)$/.test(value) || value.length <= 10) return value.slice(0, 10);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value.slice(0, 10) : businessToday(instant);
}

/** Whether a date (or the business day of a date-time) lies in the open period. */
export function inOpenPeriod(value: string, today: string): boolean {
  const date = businessDay(value);
  const [first, last] = openPeriod(today);
  return date >= first && date <= last;
}

/** Whether a date or date-time is today (the day lock). */
export function isToday(value: string, today: string): boolean {
  return businessDay(value) === today;
}
