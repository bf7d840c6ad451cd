/**
 * The database goes away under load and comes back. On PostgreSQL the server under test reaches
 * its own test database through a TCP proxy (tests/helpers/tcp-proxy.ts), so the outage takes
 * the database from this server only: a few signed-in clients loop over list and show calls,
 * the proxy cuts every connection, and every answer is 200 or a 503 in the caller's language
 * (never a 500, never a hang), `/api/health` names the parts that are down, the process lives
 * on; once the proxy lets connections through again, lists answer 200, health is ok and a
 * NOTIFY reaches an open dashboard event stream, after the `"projects": null` that says
 * notices may have been missed. A LISTEN connection that goes silent (a network partition) is
 * found by its heartbeat and replaced. On both databases the health answer keeps its healthy
 * shape, and says "degraded" with 200 while only a feed is down.
 * PGlite is embedded, with no connection to lose: there the failure of a closed (or crashed)
 * PGlite is checked to be one the server answers 503.
 */

import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FeedEvent, listenOnServer } from "../../../src/server/db/change-feed";
import { type Database, openDatabase } from "../../../src/server/db/connect";
import { isConnectionFailure } from "../../../src/server/db/connection-errors";
import { healthRoutes } from "../../../src/server/health/routes";
import { errorMessage } from "../../../src/server/http/errors";
import { PRESENCE_CHANNEL } from "../../../src/server/presences/presence-notice";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase, testDatabaseKind } from "../../helpers/database";
import { eventReader } from "../../helpers/event-stream";
import { insertDepartment } from "../../helpers/organisation";
import { startTcpProxy, type TcpProxy } from "../../helpers/tcp-proxy";
import { buildTestApp } from "../../helpers/test-app";

const onServer = testDatabaseKind() === "postgres";
/** The served database's pool wait: no answer during the outage may take much longer. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Far past the pool wait: a request still open by then hangs. */
const HANG_MS = CONNECT_TIMEOUT_MS * 5;
/**
 * Quick reconnects; a heartbeat short enough for the silent-connection case, yet long enough
 * that a loaded machine's pauses are not taken for a silent connection.
 */
const FEED_TIMING = { firstRetryMs: 100, maxRetryMs: 800, heartbeatMs: 1_000 };
const LANGUAGES = { id: "id-ID,id;q=0.9", en: "en-US,en;q=0.8" } as const;

/** The test's own way in, past the proxy: seeds, signs in, sends NOTIFY, drops the database. */
let direct: Database;
/** What the server under test uses: through the proxy on PostgreSQL. */
let served: Database;
let proxy: TcpProxy | undefined;
let databaseUrl = "";
let app: FastifyInstance;
let base = "";
let headers: Record<string, string>;
let departmentId = 0;
/** What would have ended a server process: errors nobody caught, promises nobody awaited. */
const uncaught: unknown[] = [];
const noteUncaught = (error: unknown) => uncaught.push(error);
const CRASHES = ["uncaughtException", "unhandledRejection"] as const;

beforeAll(async () => {
  for (const crash of CRASHES) process.on(crash, noteUncaught);
  direct = await createTestDatabase();
  if (onServer) {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(
      direct.db,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${rows[0]?.name}`;
    proxy = await startTcpProxy();
    databaseUrl = proxy.url(url.toString());
    served = await openDatabase({
      url: databaseUrl,
      poolSize: 4,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      feedTiming: FEED_TIMING,
    });
  } else {
    served = direct;
  }
  await ensureSuperAdmin(direct.db, { username: "root", password: "Root-password-2026" });
  headers = bearer(await signInAs(direct.db, "root"));
  departmentId = await insertDepartment(direct.db, "D1", "Departemen Gedung");
  app = await buildTestApp(served);
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  if (served !== direct) await served?.close();
  await proxy?.close();
  await direct?.close();
  for (const crash of CRASHES) process.off(crash, noteUncaught);
});

/** Calls `check` until it returns something truthy; fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T> | T, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still not ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function health(language: keyof typeof LANGUAGES = "en") {
  const response = await fetch(`${base}/api/health`, {
    headers: { "accept-language": LANGUAGES[language] },
    signal: AbortSignal.timeout(HANG_MS),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

interface Answer {
  status: number;
  language: keyof typeof LANGUAGES;
  retryAfter: string | null;
  body: string;
  /** Which phase of the test it was sent in. */
  phase: Phase;
}
type Phase = "before" | "outage" | "after";

/** Signed-in clients looping over list and show calls until stopped. */
function startLoad(clients: number) {
  const answers: Answer[] = [];
  const failures: string[] = [];
  let phase: Phase = "before";
  let stopped = false;
  const loop = async (client: number) => {
    for (let call = 0; !stopped; call += 1) {
      const language = (client + call) % 2 ? "en" : "id";
      const path = call % 2 ? `/api/department/${departmentId}/show` : "/api/department/list";
      const sentIn = phase;
      try {
        const response = await fetch(base + path, {
          headers: { ...headers, "accept-language": LANGUAGES[language] },
          signal: AbortSignal.timeout(HANG_MS),
        });
        answers.push({
          status: response.status,
          language,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
          phase: sentIn,
        });
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const running = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    answers,
    failures,
    enter(next: Phase) {
      phase = next;
    },
    count: (status: number, during: Phase) =>
      answers.filter((answer) => answer.status === status && answer.phase === during).length,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

async function openEvents() {
  const response = await fetch(`${base}/api/dashboard-events`, { headers });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error("no body");
  return eventReader(response.body, 20_000);
}

const dataOf = (frame: string) => JSON.parse(frame.split("data: ")[1] ?? "");

describe("GET /api/health", () => {
  it("answers ok with the database kind and a listening feed", async () => {
    // The feeds connect in the background after the server starts.
    await expect.poll(async () => (await health()).body.listen, { timeout: 20_000 }).toBe("ok");
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "ok",
      database: testDatabaseKind(),
      listen: "ok",
      version: expect.any(String),
      overlays: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
  });

  it("stays 200 while only a LISTEN feed is down, and says so", async () => {
    const own = Fastify({ logger: false });
    await own.register(healthRoutes, {
      database: { ...direct, listening: () => false },
      overlays: () => "sha256:same",
    });
    try {
      const response = await own.inject({ url: "/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: "degraded",
        database: testDatabaseKind(),
        listen: "down",
        version: expect.any(String),
        overlays: "sha256:same",
      });
    } finally {
      await own.close();
    }
  });
});

describe.runIf(!onServer)("the embedded database (no connection to lose)", () => {
  it("fails as out of reach once closed, which the server answers 503", async () => {
    const pglite = await PGlite.create({ loadDataDir: await direct.dumpDataDir?.() });
    await pglite.close();
    const error = await pglite.query("SELECT 1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionFailure(error)).toBe(true);
  });
});

describe.runIf(onServer)("a PostgreSQL outage under load (through a TCP proxy)", () => {
  it("answers 503 in the caller's language while the database is away, and recovers by itself", async () => {
    const events = await openEvents();
    await events.next("event: ready");
    const load = startLoad(4);
    try {
      await until("answering before the outage", () => load.count(200, "before") >= 4);

      proxy?.cut();
      load.enter("outage");
      const down = await until("reported down", async () => {
        const answer = await health("id");
        return answer.status === 503 && answer.body.listen === "down" && answer.body;
      });
      expect(down).toEqual({
        status: "degraded",
        database: "down",
        listen: "down",
        version: expect.any(String),
        code: "DATABASE_UNAVAILABLE",
        message: errorMessage("DATABASE_UNAVAILABLE", "id"),
      });
      expect((await health("en")).headers.get("retry-after")).toBe("5");
      await until("refusing in both languages", () =>
        (["id", "en"] as const).every((language) =>
          load.answers.some((answer) => answer.status === 503 && answer.language === language),
        ),
      );

      proxy?.restore();
      load.enter("after");
      const healthy = await until("healthy again", async () => {
        const answer = await health();
        return answer.status === 200 && answer.body.listen === "ok" && answer.body;
      });
      expect(healthy).toMatchObject({ status: "ok", database: "postgres", listen: "ok" });
      await until("answering lists again", () => load.count(200, "after") >= 8);
    } finally {
      await load.stop();
    }

    expect(load.failures).toEqual([]);
    expect(new Set(load.answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
    for (const refused of load.answers.filter((answer) => answer.status === 503)) {
      expect(JSON.parse(refused.body)).toEqual({
        code: "DATABASE_UNAVAILABLE",
        message: errorMessage("DATABASE_UNAVAILABLE", refused.language),
      });
      expect(refused.retryAfter).toBe("5");
    }
    expect(uncaught).toEqual([]);

    try {
      // The stream was open all along: it hears that notices may have been missed, then the
      // first notice sent after the recovery.
      expect(dataOf(await events.next('"projects":null'))).toEqual({ projects: null });
      await sql`SELECT pg_notify(${PRESENCE_CHANNEL}, '{"projects":[4242]}')`.execute(direct.db);
      expect(dataOf(await events.next('"projects":[4242]'))).toEqual({ projects: [4242] });
    } finally {
      await events.cancel();
    }
  });

  it("replaces a LISTEN connection that went silent, found by its heartbeat", async () => {
    const heard: FeedEvent[] = [];
    const payloads: string[] = [];
    const feed = await listenOnServer(
      { connectionString: databaseUrl, connectionTimeoutMillis: 1_000 },
      "outage_test",
      (event, payload) => {
        heard.push(event);
        if (event === "changed") payloads.push(payload ?? "");
      },
      FEED_TIMING,
    );
    try {
      expect(feed.listening()).toBe(true);
      proxy?.stall();
      await until("lost", () => heard.includes("lost"));
      expect(feed.listening()).toBe(false);
      proxy?.restore();
      await until("listening again", () => feed.listening());
      expect(heard.slice(0, 2)).toEqual(["listening", "lost"]);
      expect(heard.at(-1)).toBe("listening");
      await sql`SELECT pg_notify('outage_test', 'after')`.execute(direct.db);
      await until("notified", () => payloads.includes("after"));
    } finally {
      proxy?.restore();
      await feed.close();
    }
  });
});
