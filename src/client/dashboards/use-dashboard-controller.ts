/**
 * Everything a dashboard view knows, apart from how it looks: its definition and figures, the
 * filters in the address (read, changed, reset — each change replaces the address, so Back
 * still leaves the dashboard), the live feed when the definition says `live`, and the links
 * to each widget's full-screen view with the same filters.
 */
import { useLocation, useSearch } from "wouter";
import { useDashboard, useDashboardData } from "./dashboard-api";
import {
  type FilterValues,
  filterSearch,
  hasFilters,
  readFilters,
  withFilters,
  withoutFilters,
} from "./filter-query";
import { useLiveRevalidation } from "./use-live-revalidation";
import { widgetHref } from "./widget-address";

export function useDashboardController(id: string, base: string, widget?: string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = readFilters(search);
  const query = filterSearch(filters);
  const definition = useDashboard(id);
  const data = useDashboardData(id, query, widget);
  const live = useLiveRevalidation(definition.data?.live === true, () => void data.mutate());
  const go = (next: string) => navigate(next ? `${path}?${next}` : path, { replace: true });
  return {
    id,
    base,
    definition,
    data,
    filters,
    live,
    canReset: hasFilters(search),
    setFilters: (changes: FilterValues) => go(withFilters(search, changes)),
    reset: () => go(withoutFilters(search)),
    /** The dashboard itself, with the current filters. */
    dashboardHref: query ? `${base}?${query}` : base,
    widgetHref: (widgetId: string) => widgetHref(base, widgetId, query),
  };
}

export type DashboardController = ReturnType<typeof useDashboardController>;
