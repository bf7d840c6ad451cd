/**
 * How close a validity date is to its end (admin-area §2 operating units: a vendor document's
 * expiry is highlighted, one expiring within 30 days flagged): `expired` once the day has
 * passed, `expiring` from `days` days before it through the day itself, otherwise `valid`;
 * no date is `none` (a document that never expires). Days are calendar days (YYYY-MM-DD).
 */
export type ExpiryState = "expired" | "expiring" | "valid" | "none";

/** The warning window of the spec: "expiring within 30 days". */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

export function expiryState(
  value: unknown,
  today: string,
  days: number = EXPIRY_WARNING_DAYS,
): ExpiryState {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return "none";
  const left = (Date.parse(value.slice(0, 10)) - Date.parse(today)) / DAY_MS;
  if (Number.isNaN(left)) return "none";
  if (left < 0) return "expired";
  return left <= days ? "expiring" : "valid";
}
