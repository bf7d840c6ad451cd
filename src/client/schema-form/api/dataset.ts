/**
 * Option lists for selects (admin-area §7 "Select options"): GET {getter}/dataset with limit
 * 1000 and active 1, the getter's inline "?key=value" parameters and the dependent fields'.
 */
import useSWR from "swr";
import { http } from "../../api/http";

export const SELECT_FETCH_LIMIT = 1000;

export type DatasetRow = Record<string, unknown>;

/** "department?active=1" → the endpoint and its inline parameters. */
export function splitGetter(getter: string): { endpoint: string; params: Record<string, string> } {
  const [endpoint = "", query = ""] = getter.split("?");
  return { endpoint, params: Object.fromEntries(new URLSearchParams(query)) };
}

export function fetchDataset(endpoint: string, params: Record<string, string>) {
  return http
    .get(`${endpoint}/dataset`, { searchParams: params })
    .json<{ data: DatasetRow[]; total: number }>();
}

/** The rows of a select's getter; `params` must be stable while unchanged (a key is built). */
export function useSelectOptions(getter: string | undefined, extra: Record<string, string>) {
  const split = getter ? splitGetter(getter) : undefined;
  const params = split
    ? { limit: String(SELECT_FETCH_LIMIT), active: "1", ...split.params, ...extra }
    : {};
  return useSWR(split ? ["dataset", split.endpoint, JSON.stringify(params)] : null, () =>
    fetchDataset(split?.endpoint ?? "", params),
  );
}
