/**
 * Shared set-up for the client component tests: a mock `/api` (msw), a clean DOM, storage
 * and address between tests, and `renderApp` to mount the whole app at a path and language.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http, type RequestHandler } from "msw";
import { type SetupServer, setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { App } from "../../src/client/App";
import { activateLocale } from "../../src/client/i18n/activate-locale";
import type { Locale } from "../../src/client/i18n/locales";

export const HEALTHY = { status: "ok", database: "pglite", version: "0.1.0" } as const;

export function healthAnswers(body: unknown = HEALTHY, status = 200) {
  return http.get("*/api/health", () => HttpResponse.json(body as object, { status }));
}

/** Call once at the top of a test file; the handlers answer every test unless overridden. */
export function setupClientTests(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });
  afterAll(() => server.close());
  return server;
}

export async function renderApp({
  path = "/",
  locale = "id",
}: {
  path?: string;
  locale?: Locale;
} = {}) {
  window.history.replaceState(null, "", path);
  await activateLocale(locale);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
