/**
 * The list state's transitions (admin-area §4 "List state"): a typed page is clamped to
 * 1..last, a new page size, search or filter starts again at page 1, and a sort click sorts a
 * new column DESC first and toggles the same column between DESC and ASC; clearing drops the
 * search, filters and sort the address carried, keeping the page size.
 */
import type { ListQuery } from "../../../schema/api/crud";
import { clampPage } from "../pager/pages";
import { INITIAL_QUERY } from "./url-state";

export type ListAction =
  | { type: "page"; page: number; lastPage: number }
  | { type: "limit"; limit: number }
  | { type: "sort"; column: string }
  | { type: "search"; search: string }
  | { type: "filters"; filters: Record<string, unknown> }
  | { type: "clear" };

export function listReducer(state: ListQuery, action: ListAction): ListQuery {
  switch (action.type) {
    case "page":
      return { ...state, page: clampPage(action.page, action.lastPage, state.page) };
    case "limit":
      return { ...state, limit: action.limit, page: 1 };
    case "sort": {
      const same = state.sort_by === action.column;
      return {
        ...state,
        sort_by: action.column,
        sort: same && state.sort === "DESC" ? "ASC" : "DESC",
        page: 1,
      };
    }
    case "search": {
      const search = action.search.trim();
      if (search === (state.search ?? "")) return state;
      const { search: _old, ...rest } = state;
      return search ? { ...rest, search, page: 1 } : { ...rest, page: 1 };
    }
    case "filters":
      return { ...state, filters: action.filters, page: 1 };
    case "clear":
      return { ...INITIAL_QUERY, limit: state.limit };
  }
}
