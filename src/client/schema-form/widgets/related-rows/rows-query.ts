/**
 * The paging, sorting and query text of the widgets that list a record's related rows (the
 * mapping switch list and the table input, admin-area §4, §7), as pure functions.
 */
import type { SortDirection } from "../../../../schema/api/crud";
import type { PagerProps } from "../../pager/Pager";
import { pageCount } from "../../pager/pages";

export interface RowsQuery {
  page: number;
  limit: number;
  search: string;
  sortBy?: string;
  sort?: SortDirection;
}

/**
 * The shared pager's paging of a related-rows list: its total and page sizes; a new size goes
 * back to page 1.
 */
export function rowsPaging(
  query: RowsQuery,
  total: number,
  sizes: readonly number[],
  onQuery: (query: RowsQuery) => void,
): Pick<PagerProps, "page" | "lastPage" | "onPage" | "total" | "sizes"> {
  return {
    page: query.page,
    lastPage: pageCount(total, query.limit),
    onPage: (page) => onQuery({ ...query, page }),
    total: { count: total },
    sizes: {
      limit: query.limit,
      choices: sizes,
      onLimit: (limit) => onQuery({ ...query, page: 1, limit }),
    },
  };
}

/** The query string of one list call: empty search and unset sort left out, extras added. */
export function rowsSearchParams(
  query: RowsQuery,
  extra: Readonly<Record<string, string | number>> = {},
): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), limit: String(query.limit) };
  const search = query.search.trim();
  if (search) params.search = search;
  if (query.sortBy) params.sort_by = query.sortBy;
  if (query.sort) params.sort = query.sort;
  for (const [key, value] of Object.entries(extra)) params[key] = String(value);
  return params;
}

/** A click on a column's header (§4): a new column sorts DESC first, the same one toggles. */
export function nextSort(query: RowsQuery, column: string): Pick<RowsQuery, "sortBy" | "sort"> {
  if (query.sortBy !== column) return { sortBy: column, sort: "DESC" };
  return { sortBy: column, sort: query.sort === "DESC" ? "ASC" : "DESC" };
}

/** A {id} in a configured getter or setter becomes the record's id. */
export function withRecordId(path: string, id: number | string): string {
  return path.replaceAll("{id}", encodeURIComponent(String(id)));
}
