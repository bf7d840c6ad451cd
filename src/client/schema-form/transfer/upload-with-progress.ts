/**
 * A multipart POST to /api that reports how much of the body has gone out. fetch (and so ky)
 * cannot tell upload progress; XMLHttpRequest can. It sends what the shared client sends — the
 * interface language and the bearer token — and a 401 ends the session the same way.
 */
import { currentLocale } from "../../i18n/activate-locale";
import { readSession } from "../../session/session-store";
import { endSessionAfter401 } from "../../session/unauthorized";

/** The server refused the upload (status ≥ 400) or could not be reached (status 0). */
export class UploadFailed extends Error {
  constructor(
    readonly status: number,
    /** The localised `message` of the server's answer, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `Upload failed (${status})`);
    this.name = "UploadFailed";
  }
}

export interface UploadOptions {
  /** Whole percent of the body sent, 0–100. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** POSTs `body` to `/api/{path}` and resolves with the JSON answer. */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    request.open("POST", new URL(`/api/${path}`, globalThis.location.origin).href);
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Language", currentLocale());
    const { token } = readSession();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);

    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener("load", () => {
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        return resolve(answer as T);
      }
      if (request.status === 401) endSessionAfter401();
      const message = (answer as { message?: unknown } | undefined)?.message;
      reject(new UploadFailed(request.status, typeof message === "string" ? message : undefined));
    });
    request.addEventListener("error", () => reject(new UploadFailed(0)));
    // Settled here rather than on the request's own abort event, which not every
    // XMLHttpRequest stand-in fires while the answer is pending.
    signal?.addEventListener(
      "abort",
      () => {
        request.abort();
        reject(signal.reason);
      },
      { once: true },
    );
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page: there is no server answer to read.
    return undefined;
  }
}
