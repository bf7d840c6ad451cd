/**
 * The order of a range `{ from, to }` (admin-area §3 `*-range`): its start may not come after
 * its end. A range with one end open, or ends that cannot be compared, is in order.
 */
import { compareValues } from "./value-order";

export function rangeInOrder(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return true;
  const { from, to } = value as { from?: unknown; to?: unknown };
  if (from === undefined || from === null || to === undefined || to === null) return true;
  return (compareValues(from, to) ?? 0) <= 0;
}
