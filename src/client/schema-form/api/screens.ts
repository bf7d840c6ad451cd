/**
 * The screen calls: a screen's merged definition (GET /api/schema/:id; the browser revalidates
 * it by ETag, so a steward's edit arrives on the next navigation), one record, create and
 * update (admin-area §7).
 */
import { HTTPError } from "ky";
import useSWR from "swr";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import { http, serverAnswer } from "../../api/http";
import { fetchScreen } from "./screen-calls";
import type { RecordData } from "./screen-data";

export interface SaveAnswer {
  data: RecordData;
  message: string;
}

export function useScreen(id: string | undefined) {
  return useSWR(id ? ["schema", id] : null, ([, screen]) => fetchScreen(screen));
}

export function useRecord(endpoint: string | undefined, id: string | undefined) {
  return useSWR(endpoint && id ? ["record", endpoint, id] : null, async () => {
    const answer = await http.get(`${endpoint}/${id}/show`).json<{ data: RecordData }>();
    return answer.data;
  });
}

/**
 * The record as it is now, or undefined once it has left the reader's reach (403, 404): a step
 * such as approving can move it out of the view it was taken from.
 */
export async function recordIfReachable(
  endpoint: string,
  id: string,
): Promise<RecordData | undefined> {
  try {
    return (await http.get(`${endpoint}/${id}/show`).json<{ data: RecordData }>()).data;
  } catch (error) {
    const status = error instanceof HTTPError ? error.response.status : 0;
    if (status === 403 || status === 404) return undefined;
    throw error;
  }
}

export function createRecord(endpoint: string, values: RecordData): Promise<SaveAnswer> {
  return http.post(`${endpoint}/create`, { json: values, retry: 0 }).json<SaveAnswer>();
}

export function updateRecord(endpoint: string, values: RecordData): Promise<SaveAnswer> {
  return http.put(`${endpoint}/update`, { json: values, retry: 0 }).json<SaveAnswer>();
}

/** The field errors of a refused save (HTTP 422), if that is what the failure was. */
export function refusedFields(error: unknown): FieldErrors | undefined {
  if (!(error instanceof HTTPError) || error.response.status !== 422) return undefined;
  const errors = serverAnswer(error)?.errors as FieldErrors | undefined;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}
