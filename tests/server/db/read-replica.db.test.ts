/**
 * The read replica against a real streaming standby: a primary and a replica made by the
 * suite (replica-cluster.ts). With the standby's replay paused, what a list shows tells
 * which server answered it: a row committed on the primary and not yet replayed is seen only
 * there. Lists are read from the replica; their author reads their own write from the
 * primary; a lagging or stopped replica hands the reads to the primary, counted in /metrics
 * and logged once. Only on PostgreSQL (the `postgres` project): the embedded database has no
 * replica.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { openDatabase } from "../../../src/server/db/connect";
import { migrateToLatest } from "../../../src/server/db/migrate";
import { openServer } from "../../../src/server/db/server-database";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { testDatabaseKind } from "../../helpers/database";
import { skipLoudly } from "../../helpers/loud-skip";
import {
  createReplicatedClusters,
  postgresBinaries,
  type ReplicatedClusters,
} from "../../helpers/replica-cluster";
import { buildTestApp } from "../../helpers/test-app";

const onPostgres = testDatabaseKind() === "postgres";
const bin = onPostgres ? postgresBinaries() : undefined;
if (onPostgres && !bin) {
  skipLoudly("the read replica suite", "Install PostgreSQL's server binaries (postgresql).");
}
const runs = onPostgres && bin !== undefined;

let clusters: ReplicatedClusters;
let primary: Database;
const replicas: Database[] = [];
const apps: FastifyInstance[] = [];
/** Reads from the replica unless it lags past an hour: paused replay is still "ready". */
let app: FastifyInstance;
/** Reads from the replica only while it lags by a second at most. */
let strict: FastifyInstance;
let standby: pg.Client;
let reader: Record<string, string>;
let writer: Record<string, string>;

async function openReplica(): Promise<Database> {
  const replica = await openServer(clusters.replica.url("mandor"), {
    poolSize: 2,
    replica: true,
    connectTimeoutMs: 2000,
  });
  replicas.push(replica);
  return replica;
}

async function replicatedApp(maxLagMs: number): Promise<FastifyInstance> {
  const built = await buildTestApp(
    primary,
    { readReplica: { url: clusters.replica.url("mandor"), readYourWritesMs: 5000, maxLagMs } },
    { replica: await openReplica() },
  );
  apps.push(built);
  return built;
}

beforeAll(async () => {
  if (!runs || !bin) return;
  clusters = await createReplicatedClusters(bin, "mandor");
  primary = await openDatabase({ url: clusters.primary.url("mandor"), poolSize: 4 });
  await migrateToLatest(primary.db);
  await ensureSuperAdmin(primary.db, { username: "root", password: "Root-password-2026" });
  // A second super-admin, so one reads who has never written and the other writes.
  await sql`INSERT INTO users (fullname, username, email, role_id, status)
    VALUES ('Penulis', 'penulis', 'penulis@mandor.test', -1, 'active')`.execute(primary.db);
  // One skill before the suite's own, so an export from the paused replica has a row.
  await sql`INSERT INTO m_skills (code, name) VALUES ('AWAL-1', 'Keahlian awal')`.execute(
    primary.db,
  );
  reader = bearer(await signInAs(primary.db, "root"));
  writer = bearer(await signInAs(primary.db, "penulis"));
  await clusters.caughtUp();
  app = await replicatedApp(3_600_000);
  strict = await replicatedApp(1000);
  standby = await clusters.replica.client("mandor");
  // Stopping the replica ends this connection too: an 'error' event without a listener throws.
  standby.on("error", () => {});
});

afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  await standby?.end().catch(() => {});
  await Promise.all(replicas.map((replica) => replica.close()));
  await primary?.close();
  clusters?.remove();
});

/** The list's total and whether a skill of `code` is on its page, as `headers`' owner sees it. */
async function list(via: FastifyInstance, headers: Record<string, string>, search = "") {
  const answer = await via.inject({
    url: `/api/m-skills/list?limit=100${search ? `&search=${search}` : ""}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { total: number; data: { code: string }[] };
  return { total: body.total, codes: body.data.map((row) => row.code) };
}

async function insertDirectly(code: string): Promise<void> {
  await sql`INSERT INTO m_skills (code, name) VALUES (${code}, ${`Keahlian ${code}`})`.execute(
    primary.db,
  );
}

async function pauseReplay(): Promise<void> {
  await standby.query("SELECT pg_wal_replay_pause()");
}

async function resumeReplay(): Promise<void> {
  await standby.query("SELECT pg_wal_replay_resume()");
  await clusters.caughtUp();
}

async function fallbacks(via: FastifyInstance, reason: string): Promise<number> {
  const answer = await via.inject({ url: "/metrics" });
  const line = answer.body
    .split("\n")
    .find((each) => each.startsWith(`mandor_db_replica_fallbacks_total{reason="${reason}"}`));
  return line ? Number(line.split(" ")[1]) : 0;
}

async function inUse(via: FastifyInstance): Promise<number> {
  const answer = await via.inject({ url: "/metrics" });
  const line = answer.body.split("\n").find((each) => each.startsWith("mandor_db_replica_in_use "));
  return Number(line?.split(" ")[1]);
}

/** The replica's own lines among a logger's calls (two apps' search indexes warn too). */
function replicaLines(calls: unknown[][]): unknown[] {
  return calls.map(([line]) => line).filter((line) => String(line).includes("read replica"));
}

describe.runIf(runs)("a read replica", () => {
  it("serves the lists of a user who has not written", async () => {
    const before = await list(app, reader);
    const searched = await list(app, reader, "REPLIKA");
    await pauseReplay();
    try {
      await insertDirectly("REPLIKA-1");
      // Committed on the primary, not replayed on the replica: only the replica misses it.
      const unseen = await list(app, reader);
      expect(unseen.total).toBe(before.total);
      expect(unseen.codes).not.toContain("REPLIKA-1");
      expect((await list(app, reader, "REPLIKA")).total).toBe(searched.total);
      // Exports and dashboards too, on the replica's read-only sessions.
      const exported = await app.inject({
        url: "/api/m-skills/export?format=csv",
        headers: reader,
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.body).toContain("AWAL-1");
      expect(exported.body).not.toContain("REPLIKA-1");
      for (const url of [
        "/api/dashboards/dashboard-summary",
        "/api/dashboards/dashboard-summary/data",
      ]) {
        const answer = await app.inject({ url, headers: reader });
        expect(answer.statusCode, answer.body).toBe(200);
      }
    } finally {
      await resumeReplay();
    }
    const seen = await list(app, reader);
    expect(seen.total).toBe(before.total + 1);
    expect(seen.codes).toContain("REPLIKA-1");
    // The total read on the paused replica was answered, not kept in the count cache.
    expect((await list(app, reader, "REPLIKA")).total).toBe(searched.total + 1);
    expect(await inUse(app)).toBe(1);
  });

  it("reads a user's own write from the primary, though the replica has not replayed it", async () => {
    const before = await list(app, reader, "TULIS");
    await pauseReplay();
    try {
      const created = await app.inject({
        method: "POST",
        url: "/api/m-skills/create",
        headers: writer,
        payload: { code: "TULIS-1", name: "Keahlian tulis" },
      });
      expect(created.statusCode, created.body).toBe(200);
      // Another user still reads the replica, and its stale total must not be cached for the writer.
      expect((await list(app, reader, "TULIS")).total).toBe(before.total);
      const own = await list(app, writer, "TULIS");
      expect(own.total).toBe(before.total + 1);
      expect(own.codes).toContain("TULIS-1");
    } finally {
      await resumeReplay();
    }
    expect((await fallbacks(app, "lagging")) + (await fallbacks(app, "unreachable"))).toBe(0);
  });

  it("falls back to the primary while the replica lags past REPLICA_MAX_LAG_SECONDS", async () => {
    const warnings = vi.spyOn(strict.log, "warn");
    await pauseReplay();
    try {
      await insertDirectly("LAMBAT-1");
      // The last transaction the paused replica replayed grows older than the second allowed.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const lagging = await fallbacks(strict, "lagging");
      const answered = await list(strict, reader);
      expect(answered.codes).toContain("LAMBAT-1");
      expect(await list(strict, reader)).toEqual(answered);
      expect(await fallbacks(strict, "lagging")).toBe(lagging + 2);
      expect(await inUse(strict)).toBe(0);
      expect(replicaLines(warnings.mock.calls)).toEqual([
        "the read replica lags behind the primary: reads go to the primary",
      ]);
    } finally {
      await resumeReplay();
    }
    // Caught up again: once the verdict's second has passed, back on the replica.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await list(strict, reader)).codes).toContain("LAMBAT-1");
    expect(await inUse(strict)).toBe(1);
  });

  it("answers from the primary once the replica is stopped, counted and logged once", async () => {
    const warnings = vi.spyOn(app.log, "warn");
    const expected = await list(app, reader);
    const before = await fallbacks(app, "unreachable");
    clusters.replica.stop("fast");
    await insertDirectly("PRIMER-1");
    const first = await list(app, reader);
    expect(first.total).toBe(expected.total + 1);
    expect(first.codes).toContain("PRIMER-1");
    expect(await list(app, reader)).toEqual(first);
    const exported = await app.inject({
      url: "/api/m-skills/export?format=csv",
      headers: reader,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("PRIMER-1");
    expect(await fallbacks(app, "unreachable")).toBe(before + 3);
    expect(await inUse(app)).toBe(0);
    expect(replicaLines(warnings.mock.calls)).toEqual([
      "the read replica is out of reach: reads go to the primary",
    ]);
  });
});
