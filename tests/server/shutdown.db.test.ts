/**
 * The real process, stopped the hard way (issue 18): its stdout a pipe nobody reads any more,
 * a request and an event stream in flight, after API calls and an export. SIGTERM and SIGINT
 * answer the request, end the stream, close the database cleanly and exit 0, and what was
 * written is there afterwards (PGlite must flush its files); a restart on the same data answers
 * again and creates nothing twice. Held up by a request that never finishes, a stop exits 1 at
 * its deadline naming what was open, and what was committed before is still there.
 */
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/connect";
import { WATCHDOG_GRACE_MS } from "../../src/server/shutdown/shutdown-deadline";
import { createServerDatabase, testDatabaseKind } from "../helpers/database";
import {
  exitWithin,
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../helpers/server-process";

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let dataDir: string;

const ADMIN = { username: "root.admin", password: "Shutdown-test-2026" };
/** How many times the restart and its stop are repeated: 1, more for a soak run. */
const RESTARTS = Number(process.env.SHUTDOWN_RESTARTS ?? 1);
/** A stop still running after this is hung: its deadline (the default) ended it long ago. */
const HUNG_AFTER_MS = 3 * (loadConfig({}).shutdownTimeoutMs + WATCHDOG_GRACE_MS);
/** A spawned server's start, its calls and its stop at worst on a loaded machine. */
const PROCESS_TEST_MS = 240_000;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "mandor-shutdown-"));
  env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: "root@mandor.test",
    ADMIN_PASSWORD: ADMIN.password,
    CLIENT_DIR: join(dataDir, "no-client"),
  };
  if (testDatabaseKind() === "postgres") {
    const server = await createServerDatabase();
    env.DATABASE_URL = server.url;
    cleanup = server.drop;
  } else {
    cleanup = async () => undefined;
  }
});

afterAll(async () => {
  await cleanup?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const spawned: ServerProcess[] = [];

/** The server on this file's data, remembered so that none outlives its test. */
async function startServer(
  extraEnv: Record<string, string> = {},
  options: { readStdout?: boolean } = {},
): Promise<ServerProcess> {
  const server = spawnServer({ ...env, ...extraEnv }, await freePort(), options);
  spawned.push(server);
  await waitForHealth(server);
  return server;
}

afterEach(() => {
  for (const server of spawned.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
    }
  }
});

/** The super-admins and the skills' codes on this file's data, read with no server running. */
async function readBack() {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  try {
    const admins = await sql<{ username: string }>`
      SELECT username FROM users WHERE role_id = -1 ORDER BY id`.execute(database.db);
    const skills = await sql<{ code: string }>`SELECT code FROM m_skills`.execute(database.db);
    return {
      admins: admins.rows.map((row) => row.username),
      skills: skills.rows.map((row) => row.code),
    };
  } finally {
    await database.close();
  }
}

async function signIn(server: ServerProcess): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, "content-language": "en" };
}

async function createSkill(server: ServerProcess, headers: Record<string, string>, code: string) {
  const response = await fetch(`${server.url}/api/m-skills/create`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ code, name: `Skill ${code}` }),
  });
  expect(response.status).toBe(200);
}

/**
 * Log lines of about `padBytes` each (the request line is logged with its query), enough to
 * fill a pipe (64 KiB) and overflow the server's own queue for it (1 MiB).
 */
async function flood(server: ServerProcess, requests: number, padBytes: number) {
  const url = `${server.url}/api/health?pad=${"x".repeat(padBytes)}`;
  for (let sent = 0; sent < requests; sent += 10) {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => fetch(url).then((response) => response.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  }
}

/** Everything the process wrote to its stdout, read only now that it has ended. */
async function drainStdout(server: ServerProcess): Promise<number> {
  let bytes = 0;
  for await (const chunk of server.child.stdout ?? []) bytes += (chunk as Buffer).length;
  return bytes;
}

/**
 * A POST to create a skill that the server has begun answering (it said 100 Continue) while
 * its body is withheld; `send()` delivers the body and gives the answer.
 */
async function heldCreate(server: ServerProcess, headers: Record<string, string>, code: string) {
  const body = JSON.stringify({ code, name: `Skill ${code}` });
  const request = httpRequest(`${server.url}/api/m-skills/create`, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      expect: "100-continue",
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  // A request never sent fails when the server ends; only the test that sends it looks.
  answer.catch(() => undefined);
  request.flushHeaders();
  await once(request, "continue");
  return {
    send() {
      request.end(body);
      return answer;
    },
  };
}

/** Resolves once the server refuses new requests: its stop has begun. */
async function stopBegun(server: ServerProcess) {
  for (;;) {
    const status = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The stream of `/api/dashboard-events` once it said `ready`; `ended()` reads to its end. */
async function openEventStream(server: ServerProcess, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/dashboard-events`, { headers });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error("no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("event: ready")) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`stream ended before ready: ${text}`);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return {
    async ended(): Promise<void> {
      while (!(await reader.read()).done) {
        // pings until the stream ends
      }
    },
  };
}

/** Every skill created so far by the tests of this file, in order. */
const written: string[] = [];

/**
 * Signs in, creates the skill `code`, lists and exports the skills: the export holds every
 * skill written before, through every earlier stop.
 */
async function useTheApi(server: ServerProcess, code: string) {
  const headers = await signIn(server);
  await createSkill(server, headers, code);
  written.push(code);
  const list = await fetch(`${server.url}/api/m-skills/list?search=${code}`, { headers });
  expect(list.status).toBe(200);
  const exported = await fetch(`${server.url}/api/m-skills/export?format=csv`, { headers });
  expect(exported.status).toBe(200);
  const csv = await exported.text();
  for (const earlier of written) expect(csv).toContain(earlier);
  return headers;
}

/**
 * Fills the server's stdout (spawned with `readStdout: false`, LOG_LEVEL info), opens an event
 * stream and a request, sends `signal`: the request is answered, the stream ended, the
 * process exits 0 — and far less than was logged reached the pipe, which was full.
 */
async function stopUnderLoad(
  server: ServerProcess,
  headers: Record<string, string>,
  signal: NodeJS.Signals,
  heldCode: string,
) {
  const padBytes = 8_000;
  const requests = 200;
  await flood(server, requests, padBytes);
  const events = await openEventStream(server, headers);
  const held = await heldCreate(server, headers, heldCode);
  server.child.kill(signal);
  await stopBegun(server);
  const answer = await held.send();
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ data: { code: heldCode } });
  written.push(heldCode);
  const streamEnded = events.ended();
  // An open stream the server did not end would have held the stop past its deadline: exit 1.
  expect(await exitWithin(server, HUNG_AFTER_MS), server.output()).toBe(0);
  await streamEnded;
  expect(await drainStdout(server)).toBeLessThan((requests * padBytes) / 2);
}

const loaded = { LOG_LEVEL: "info" };
const unread = { readStdout: false };

// In order on this file's data: each test finds what the ones before it wrote.
describe("stopping", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s with stdout unread and a request and an event stream in flight: answers them, exits 0, keeps what was written",
    async (signal) => {
      const server = await startServer(loaded, unread);
      const headers = await useTheApi(server, `${signal}-1`);
      await stopUnderLoad(server, headers, signal, `${signal}-HELD`);
      const after = await readBack();
      expect(after.admins).toEqual(["root.admin"]);
      expect(after.skills).toEqual(expect.arrayContaining(written));
    },
    PROCESS_TEST_MS,
  );

  it(
    "past the deadline it exits 1 naming what was open, keeping what was committed",
    async () => {
      const deadlineSeconds = 1;
      const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: String(deadlineSeconds) });
      const headers = await useTheApi(server, "KEPT-1");
      await heldCreate(server, headers, "NEVER-1");
      server.child.kill("SIGTERM");
      const hungAfter = 3 * (deadlineSeconds * 1000 + WATCHDOG_GRACE_MS);
      expect(await exitWithin(server, hungAfter), server.output()).toBe(1);
      const report = server.output();
      expect(report).toContain(
        `Mandor did not stop within ${deadlineSeconds} s while waiting for the HTTP server to close`,
      );
      expect(report).toMatch(/Requests still open: POST \/api\/m-skills\/create \(open \d+ s\)/);
      expect(report).toMatch(/Still open in the process: .*TCPSocketWrap/);
      const after = await readBack();
      expect(after.skills).toEqual(expect.arrayContaining(written));
      expect(after.skills).not.toContain("NEVER-1");
    },
    PROCESS_TEST_MS,
  );

  it(
    "with SHUTDOWN_DRAIN_SECONDS it keeps answering, its health check 503, then stops and exits 0",
    async () => {
      const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: "3" });
      const headers = await signIn(server);
      server.child.kill("SIGTERM");
      await expect
        .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 2_500 })
        .toBe(503);
      const health = await fetch(`${server.url}/api/health`, {
        headers: { "content-language": "en" },
      });
      expect(await health.json()).toMatchObject({
        status: "draining",
        code: "SHUTTING_DOWN",
        message:
          "This server is stopping and takes no new requests. Try again: another server will answer.",
      });
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
      await createSkill(server, headers, "DRAINED-1");
      written.push("DRAINED-1");
      expect(await exitWithin(server, 60_000), server.output()).toBe(0);
      expect((await readBack()).skills).toContain("DRAINED-1");
    },
    PROCESS_TEST_MS,
  );

  it.each(Array.from({ length: RESTARTS }, (_, index) => index + 1))(
    "restart %i on the same data answers again, creates nothing twice, and stops under load too",
    async (restart) => {
      const server = await startServer(loaded, unread);
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toMatchObject({ status: "ok", database: testDatabaseKind() });
      const headers = await useTheApi(server, `RESTART-${restart}`);
      await stopUnderLoad(server, headers, "SIGTERM", `RESTART-${restart}-HELD`);
      const after = await readBack();
      expect(after.admins).toEqual(["root.admin"]);
      expect(after.skills.toSorted()).toEqual(written.toSorted());
    },
    PROCESS_TEST_MS,
  );
});
