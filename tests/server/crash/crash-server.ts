/**
 * What the crash suites share: Mandor as its own process on a database that outlives it, a
 * kill -9 in the middle of its work, the restart on the same data, and API calls over many
 * kept-alive sockets signed in as the super-admin the first start created.
 */
import { existsSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { join } from "node:path";
import { expect } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { testDatabaseKind } from "../../helpers/database";
import type { ServerDatabase } from "../../helpers/server-database";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../helpers/server-process";

/**
 * A crash test kills the server and starts it again: a start (PGlite's WebAssembly, the
 * server's modules) takes seconds on a quiet machine and has taken 20 s on a loaded one, so
 * a test with a storm, a kill and a restart overran the suites' 60 s limit for a hung test.
 */
export const PROCESS_TEST_MS = 240_000;

const ADMIN = { username: "crash.admin", password: "Crash-test-2026" };

/** Mandor started on `database`, answering its health check; `env` adds or overrides settings. */
export async function startServer(
  database: ServerDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = spawnServer(
    {
      ...database.env,
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: "crash@mandor.test",
      ADMIN_PASSWORD: ADMIN.password,
      CLIENT_DIR: join(database.dataDir, "no-client"),
      // A progress call during an import's commit must find the session in memory: on
      // PGlite the commit's transaction holds the one connection until it ends.
      SESSION_CACHE_SECONDS: "3600",
      ...env,
    },
    await freePort(),
  );
  await waitForHealth(server);
  return server;
}

/**
 * SIGKILL, as the kernel's OOM killer or `kill -9` would: no handler runs, nothing is
 * flushed or closed. On PGlite the data-dir lock of the dead process stays behind.
 */
export async function killHard(server: ServerProcess, database: ServerDatabase): Promise<void> {
  server.child.kill("SIGKILL");
  expect(await server.exited).toBeNull();
  if (testDatabaseKind() === "pglite") {
    expect(existsSync(join(database.dataDir, "mandor.lock"))).toBe(true);
  }
}

/** Stops Mandor cleanly (it must exit 0) and hands its database to `read` in this process. */
export async function stopAndRead<T>(
  server: ServerProcess,
  database: ServerDatabase,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const opened = await database.open();
  try {
    return await read(opened);
  } finally {
    await opened.close();
  }
}

export interface Answer {
  status: number;
  /** The JSON answered; the text itself when it is not JSON (a balancer's error page). */
  body: unknown;
  headers: IncomingHttpHeaders;
}

export interface Api {
  /** The bearer token, for a call made another way (an upload). */
  token: string;
  /** Resolves with the whole answer; rejects when the connection breaks before it. */
  call(method: string, path: string, body?: object): Promise<Answer>;
  close(): void;
}

/**
 * Calls to `server` (a Mandor process, or a balancer in front of several) as the super-admin,
 * over up to `sockets` kept-alive connections; with `timeoutMs`, a call whose connection stays
 * silent that long is abandoned (rejects).
 */
export async function signIn(
  server: { url: string },
  sockets = 16,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<Api> {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  let token = "";
  const call = (method: string, path: string, body?: object) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent = request(
        `${server.url}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            if (!response.complete) return reject(new Error("answer cut off"));
            const text = Buffer.concat(chunks).toString("utf8");
            let body: unknown = null;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              body = text;
            }
            resolve({ status: response.statusCode ?? 0, body, headers: response.headers });
          });
        },
      );
      if (timeoutMs) {
        sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      }
      sent.on("error", reject);
      sent.end(payload);
    });
  const login = await call("POST", "/api/login", ADMIN);
  expect(login.status).toBe(200);
  token = (login.body as { token: string }).token;
  return { token, call, close: () => agent.destroy() };
}
