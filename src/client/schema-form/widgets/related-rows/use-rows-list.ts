/**
 * The list call of the widgets that list a record's related rows (the mapping switch list and
 * the table input): `<getter>/list` with the query's params, the previous page kept on screen
 * while the next one loads.
 */
import useSWR from "swr";
import { http } from "../../../api/http";

export function useRowsList<Answer>(kind: string, getter: string, params: Record<string, string>) {
  return useSWR(
    [kind, getter, JSON.stringify(params)],
    () => http.get(`${getter}/list`, { searchParams: params }).json<Answer>(),
    { keepPreviousData: true },
  );
}
