/**
 * The order of two values of one field kind, for the rules that compare them (a range's ends,
 * `after:start_date`). Dates, times, months and weeks sort as their text reads; an instant is
 * compared as a moment, so "…T10:00:00+07:00" and "…T03:00:00Z" are equal; numbers as numbers,
 * also when the database handed them back as text. Undefined when the two cannot be compared.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

function comparable(value: unknown): number | string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return value.getTime();
  if (typeof value !== "string") return undefined;
  if (INSTANT.test(value)) {
    const moment = Date.parse(value);
    if (!Number.isNaN(moment)) return moment;
  }
  return NUMERIC_TEXT.test(value) ? Number(value) : value;
}

/** Negative when `a` comes first, 0 when equal, positive when `b` does. */
export function compareValues(a: unknown, b: unknown): number | undefined {
  const left = comparable(a);
  const right = comparable(b);
  if (left === undefined || right === undefined || typeof left !== typeof right) return undefined;
  if (typeof left === "number") return left - (right as number);
  return left < right ? -1 : left > right ? 1 : 0;
}
