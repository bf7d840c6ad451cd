/** The generic step call of an overlay's `transitions`: POST <endpoint>/<id>/transitions/<name>. */
import { http } from "../../api/http";

export function takeTransition(
  endpoint: string,
  id: number | string,
  name: string,
  reason: string | undefined,
): Promise<{ message: string }> {
  return http
    .post(`${endpoint}/${id}/transitions/${name}`, {
      json: reason === undefined ? {} : { reason },
      retry: 0,
    })
    .json<{ message: string }>();
}
