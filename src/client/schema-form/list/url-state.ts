/**
 * The list state in the page address (admin-area §2: back from a detail returns to the same
 * page, search and filters; a reload keeps them): `page`, `limit`, `sort_by`, `sort`,
 * `search` and one `f.<field>` per filter, beside the screen's own `view` and `id`. Defaults
 * stay out of the address so a fresh list reads as the bare route.
 */
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  PAGE_SIZES,
  type SortDirection,
} from "../../../schema/api/crud";

export const FILTER_PREFIX = "f.";
const LIST_KEYS = ["page", "limit", "sort_by", "sort", "search"] as const;

export const INITIAL_QUERY: ListQuery = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sort: "DESC",
  filters: {},
};

const isPageSize = (limit: number) => (PAGE_SIZES as readonly number[]).includes(limit);
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** Reads the list state from an address's query; anything malformed falls back to its default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  const sort: SortDirection = params.get("sort") === "ASC" ? "ASC" : "DESC";
  const filters: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (!key.startsWith(FILTER_PREFIX) || key.length === FILTER_PREFIX.length) continue;
    // A key given more than once is a list (or a range, whose empty end keeps its place).
    const values = params.getAll(key);
    filters[key.slice(FILTER_PREFIX.length)] = values.length > 1 ? values : values[0];
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
    ...(params.get("sort_by") ? { sort_by: params.get("sort_by") as string } : {}),
    sort,
    ...(params.get("search") ? { search: params.get("search") as string } : {}),
    filters,
  };
}

/**
 * `params` with its list state replaced by `query`'s, every other key (view, id) kept.
 * The returned query string has no leading "?".
 */
export function withListQuery(params: URLSearchParams, query: ListQuery): string {
  const next = new URLSearchParams();
  if (query.page !== 1) next.set("page", String(query.page));
  if (query.limit !== DEFAULT_PAGE_SIZE) next.set("limit", String(query.limit));
  if (query.sort_by) {
    next.set("sort_by", query.sort_by);
    next.set("sort", query.sort ?? "DESC");
  } else if (query.sort === "ASC") {
    next.set("sort", "ASC");
  }
  if (query.search) next.set("search", query.search);
  for (const [field, value] of Object.entries(query.filters)) {
    const key = `${FILTER_PREFIX}${field}`;
    if (Array.isArray(value)) {
      if (value.every(isBlank)) continue;
      for (const item of value) next.append(key, isBlank(item) ? "" : String(item));
    } else if (!isBlank(value)) {
      next.set(key, String(value));
    }
  }
  for (const [key, value] of params) {
    if (!isListKey(key)) next.append(key, value);
  }
  return next.toString();
}

function isListKey(key: string): boolean {
  return (LIST_KEYS as readonly string[]).includes(key) || key.startsWith(FILTER_PREFIX);
}

/**
 * The address of one view of the screen at `base` that keeps the list state of `search`:
 * the list itself without `view`, or `view` (and `id`) after it.
 */
export function screenHref(
  base: string,
  search: string,
  view?: "detail" | "create" | "update",
  id?: unknown,
): string {
  const params = new URLSearchParams(search);
  params.delete("view");
  params.delete("id");
  if (view) params.set("view", view);
  if (view && id !== undefined && id !== null) params.set("id", String(id));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
