/**
 * The lookup's calls (admin-area §7 "Lookup options"): a page of the getter's dataset with
 * search, page, limit 10 and active 1, and the rows of the codes the field already holds
 * (one filtered call per code not yet known), so a stored value shows its label.
 */
import useSWR from "swr";
import { fetchDataset } from "../../api/dataset";
import { splitGetter } from "../select/option-source";
import { LOOKUP_PAGE_SIZE, type LookupRow } from "./lookup-choice";

export function useLookupPage(getter: string, search: string, page: number) {
  const { endpoint, params } = splitGetter(getter);
  const query = {
    ...params,
    ...(search ? { search } : {}),
    page: String(page),
    limit: String(LOOKUP_PAGE_SIZE),
    active: "1",
  };
  return useSWR(["lookup", endpoint, JSON.stringify(query)], () => fetchDataset(endpoint, query), {
    keepPreviousData: true,
  });
}

/** The rows of `codes` (by the option's code key), in their order; a code not found fails. */
export function useValueRows(getter: string, codeKey: string, codes: readonly unknown[]) {
  const { endpoint, params } = splitGetter(getter);
  const key = JSON.stringify(codes);
  return useSWR(codes.length > 0 ? ["lookup-value", endpoint, codeKey, key] : null, () =>
    Promise.all(
      codes.map(async (code) => {
        const answer = await fetchDataset(endpoint, {
          ...params,
          [codeKey]: String(code),
          limit: "1",
        });
        const row = answer.data[0];
        if (!row) throw new Error(`${codeKey}=${String(code)} not found`);
        return row as LookupRow;
      }),
    ),
  );
}
