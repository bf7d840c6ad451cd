/**
 * The list calls of a screen (admin-area §7): one page of rows for the table, pages appended
 * for the card list, the delete of a row, and the reading of a 409 that refused a stale
 * update or delete.
 */
import { HTTPError } from "ky";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { CARD_PAGE_SIZE, type ConflictAnswer, type ListQuery } from "../../../schema/api/crud";
import { listSearchParams } from "../../../schema/api/list-params";
import { http, serverAnswer } from "../../api/http";
import { fetchList } from "./screen-calls";
import type { RecordData } from "./screen-data";

export interface ListRequest {
  endpoint: string;
  query: ListQuery;
  /** The filters drawn as `*-range` inputs, sent as `<key>_from` / `<key>_to`. */
  rangeFields: ReadonlySet<string>;
}

/** One page of the table; the previous page stays on screen while the next one loads. */
export function useList(request: ListRequest | null) {
  const params = request
    ? listSearchParams(request.query, { rangeFields: request.rangeFields }).toString()
    : "";
  return useSWR(
    request ? ["list", request.endpoint, params] : null,
    () => fetchList(request?.endpoint ?? "", params),
    { keepPreviousData: true },
  );
}

/** The card list: pages of CARD_PAGE_SIZE from the first, one more per `setSize`. */
export function useListPages(request: ListRequest | null) {
  return useSWRInfinite(
    (index: number) => {
      if (!request) return null;
      const query = { ...request.query, page: index + 1, limit: CARD_PAGE_SIZE };
      const params = listSearchParams(query, { rangeFields: request.rangeFields }).toString();
      return ["list", request.endpoint, params] as const;
    },
    ([, endpoint, params]) => fetchList(endpoint, params),
  );
}

/** DELETE with the row as read: its `updated_at` lets the server refuse a stale delete. */
export function deleteRecord(endpoint: string, row: RecordData): Promise<{ message: string }> {
  return http.delete(`${endpoint}/delete`, { json: row, retry: 0 }).json<{ message: string }>();
}

/** The server's answer when a save or delete was refused because the record changed (409). */
export function conflictOf(error: unknown): ConflictAnswer<RecordData> | undefined {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
  const answer = serverAnswer(error);
  const data = answer?.data as ConflictAnswer<RecordData>["data"] | undefined;
  if (typeof answer?.message !== "string" || !data || typeof data !== "object") return undefined;
  return {
    message: answer.message,
    data: {
      current: data.current ?? null,
      submitted: data.submitted,
      ...(Array.isArray(data.conflicts) ? { conflicts: data.conflicts } : {}),
    },
  };
}
