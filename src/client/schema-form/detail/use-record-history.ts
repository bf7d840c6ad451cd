/**
 * A record's history (GET {endpoint}/{id}/audit), newest first, 20 entries a page; more
 * pages load on request. Entries written meanwhile shift the pages, so one that arrives
 * twice is kept once.
 */
import useSWRInfinite from "swr/infinite";
import type { AuditAnswer, AuditNames } from "../../../schema/api/crud";
import { http } from "../../api/http";

export const HISTORY_PAGE_SIZE = 20;

type PageKey = readonly ["audit", string, string, number];

export function useRecordHistory(endpoint: string, id: string, enabled: boolean) {
  const pages = useSWRInfinite(
    (index, previous: AuditAnswer | null): PageKey | null => {
      if (!enabled || (previous && previous.data.length === 0)) return null;
      return ["audit", endpoint, id, index + 1];
    },
    ([, from, record, page]: PageKey) =>
      http
        .get(`${from}/${record}/audit`, { searchParams: { page, limit: HISTORY_PAGE_SIZE } })
        .json<AuditAnswer>(),
    { revalidateFirstPage: false },
  );
  const seen = new Set<number>();
  const entries = (pages.data ?? [])
    .flatMap((page) => page.data)
    .filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
  // Each page names the keys of its own entries; together they name every entry shown.
  const names: AuditNames = {};
  for (const page of pages.data ?? []) {
    for (const [field, keys] of Object.entries(page.names ?? {})) {
      names[field] = { ...names[field], ...keys };
    }
  }
  const last = pages.data?.at(-1);
  const total = last?.total ?? 0;
  return {
    entries,
    names,
    total,
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    isLoadingMore: pages.size > (pages.data?.length ?? 0),
    // A short page is the last one, even when entries shown twice leave the count below total.
    hasMore: last?.data.length === HISTORY_PAGE_SIZE && entries.length < total,
    loadMore: () => void pages.setSize((size) => size + 1),
    retry: () => void pages.mutate(),
  };
}
