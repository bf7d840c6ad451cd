/**
 * The values of the date inputs (admin-area §9) and how they meet the browser's native
 * inputs. Stored values: date "YYYY-MM-DD", datetime an instant (ISO 8601, UTC), time
 * "HH:mm:ss", month "YYYY-MM", week "YYYY-Www" (ISO 8601 weeks), year a four-digit number.
 * A date-time is shown and typed in the company's time zone, whatever the browser's own.
 */
import { formatDateTime } from "../../../../schema/adapter/transforms";
import { FORMATS } from "../../../../schema/validation/formats";
import { openPeriod } from "../../../../schema/validation/periods";

/** Western Indonesian Time has had no daylight saving since 1964: a fixed offset. */
const BUSINESS_OFFSET = "+07:00";

/** An instant → "YYYY-MM-DDTHH:mm:ss" in Jakarta (a datetime-local input's value); "" if none. */
export function instantToLocal(value: unknown): string {
  if (typeof value !== "string" || Number.isNaN(new Date(value).getTime())) return "";
  return formatDateTime(value).replace(" ", "T");
}

/** What a datetime-local input gives: seconds only when not zero, a fraction in some engines. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A Jakarta wall-clock time "YYYY-MM-DDTHH:mm[:ss[.sss]]" → the instant, ISO 8601 in UTC. */
export function localToInstant(local: string): string | undefined {
  if (!LOCAL_DATE_TIME.test(local) || !FORMATS.date(local.slice(0, 10))) return undefined;
  const date = new Date(`${local}${BUSINESS_OFFSET}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(".000Z", "Z");
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** "HH:mm" or "HH:mm:ss" (what a time input gives) → "HH:mm:ss"; anything else → "". */
export function normalizeTime(value: unknown): string {
  if (typeof value !== "string") return "";
  const time = value.slice(0, 8);
  if (!TIME.test(time)) return "";
  return time.length === 5 ? `${time}:00` : time;
}

/** The ISO 8601 week of a day "YYYY-MM-DD": "YYYY-Www", the year being the week's own. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  // The week belongs to the year of its Thursday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** A year as typed → the stored value (a number for a numeric column), or undefined. */
export function toYear(text: string, numeric: boolean): number | string | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  return numeric ? Number(text) : text;
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** The lock rules of admin-area §5 a field carries, as the adapter hands them to its widget. */
export type LockRule = "lock-periode" | "lock-day";

/** The first and last day a locked field still accepts, "YYYY-MM-DD"; none without a lock. */
export function lockedDays(
  locks: readonly string[],
  today: string,
): { min?: string; max?: string } {
  if (locks.includes("lock-day")) return { min: today, max: today };
  if (locks.includes("lock-periode")) {
    const [min, max] = openPeriod(today);
    return { min, max };
  }
  return {};
}
