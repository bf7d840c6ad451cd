/**
 * The harness of a widget's browser suite: one built client, one server on the demo data (on
 * a copy of `schemas/` a suite may edit), one Chromium, the super-admin signed in once, and
 * pages in contexts of their own that must end without a console error. Call it inside the
 * suite's `describe`: it registers the hooks there.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Database } from "../../src/server/db/connect";
import { startServer, type TestServer } from "../helpers/start-server";
import { buildClient } from "./build-client";
import { launchChromium } from "./chromium";
import { signedInStorage, storeSession, unexpectedProblems, watchProblems } from "./sign-in";

export const SCREENSHOTS = "test-results";

export interface WidgetSuiteOptions {
  /** Changes the suite's copy of `schemas/` (its folder) before the server starts. */
  editSchemas?: (dir: string) => void;
  /** Changes the migrated database before the server reads its tables (an extra column). */
  prepareDatabase?: (database: Database) => Promise<void>;
}

export function widgetSuite(options: WidgetSuiteOptions = {}) {
  let client: Awaited<ReturnType<typeof buildClient>> | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let session: Record<string, string> = {};
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  /** HTTP statuses the running test provokes on purpose; the browser logs them as errors. */
  let expectedStatuses: number[] = [];
  let schemasDir = "";

  beforeAll(async () => {
    schemasDir = mkdtempSync(join(tmpdir(), "mandor-e2e-widget-"));
    cpSync("schemas", schemasDir, { recursive: true });
    options.editSchemas?.(schemasDir);
    client = await buildClient();
    server = await startServer({
      env: { CLIENT_DIR: client.dir, SEED_DEMO: "true", SCHEMAS_DIR: schemasDir },
      ...(options.prepareDatabase ? { prepare: options.prepareDatabase } : {}),
    });
    browser = await launchChromium();
    session = await signedInStorage(server.url);
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const unexpected = unexpectedProblems(problems, expectedStatuses);
    problems = [];
    expectedStatuses = [];
    expect(unexpected).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await client?.remove();
    rmSync(schemasDir, { recursive: true, force: true });
  });

  function serverUrl(): string {
    if (!server) throw new Error("beforeAll did not finish");
    return server.url;
  }

  /** The API as the super-admin. */
  async function api<T>(path: string): Promise<T> {
    const response = await fetch(new URL(`/api/${path}`, serverUrl()), {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return (await response.json()) as T;
  }

  /** A page signed in as the super-admin, in a context of its own, in `locale`. */
  async function signedInPage(locale = "id"): Promise<Page> {
    if (!browser) throw new Error("beforeAll did not finish");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    watchProblems(page, (line) => problems.push(line));
    await storeSession(page, serverUrl(), session, locale);
    return page;
  }

  const open = (page: Page, path: string) => page.goto(new URL(path, serverUrl()).href);

  /** The value cell of the detail row labelled `label`. */
  const detailValue = (page: Page, label: string) =>
    page
      .locator("dl.detail-rows > div")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd");

  /** The running test provokes answers with these statuses; their console lines are expected. */
  const expectStatuses = (...statuses: number[]) => {
    expectedStatuses = statuses;
  };

  return { api, signedInPage, open, detailValue, expectStatuses };
}
