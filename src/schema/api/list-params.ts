/**
 * A list query as the query string the server reads (admin-area §7: filters merged flat).
 * Empty filter values are left out: an empty filter filters nothing.
 */
import { type ListQuery, RANGE_FROM, RANGE_TO } from "./crud";

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** `paging: false` leaves page and limit out (export: every row). */
export function listSearchParams(
  query: Partial<ListQuery>,
  options: { paging?: boolean; rangeFields?: ReadonlySet<string> } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (options.paging !== false) {
    if (query.page !== undefined) params.set("page", String(query.page));
    if (query.limit !== undefined) params.set("limit", String(query.limit));
  }
  if (query.sort_by) params.set("sort_by", query.sort_by);
  if (query.sort) params.set("sort", query.sort);
  if (query.search?.trim()) params.set("search", query.search.trim());
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (Array.isArray(value) && options.rangeFields?.has(key)) {
      const [from, to] = value;
      if (!isEmpty(from)) params.set(`${key}${RANGE_FROM}`, String(from));
      if (!isEmpty(to)) params.set(`${key}${RANGE_TO}`, String(to));
    } else if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) params.append(key, String(item));
    } else if (!isEmpty(value)) {
      params.set(key, String(value));
    }
  }
  return params;
}
