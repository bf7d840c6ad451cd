/** The import's HTTP calls as a test makes them: upload a file, then preview or commit it. */
import type { ImportRequest } from "../../../src/schema/api/import";
import { multipart, type TransferApp } from "./transfer-app";

export function importCalls(env: Pick<TransferApp, "app">) {
  return {
    upload(endpoint: string, filename: string, content: string | Uint8Array, headers: object) {
      const body = multipart([{ field: "file", filename, content }]);
      return env.app.inject({
        method: "POST",
        url: `/api/${endpoint}/import`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    },
    step(
      endpoint: string,
      importId: string,
      action: "preview" | "commit",
      request: ImportRequest,
      headers: object,
    ) {
      return env.app.inject({
        method: "POST",
        url: `/api/${endpoint}/import/sessions/${importId}/${action}`,
        payload: request,
        headers: { ...headers },
      });
    },
  };
}
