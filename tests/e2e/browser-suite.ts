/**
 * The harness of a browser suite: one built client, one server (on the demo data unless the
 * suite says otherwise, on a copy of `schemas/` when the suite edits it), one Chromium, the
 * super-admin and the suite's other accounts signed in once (the login's per-account rate
 * limit is 10), and pages in contexts of their own that must end without a console error
 * other than those the running test expects. Call it inside the suite's `describe`: it
 * registers the hooks there (a suite's own `beforeAll` registered after it runs once the
 * server is up; one registered before it runs first, e.g. to start a receiver the server's
 * `env` names).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Database } from "../../src/server/db/connect";
import type { TemplateSeed } from "../helpers/database-templates";
import { startServer, type TestServer } from "../helpers/start-server";
import { buildClient } from "./build-client";
import { launchChromium } from "./chromium";
import { signedInStorage, storeSession, unexpectedProblems, watchProblems } from "./sign-in";

export const SCREENSHOTS = "test-results";

/** The local storage a sign-in leaves (from `signedInStorage`). */
export type Session = Record<string, string>;
export interface Account {
  username: string;
  password: string;
}

export interface BrowserSuiteOptions {
  /** Accounts signed in besides the super-admin (who is `"admin"`), by the name a test uses. */
  accounts?: Record<string, Account>;
  /** Every context's window; 1280×800 unless the suite chooses. */
  viewport?: { width: number; height: number };
  /** Further options of every context (e.g. `acceptDownloads`). */
  contextOptions?: BrowserContextOptions;
  /** Starts the server on the demo data (`SEED_DEMO`); true unless the suite says otherwise. */
  seedDemo?: boolean;
  /** More server environment, read when the server starts (after earlier `beforeAll`s). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Serves a copy of `schemas/` (see `schemasDir`), even when `editSchemas` is not given. */
  copySchemas?: boolean;
  /** Changes the suite's copy of `schemas/` (its folder) before the server starts. */
  editSchemas?: (dir: string) => void;
  /** Changes the migrated database before the server reads its tables (an extra column). */
  prepareDatabase?: (database: Database) => Promise<void>;
  /** Runs on a fresh database on the TEST_DATABASE_URL server instead of PGlite (the bench size). */
  onServer?: boolean;
  /** Data the database starts with, seeded once into a template for every run (the bench size). */
  seed?: TemplateSeed;
  /** The set-up's time limit, when the project's hook timeout is not enough. */
  setupTimeout?: number;
}

export interface PageOptions {
  /** The language stored with the session; Indonesian unless given. */
  locale?: string;
  /** Whose session the page holds: an account's name from the options, `"admin"` unless given. */
  as?: string;
  /** This context's options over the suite's (another window, a phone's user agent). */
  contextOptions?: BrowserContextOptions;
  /** Changes the new context before its page opens (an init script, permissions). */
  prepareContext?: (context: BrowserContext) => Promise<unknown>;
}

export function browserSuite(options: BrowserSuiteOptions = {}) {
  let client: Awaited<ReturnType<typeof buildClient>> | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const sessions: Record<string, Session> = {};
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  /** HTTP statuses the running test provokes on purpose; the browser logs them as errors. */
  let expectedStatuses: number[] = [];
  /** Other console lines the running test provokes on purpose. */
  let expectedLines: RegExp[] = [];
  const copySchemas = options.copySchemas || options.editSchemas !== undefined;
  let schemasDir = "";

  beforeAll(async () => {
    if (copySchemas) {
      schemasDir = mkdtempSync(join(tmpdir(), "mandor-e2e-schemas-"));
      cpSync("schemas", schemasDir, { recursive: true });
      options.editSchemas?.(schemasDir);
    }
    client = await buildClient();
    const env = typeof options.env === "function" ? options.env() : options.env;
    server = await startServer({
      env: {
        CLIENT_DIR: client.dir,
        ...(options.seedDemo === false ? {} : { SEED_DEMO: "true" }),
        ...(copySchemas ? { SCHEMAS_DIR: schemasDir } : {}),
        ...env,
      },
      ...(options.prepareDatabase ? { prepare: options.prepareDatabase } : {}),
      ...(options.onServer ? { onServer: true } : {}),
      ...(options.seed ? { seed: options.seed } : {}),
    });
    browser = await launchChromium();
    sessions.admin = await signedInStorage(server.url);
    for (const [name, account] of Object.entries(options.accounts ?? {})) {
      sessions[name] = await signedInStorage(server.url, account);
    }
    await mkdir(SCREENSHOTS, { recursive: true });
  }, options.setupTimeout);

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const unexpected = unexpectedSoFar();
    problems = [];
    expectedStatuses = [];
    expectedLines = [];
    expect(unexpected).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await client?.remove();
    if (schemasDir) rmSync(schemasDir, { recursive: true, force: true });
  });

  /** The running server (its URL, its database). */
  function running(): TestServer {
    if (!server) throw new Error("beforeAll did not finish");
    return server;
  }

  /** The browser, for a context the harness does not make (closed by the test itself). */
  function chromium(): Browser {
    if (!browser) throw new Error("beforeAll did not finish");
    return browser;
  }

  /** `path` on the server under test. */
  const url = (path: string): string => new URL(path, running().url).href;

  /** The stored session of `as` (its `token` is the API's bearer token). */
  function session(as = "admin"): Session {
    const stored = sessions[as];
    if (!stored) throw new Error(`no session for ${as}`);
    return stored;
  }

  /** The API as `as` (the super-admin unless given): the answer's status and body. */
  async function request<T>(
    path: string,
    init: RequestInit & { as?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const { as, headers, ...rest } = init;
    const response = await fetch(url(`/api/${path}`), {
      ...rest,
      headers: {
        authorization: `Bearer ${session(as).token}`,
        "content-language": "id",
        ...(headers as Record<string, string> | undefined),
      },
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** The API's answer to a GET as `as` (the super-admin unless given). */
  const api = async <T>(path: string, as?: string): Promise<T> =>
    (await request<T>(path, { as })).body;

  /** A page watched for problems in a context of its own, signed out, showing nothing yet. */
  async function newPage(pageOptions: PageOptions = {}): Promise<Page> {
    const context = await chromium().newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...options.contextOptions,
      ...pageOptions.contextOptions,
    });
    contexts.push(context);
    await pageOptions.prepareContext?.(context);
    const page = await context.newPage();
    watchProblems(page, reportProblem);
    return page;
  }

  /** A page signed in as `as` (the super-admin unless given), in a context of its own. */
  async function signedInPage(pageOptions: PageOptions = {}): Promise<Page> {
    const page = await newPage(pageOptions);
    await storeSession(page, running().url, session(pageOptions.as), pageOptions.locale);
    return page;
  }

  /** The running test's problems so far, but for those it expects (each test ends on none). */
  const unexpectedSoFar = (): string[] =>
    unexpectedProblems(problems, expectedStatuses).filter(
      (line) => !expectedLines.some((expected) => expected.test(line)),
    );

  /** Counts `line` among the running test's problems (the afterEach check fails on it). */
  const reportProblem = (line: string) => {
    problems.push(line);
  };

  const open = (page: Page, path: string) => page.goto(url(path));

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

  /** The running test provokes console lines like these on purpose. */
  const expectProblems = (...lines: RegExp[]) => {
    expectedLines = lines;
  };

  /** The suite's copy of `schemas/` (with `copySchemas` or `editSchemas`). */
  const schemas = (): string => {
    if (!schemasDir) throw new Error("the suite serves no copy of schemas/");
    return schemasDir;
  };

  return {
    api,
    request,
    session,
    url,
    server: running,
    browser: chromium,
    schemasDir: schemas,
    newPage,
    signedInPage,
    open,
    detailValue,
    expectStatuses,
    expectProblems,
    reportProblem,
    unexpectedSoFar,
  };
}
