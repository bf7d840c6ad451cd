/**
 * Shared set-up for the client component tests: a mock `/api` (msw), a clean DOM, storage
 * and address between tests, and `renderApp` to mount the whole app at a path and language,
 * signed out or with a stored session.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http, type RequestHandler } from "msw";
import { type SetupServer, setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import appConfigFile from "../../config/app.json";
import { App } from "../../src/client/App";
import { activateLocale } from "../../src/client/i18n/activate-locale";
import type { Locale } from "../../src/client/i18n/locales";
import { saveModules, saveSignIn } from "../../src/client/session/session-store";
import type { AppConfig } from "../../src/schema/api/app-config";
import type { LoginAnswer } from "../../src/schema/api/profile";
import type { Module } from "../../src/schema/modules";

export const HEALTHY = { status: "ok", database: "pglite", version: "0.1.0" } as const;

export function healthAnswers(body: unknown = HEALTHY, status = 200) {
  return http.get("*/api/health", () => HttpResponse.json(body as object, { status }));
}

export const APP_CONFIG: AppConfig = appConfigFile;

/** `GET /api/app-config`, with some options changed. */
export function appConfigAnswers(options: Partial<AppConfig["options"]> = {}) {
  return http.get("*/api/app-config", () =>
    HttpResponse.json({ data: { ...APP_CONFIG, options: { ...APP_CONFIG.options, ...options } } }),
  );
}

export const MODULES: Module[] = [
  {
    name: "master",
    title: { id: "Data Master", en: "Master Data" },
    description: { id: "Data referensi.", en: "Reference data." },
    icon: "database",
    routes: [
      {
        path: "/m-skills",
        name: "master-keahlian",
        title: { id: "Master Keahlian", en: "Skills" },
        resource: "m-skills",
        group: { id: "Master Data", en: "Master Data" },
      },
      {
        path: "/m-diseases",
        name: "master-riwayat-penyakit",
        title: { id: "Master Riwayat Penyakit", en: "Diseases" },
        resource: "m-diseases",
        group: { id: "Master Data", en: "Master Data" },
      },
    ],
  },
];

export function modulesAnswers(modules: Module[] = MODULES) {
  return http.get("*/api/modules", () => HttpResponse.json({ data: modules }));
}

export const SIGNED_IN: LoginAnswer = {
  token: "t".repeat(43),
  user: {
    id: 7,
    fullname: "Dewi Lestari",
    username: "dewi.lestari",
    email: "dewi@mandor.test",
    role_id: 3,
    role_name: "Admin Proyek",
    department_id: 1,
    department_name: "Departemen Gedung",
    project_id: 2,
    project_name: "Gedung Kantor Sudirman",
    job_position: "Admin Proyek",
    locale: "id",
  },
  permissions: ["read-m-skills", "read-m-diseases"],
  departments: [{ id: 1, department_name: "Departemen Gedung" }],
  projects: [{ id: 2, project_name: "Gedung Kantor Sudirman", department_id: 1 }],
};

/** What a sign-in leaves in local storage. */
export function storeSession(answer: LoginAnswer = SIGNED_IN, appCode = APP_CONFIG.appCode) {
  saveSignIn(answer, appCode, true);
  saveModules(MODULES);
}

/** Call once at the top of a test file; the handlers answer every test unless overridden. */
export function setupClientTests(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(
    appConfigAnswers(),
    modulesAnswers(),
    http.get("*/api/change-locale", ({ request }) =>
      HttpResponse.json({ data: { locale: new URL(request.url).searchParams.get("lang") } }),
    ),
    ...handlers,
  );
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
  signedIn = false,
}: {
  path?: string;
  locale?: Locale;
  signedIn?: boolean;
} = {}) {
  window.history.replaceState(null, "", path);
  await activateLocale(locale);
  if (signedIn) storeSession();
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
