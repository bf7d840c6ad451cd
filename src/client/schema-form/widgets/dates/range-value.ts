/**
 * A range's value `{ from, to }` (admin-area §3 `*-range`), and how the list's filter
 * carries it: as the two filters `<field>_from` and `<field>_to` the list endpoint reads,
 * so the page address holds `f.join_date_from=…&f.join_date_to=…`.
 */
import { RANGE_FROM, RANGE_TO } from "../../../../schema/api/crud";

export interface RangeValue {
  from?: unknown;
  to?: unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** Anything → a range; an array (an older address's repeated key) reads as [from, to]. */
export function toRange(value: unknown): RangeValue {
  const [from, to] = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? [(value as RangeValue).from, (value as RangeValue).to]
      : [];
  return {
    ...(isBlank(from) ? {} : { from }),
    ...(isBlank(to) ? {} : { to }),
  };
}

/** The range with one end changed; undefined when neither end is left. */
export function withEnd(
  range: RangeValue,
  end: keyof RangeValue,
  value: unknown,
): RangeValue | undefined {
  const next = toRange({ ...range, [end]: value });
  return Object.keys(next).length === 0 ? undefined : next;
}

/** The filters as the form edits them: `<field>_from` / `<field>_to` joined into ranges. */
export function joinRangeFilters(
  filters: Record<string, unknown>,
  rangeFields: ReadonlySet<string>,
): Record<string, unknown> {
  const joined: Record<string, unknown> = { ...filters };
  for (const field of rangeFields) {
    const range = toRange({
      from: filters[`${field}${RANGE_FROM}`],
      to: filters[`${field}${RANGE_TO}`],
    });
    delete joined[`${field}${RANGE_FROM}`];
    delete joined[`${field}${RANGE_TO}`];
    if (Object.keys(range).length > 0) joined[field] = range;
    else if (Array.isArray(filters[field])) joined[field] = toRange(filters[field]);
  }
  return joined;
}

/** The form's values as list filters: each range split into `<field>_from` / `<field>_to`. */
export function splitRangeFilters(
  values: Record<string, unknown>,
  rangeFields: ReadonlySet<string>,
): Record<string, unknown> {
  const split: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!rangeFields.has(field)) {
      split[field] = value;
      continue;
    }
    const { from, to } = toRange(value);
    if (from !== undefined) split[`${field}${RANGE_FROM}`] = from;
    if (to !== undefined) split[`${field}${RANGE_TO}`] = to;
  }
  return split;
}
