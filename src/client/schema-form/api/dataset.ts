/**
 * Option lists for selects (admin-area §7 "Select options"): GET {endpoint}/dataset with the
 * query widgets/select/option-source.ts builds from the getter and the dependent fields.
 */
import useSWR from "swr";
import { http } from "../../api/http";

export type DatasetRow = Record<string, unknown>;

export function fetchDataset(endpoint: string, params: Record<string, string>) {
  return http
    .get(`${endpoint}/dataset`, { searchParams: params })
    .json<{ data: DatasetRow[]; total: number }>();
}

/** The rows of a select's list; `params` must be stable while unchanged (a key is built). */
export function useSelectOptions(endpoint: string | undefined, params: Record<string, string>) {
  return useSWR(endpoint ? ["dataset", endpoint, JSON.stringify(params)] : null, () =>
    fetchDataset(endpoint ?? "", params),
  );
}
