/** A call's failure as `failureView` reads it: the HTTP status and the server's code and message. */
import { HTTPError } from "ky";
import { serverAnswer, serverMessage } from "../api/http";
import type { FailedCall } from "./load-failure";

export function failedCallOf(error: unknown): FailedCall {
  // ky's time-out and the browser's network failure carry no answer: no status.
  if (!(error instanceof HTTPError)) return {};
  const code = serverAnswer(error)?.code;
  const message = serverMessage(error);
  return {
    status: error.response.status,
    ...(typeof code === "string" ? { code } : {}),
    ...(message ? { message } : {}),
  };
}
