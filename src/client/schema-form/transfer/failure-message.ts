/** The server's localised message of a failed call, from ky or from an XHR upload alike. */
import { serverMessage } from "../../api/http";
import { UploadFailed } from "./upload-with-progress";

export function failureMessage(error: unknown): string | undefined {
  return serverMessage(error) ?? (error instanceof UploadFailed ? error.serverMessage : undefined);
}
