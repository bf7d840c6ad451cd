/**
 * Three Mandor processes on one PostgreSQL database, one Redis and one S3 bucket, behind
 * HAProxy on loopback, behave as one. Each proof is made through one instance and checked on
 * the others by calling them on their own ports: a session and its logout, a sign-in limit,
 * a role's new permission and its removal, a write and the next list's total, an upload and
 * its download. Then one instance is killed (SIGKILL) under a write load sent through the
 * balancer: every acknowledged write is in the database with the values sent, and the load's
 * clients see no failure but the requests that instance held when it died.
 *
 * Only on a PostgreSQL server (several processes cannot share an embedded database); without
 * Redis or the haproxy binary the suite is skipped loudly, and under CI it fails.
 */
import { randomBytes, scryptSync } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../../src/server/auth/rate-limit";
import type { Database } from "../../../src/server/db/connect";
import { bearer } from "../../helpers/auth";
import { testDatabaseKind } from "../../helpers/database";
import { redisAvailable, TEST_REDIS_URL, uniquePrefix } from "../../helpers/redis";
import { startTestS3, type TestS3 } from "../../helpers/s3-server";
import { createServerProcessDatabase, type ServerDatabase } from "../../helpers/server-database";
import type { ServerProcess } from "../../helpers/server-process";
import { type Api, signIn, startServer } from "../crash/crash-server";
import { type AuditRow, emptyLedger, ledgerProblems, type SkillRow } from "../crash/write-ledger";
import { stormAndKill } from "../crash/write-storm";
import { multipart } from "../crud/transfer-app";
import { SAMPLES } from "../files/sample-files";
import {
  type Balancer,
  CHECK_FALL,
  CHECK_INTER_MS,
  haproxyAvailable,
  startHaproxy,
} from "./haproxy";

const SUITE = "the three-instance cluster suite";
const ready =
  testDatabaseKind() === "postgres" && (await redisAvailable(SUITE)) && haproxyAvailable(SUITE);

/** The kill's write load: its size, the writes in flight at once, each one's time limit. */
const WRITES = 450;
const CONCURRENCY = 12;
const WRITE_TIMEOUT_MS = 15_000;
/**
 * A failure of the load must come as the instance dies: its requests break at once, and
 * HAProxy takes it out after CHECK_FALL failed checks (retrying elsewhere what it cannot
 * connect to meanwhile). Two seconds' margin for a loaded machine.
 */
const FAILURE_WINDOW_MS = CHECK_INTER_MS * CHECK_FALL + 2_000;
const STORM_ROUND = 7;

const PASSWORD = "Kluster#Mandor26";
/**
 * The test users' stored hash, in password.ts's format at a far lower cost (N = 2^10): a
 * sign-in verifies with the parameters stored, so the dozen sign-ins here cost milliseconds
 * rather than a loaded machine's seconds each.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}
const NAMES = ["a", "b", "c"] as const;

let s3: TestS3 | undefined;
let database: ServerDatabase | undefined;
let opened: Database | undefined;
const instances: ServerProcess[] = [];
let balancer: Balancer | undefined;
let admin: Api;
let roleId: number;

const db = () => (opened as Database).db;
const instance = (index: number) => () => instances[index] as ServerProcess;
const [a, b, c] = [instance(0), instance(1), instance(2)];

async function call(
  server: ServerProcess,
  path: string,
  { method = "GET", token, body }: { method?: string; token?: string; body?: object } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const login = (server: ServerProcess, username: string, password = PASSWORD) =>
  call(server, "/api/login", { method: "POST", body: { username, password } });

async function token(server: ServerProcess, username: string): Promise<string> {
  const answer = await login(server, username);
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

// Three starts at once took two minutes beside other suites on a loaded 2-core machine.
beforeAll(async () => {
  if (!ready) return;
  s3 = await startTestS3();
  database = await createServerProcessDatabase();
  const shared = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: uniquePrefix("cluster"),
    FILE_URL_SECRET: "one-secret-for-the-three-instances",
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? "",
    S3_REGION: s3.settings.region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "S3RVER",
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "S3RVER",
  };
  const serverDatabase = database;
  // Started together, as a deployment's instances are: migrations and the super-admin once.
  const starts = await Promise.allSettled(
    NAMES.map((name) => {
      const dataDir = join(serverDatabase.dataDir, name);
      mkdirSync(dataDir);
      return startServer(serverDatabase, { ...shared, DATA_DIR: dataDir });
    }),
  );
  for (const start of starts) if (start.status === "fulfilled") instances.push(start.value);
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) throw failed.reason;

  balancer = await startHaproxy(
    serverDatabase.dataDir,
    Object.fromEntries(NAMES.map((name, index) => [name, instances[index]?.url ?? ""])),
  );
  admin = await signIn(a());
  opened = await serverDatabase.open();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES ('Kluster', 'Kluster')
    RETURNING id`.execute(db());
  roleId = Number(rows[0]?.id);
  const hash = cheapHash(PASSWORD);
  for (const name of ["kluster.sesi", "kluster.kunci", "kluster.peran"]) {
    await sql`
      INSERT INTO users (fullname, username, email, password_hash, role_id, status)
      VALUES (${name}, ${name}, ${`${name}@mandor.test`}, ${hash}, ${roleId}, 'active')
    `.execute(db());
  }
}, 300_000);

afterAll(async () => {
  admin?.close();
  await balancer?.close();
  for (const server of instances) server.child.kill("SIGKILL");
  await Promise.all(instances.map((server) => server.exited));
  await opened?.close();
  await database?.remove();
  await s3?.close();
});

describe.runIf(ready)("three instances behind HAProxy", () => {
  it("serve a session signed in through one on the others, and end it on all at one's logout", async () => {
    const session = await token(a(), "kluster.sesi");
    // Each instance resolves the session once, so it sits in every one's session cache.
    for (const server of [a(), b(), c()]) {
      expect((await call(server, "/api/me", { token: session })).status).toBe(200);
    }
    expect((await call(b(), "/api/logout", { method: "POST", token: session })).status).toBe(200);
    for (const server of [a(), c(), b()]) {
      expect((await call(server, "/api/me", { token: session })).status).toBe(401);
    }
  });

  it("count one account's failed sign-ins through all three towards one limit", async () => {
    const all = [a(), b(), c()];
    // Side by side: each failure counts however they interleave (the counter is Redis's).
    const failed = await Promise.all(
      Array.from({ length: RATE_LIMITS.login.account.max }, (_, attempt) =>
        login(all[attempt % all.length] as ServerProcess, "kluster.kunci", "Salah#Sandi2026"),
      ),
    );
    expect(new Set(failed.map((answer) => answer.status))).toEqual(new Set([400]));
    for (const server of all) expect((await login(server, "kluster.kunci")).status).toBe(429);
  });

  it("give and take a role's permission through one, seen by the others at the user's next call", async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM permissions WHERE name = 'read-m-skills'`.execute(db());
    const permission = Number(rows[0]?.id);
    expect(permission).toBeGreaterThan(0);
    const user = await token(c(), "kluster.peran");
    const list = (server: ServerProcess) =>
      call(server, "/api/m-skills/list", { token: user }).then((answer) => answer.status);
    const grant = (value: 0 | 1) =>
      admin.call("PUT", "/api/mapping/role-permissions/update", {
        id: permission,
        role_id: roleId,
        value_mapping: value,
      });

    expect([await list(b()), await list(c())]).toEqual([403, 403]);
    expect((await grant(1)).status).toBe(200);
    expect([await list(b()), await list(c())]).toEqual([200, 200]);
    expect((await grant(0)).status).toBe(200);
    expect([await list(b()), await list(c())]).toEqual([403, 403]);
  });

  it("answer a write through one in the others' next total", async () => {
    const total = async (server: ServerProcess) => {
      const answer = await call(server, "/api/m-skills/list?search=KLU", { token: admin.token });
      expect(answer.status).toBe(200);
      return answer.body.total as number;
    };
    // Counted twice on each: the second answer may come from the count cache.
    const before = [await total(b()), await total(c())];
    expect([await total(b()), await total(c())]).toEqual(before);
    const created = await admin.call("POST", "/api/m-skills/create", {
      code: "KLU-1",
      name: "Kluster satu",
    });
    expect(created.status).toBe(200);
    expect([await total(b()), await total(c())]).toEqual(before.map((count) => count + 1));
  });

  it("serve through the others a file uploaded through one, by the link it signed", async () => {
    const form = multipart([{ field: "file", filename: "foto.png", content: SAMPLES.png }]);
    const uploaded = await fetch(`${a().url}/api/m-skills/upload`, {
      method: "POST",
      headers: { ...bearer(admin.token), ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(200);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    for (const server of [b(), c()]) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(SAMPLES.png);
    }
  });

  it(`lose no acknowledged write when one is killed under ${WRITES} writes through the balancer`, {
    timeout: 120_000,
  }, async () => {
    const proxy = balancer as Balancer;
    const killed = b();
    const ledger = emptyLedger();
    const killAt = Math.floor(WRITES * 0.3);
    /** The requests HAProxy had on the instance a moment before it was killed, and when. */
    let held = Number.NaN;
    let killedAt = Number.NaN;
    const outcome = await stormAndKill(
      proxy,
      async () => {
        held = (await proxy.states()).b?.current ?? Number.NaN;
        killedAt = performance.now();
        killed.child.kill("SIGKILL");
        expect(await killed.exited).toBeNull();
      },
      ledger,
      {
        round: STORM_ROUND,
        writes: WRITES,
        killAt,
        sockets: CONCURRENCY,
        timeoutMs: WRITE_TIMEOUT_MS,
      },
    );
    const failures = outcome.unanswered + outcome.unexpected.length;
    // HAProxy logs a request as it ends; the last lines may trail the answers a little.
    for (let waited = 0; waited < 5000 && proxy.unanswered("b") < failures; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const unansweredByKilled = proxy.unanswered("b");
    const sinceKill = outcome.failedAt.map((at) => Math.round(at - killedAt));
    const late = sinceKill.filter((ms) => ms < 0 || ms > FAILURE_WINDOW_MS);
    console.info(
      `cluster kill: ${outcome.acknowledged} of ${WRITES} acknowledged (${outcome.acknowledgedAfterKill} after the kill), ${failures} failed (${held} held by the instance killed a moment before; ${unansweredByKilled} it took and never answered, by HAProxy's log), at ${sinceKill} ms after it`,
    );
    expect(outcome.acknowledged + failures).toBe(WRITES);
    expect(outcome.acknowledged).toBeGreaterThanOrEqual(killAt);
    // The instances left took the load on after the kill.
    expect(outcome.acknowledgedAfterKill).toBeGreaterThan(0);
    // Only what the killed instance held fails: each failure is a request HAProxy had handed it
    // and got no answer to (its log says so), at most the writes in flight at once, and only as
    // it died; HAProxy answers such a request with its 502.
    expect(failures).toBe(unansweredByKilled);
    expect(failures).toBeLessThanOrEqual(CONCURRENCY);
    expect(late).toEqual([]);
    expect(outcome.unexpected.map((answer) => answer.status).filter((s) => s !== 502)).toEqual([]);

    const states = await proxy.states();
    expect(states.b?.status).toMatch(/^DOWN/);
    expect([states.a?.status, states.c?.status]).toEqual(["UP", "UP"]);

    const records = (
      await sql<SkillRow>`
        SELECT id::int AS id, code, name FROM m_skills
        WHERE code LIKE ${`R${STORM_ROUND}-%`}`.execute(db())
    ).rows;
    const ids = records.map((record) => record.id);
    const audits = (
      await sql<AuditRow>`
        SELECT id::int AS id, action, record_id::int AS record_id, before, after
        FROM audit_log WHERE model = 'm_skills' AND record_id::int = ANY(${ids}::int[])`.execute(
        db(),
      )
    ).rows;
    const problems = ledgerProblems(ledger, records, audits);
    expect({ count: problems.length, first: problems.slice(0, 20) }).toEqual({
      count: 0,
      first: [],
    });
  });
});
