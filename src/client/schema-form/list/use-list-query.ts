/**
 * Where a list keeps its state: the screen's own list in the page address (so back and reload
 * keep it), a list embedded in a detail tab in component state (the address belongs to the
 * detail). Both answer the same `{ query, dispatch }`.
 */
import { useMemo, useReducer } from "react";
import { useLocation, useSearch } from "wouter";
import type { ListQuery } from "../../../schema/api/crud";
import { type ListAction, listReducer } from "./list-reducer";
import { INITIAL_QUERY, parseListQuery, withListQuery } from "./url-state";

export interface ListState {
  query: ListQuery;
  dispatch(action: ListAction): void;
}

export function useUrlListQuery(): ListState {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parseListQuery(new URLSearchParams(search)), [search]);
  const dispatch = (action: ListAction) => {
    const next = listReducer(query, action);
    if (next === query) return;
    // Replacing keeps Back meaning "the previous screen", not every keystroke of a search.
    const params = withListQuery(new URLSearchParams(search), next);
    navigate(params ? `${path}?${params}` : path, { replace: true });
  };
  return { query, dispatch };
}

export function useLocalListQuery(): ListState {
  const [query, dispatch] = useReducer(listReducer, INITIAL_QUERY);
  return { query, dispatch };
}
