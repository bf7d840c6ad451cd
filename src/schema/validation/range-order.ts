/**
 * The order of a range `{ from, to }` (admin-area §3 `*-range`): its start may not come after
 * its end. Every date kind's text (YYYY-MM-DD, instants in UTC, HH:mm:ss, YYYY-MM, YYYY-Www)
 * sorts as it reads, and years are numbers; a range with one end open is in order.
 */
export function rangeInOrder(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return true;
  const { from, to } = value as { from?: unknown; to?: unknown };
  if (from === undefined || from === null || to === undefined || to === null) return true;
  if (typeof from === "number" && typeof to === "number") return from <= to;
  return String(from) <= String(to);
}
