/**
 * The dashboards' calls: a definition (`GET /api/dashboards/<id>`) and its figures
 * (`GET /api/dashboards/<id>/data?<filters>[&widget=<id>]`), cached by SWR under the filters'
 * query, so a filter change asks again and going back to a view shows it at once. While new
 * figures load the previous ones stay (marked busy) rather than blinking to skeletons.
 */
import useSWR from "swr";
import type { DashboardData, DashboardDefinition } from "../../schema/dashboards/dashboard-types";
import { http } from "../api/http";

const get = async <T>(path: string, searchParams?: string) =>
  (await http.get(path, searchParams ? { searchParams } : {}).json<{ data: T }>()).data;

export function useDashboard(id: string | undefined) {
  return useSWR(id ? ["dashboard", id] : null, () => get<DashboardDefinition>(`dashboards/${id}`), {
    revalidateOnFocus: false,
  });
}

/** The figures of dashboard `id` for `filters` (a query from `filterSearch`), or of one widget. */
export function useDashboardData(id: string | undefined, filters: string, widget?: string) {
  const params = new URLSearchParams(filters);
  if (widget) params.set("widget", widget);
  const search = params.toString();
  return useSWR(
    id ? ["dashboard-data", id, search] : null,
    () => get<DashboardData>(`dashboards/${id}/data`, search),
    { keepPreviousData: true },
  );
}
