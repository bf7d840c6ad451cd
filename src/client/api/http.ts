/**
 * The one HTTP client for `/api`. Every call carries the interface language as
 * `Content-Language` so the server answers in it; the bearer token joins here later.
 */
import ky, { HTTPError } from "ky";
import { currentLocale } from "../i18n/activate-locale";

// ky hands the address to `Request`, which outside a real page (jsdom in tests) rejects a
// relative URL; resolving against the page's origin is the same address in the browser.
const apiBase = new URL("/api", globalThis.location.origin).href;

const serverMessages = new WeakMap<HTTPError, string>();

export const http = ky.create({
  prefixUrl: apiBase,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set("Content-Language", currentLocale());
      },
    ],
    beforeError: [
      async (error) => {
        const message = await readMessage(error.response);
        if (message) serverMessages.set(error, message);
        return error;
      },
    ],
  },
});

/**
 * The localised `message` the server put in its error answer, if the failure came with one.
 * Network failures and non-JSON answers have none: show a generic text for those.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof HTTPError ? serverMessages.get(error) : undefined;
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === "object" && body !== null && "message" in body) {
      return typeof body.message === "string" && body.message ? body.message : undefined;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server message to show.
  }
  return undefined;
}
