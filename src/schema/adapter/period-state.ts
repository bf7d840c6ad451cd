/**
 * Whether a record with an active period (a banner: the 1/0 `active` flag, `start_date` and
 * `end_date`, either end open) shows on a given day: `running` from its first day through its
 * last, both included, `scheduled` before, `ended` after, `inactive` when switched off whatever
 * the dates. Days are calendar days (YYYY-MM-DD) in Jakarta; the server's mobile endpoint
 * applies the same rule in SQL (src/server/mobile/mobile-store.ts).
 */
export type PeriodState = "running" | "scheduled" | "ended" | "inactive";

const day = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

export function periodState(
  record: { active?: unknown; start_date?: unknown; end_date?: unknown },
  today: string,
): PeriodState {
  if (record.active === 0 || record.active === "0" || record.active === false) return "inactive";
  const start = day(record.start_date);
  const end = day(record.end_date);
  if (start && today < start) return "scheduled";
  if (end && today > end) return "ended";
  return "running";
}
