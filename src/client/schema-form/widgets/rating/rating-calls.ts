/** The rating getter and setter of a screen (admin-area §7 "Rating"). */
import useSWR from "swr";
import type { RatingAnswer, RatingSubmit } from "../../../../schema/rating/rating-api";
import { http } from "../../../api/http";

type RatingKey = readonly ["rating", string, string, string, string];

/** The ratings of record `id`, for the `per` row `per` (under the `perColumn` parameter) if chosen. */
export function useRating(
  endpoint: string,
  id: string,
  perColumn: string,
  per: string,
  enabled: boolean,
) {
  return useSWR(
    enabled ? (["rating", endpoint, id, perColumn, per] as RatingKey) : null,
    ([, from, record, column, row]: RatingKey) =>
      http
        .get(`${from}/rating`, {
          searchParams: { id: record, ...(column && row ? { [column]: row } : {}) },
        })
        .json<RatingAnswer>(),
  );
}

export function saveRating(endpoint: string, body: RatingSubmit): Promise<{ message: string }> {
  return http.post(`${endpoint}/rating`, { json: body }).json<{ message: string }>();
}
