/**
 * The one HTTP client for `/api`. Every call carries the interface language as
 * `Content-Language` so the server answers in it, and the stored session's bearer token;
 * a 401 from any call ends the stored session and shows the login page.
 */
import ky, { HTTPError } from "ky";
import { currentLocale } from "../i18n/activate-locale";
import { readSession } from "../session/session-store";
import { endSessionAfter401 } from "../session/unauthorized";

// ky hands the address to `Request`, which outside a real page (jsdom in tests) rejects a
// relative URL; resolving against the page's origin is the same address in the browser.
const apiBase = new URL("/api", globalThis.location.origin).href;

const serverAnswers = new WeakMap<HTTPError, Record<string, unknown>>();

export const http = ky.create({
  prefixUrl: apiBase,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set("Content-Language", currentLocale());
        const { token } = readSession();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) endSessionAfter401();
      },
    ],
    beforeError: [
      async (error) => {
        const body = await readBody(error.response);
        if (body) serverAnswers.set(error, body);
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
  const message = serverAnswer(error)?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** The whole JSON object of an error answer (`{ code, message, errors?, … }`), if any. */
export function serverAnswer(error: unknown): Record<string, unknown> | undefined {
  return error instanceof HTTPError ? serverAnswers.get(error) : undefined;
}

async function readBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server answer to read.
  }
  return undefined;
}
