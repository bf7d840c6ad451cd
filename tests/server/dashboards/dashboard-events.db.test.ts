/**
 * The live feed over real HTTP: `GET /api/dashboard-events` opens a Server-Sent Events stream
 * (`retry`, `ready`), an intake batch posted by a device arrives on it as a `presences` event
 * naming the project within seconds (NOTIFY on commit, LISTEN once, fan-out) to callers whose
 * scope holds that project and who may read a live dashboard, a lost LISTEN
 * connection is followed by `"projects": null` once it is back (PostgreSQL), and closing the
 * server ends the open streams instead of waiting for them.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { hashSecretKey } from "../../../src/server/secret-keys/hash-secret-key";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase, testDatabaseKind } from "../../helpers/database";
import { eventReader } from "../../helpers/event-stream";
import { insertDepartment } from "../../helpers/organisation";
import { buildTestApp } from "../../helpers/test-app";

const now = new Date("2026-03-10T05:00:00Z");
let database: Database;
let app: FastifyInstance;
let base: string;
let headers: Record<string, string>;
let project = 0;
let otherProject = 0;
let departmentAdmin: Record<string, string>;
let nobody: Record<string, string>;

/** Posts one scan of `card` through the device with `key`; it must be accepted. */
async function postScan(key: string, card: string, at: string) {
  const posted = await app.inject({
    method: "POST",
    url: "/api/presences/device",
    headers: { "x-device-key": key },
    payload: { records: [{ qr_card_number: card, scanned_at: at, presence_type: "in" }] },
  });
  expect(posted.json().data.accepted).toBe(1);
}

async function openStream(server = base, caller = headers) {
  const response = await fetch(`${server}/api/dashboard-events`, { headers: caller });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  if (!response.body) throw new Error("no body");
  return eventReader(response.body);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  headers = bearer(await signInAs(db, "root"));
  const department = await insertDepartment(db, "D1", "Departemen Gedung");
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id, lat, lng)
    VALUES ('P1', 'Proyek Satu', ${department}, -6.2, 106.8) RETURNING id`.execute(db);
  project = Number(rows[0]?.id);
  const otherDepartment = await insertDepartment(db, "D2", "Departemen Jalan");
  const { rows: others } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id, lat, lng)
    VALUES ('P2', 'Proyek Dua', ${otherDepartment}, -6.3, 106.9) RETURNING id`.execute(db);
  otherProject = Number(others[0]?.id);
  for (const [code, name, at, key] of [
    ["DEV-1", "Terminal Gerbang", project, "kunci-gerbang"],
    ["DEV-2", "Terminal Jalan", otherProject, "kunci-jalan"],
  ] as const) {
    await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash)
      VALUES (${code}, ${name}, ${at}, 'attendance_terminal', ${hashSecretKey(key)})`.execute(db);
  }
  await sql`INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja')`.execute(db);
  for (const [nik, code, name, at, card] of [
    ["3471121809710001", "EMP-1", "Pekerja Satu", project, "QR-A"],
    ["3471121809710002", "EMP-2", "Pekerja Dua", otherProject, "QR-B"],
  ] as const) {
    await sql`INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, qr_card_number)
      SELECT ${nik}, ${code}, ${name}, id, ${at}, ${card} FROM m_manpower_types`.execute(db);
  }
  departmentAdmin = await callerWith(
    db,
    "admin_d1",
    ["read-dashboard-monitoring-presence"],
    department,
  );
  nobody = await callerWith(db, "nobody", []);
  app = await buildTestApp(database, {}, { clock: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("GET /api/dashboard-events", () => {
  it("needs a session", async () => {
    const response = await fetch(`${base}/api/dashboard-events`);
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("UNAUTHENTICATED");
  });

  it("is refused to a caller who may read no live dashboard", async () => {
    const response = await app.inject({ url: "/api/dashboard-events", headers: nobody });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
  });

  it("names to a department admin only the projects of their departments", async () => {
    const scoped = await openStream(base, departmentAdmin);
    const all = await openStream();
    try {
      await scoped.next("event: ready");
      await all.next("event: ready");
      await postScan("kunci-jalan", "QR-B", "2026-03-10T07:40:00+07:00");
      const other = await all.next("event: presences", 5_000);
      expect(JSON.parse(other.split("data: ")[1] ?? "")).toEqual({ projects: [otherProject] });
      await postScan("kunci-gerbang", "QR-A", "2026-03-10T07:45:00+07:00");
      await all.next("event: presences", 5_000);
      // The first event the admin hears is the second batch's: the first was about no project
      // of theirs.
      const own = await scoped.next("event: presences", 5_000);
      expect(JSON.parse(own.split("data: ")[1] ?? "")).toEqual({ projects: [project] });
    } finally {
      await scoped.cancel();
      await all.cancel();
    }
  });

  it("says ready, then names the projects of each intake batch", async () => {
    const stream = await openStream();
    try {
      expect(await stream.next("event: ready")).toContain("data: {}");
      await postScan("kunci-gerbang", "QR-A", "2026-03-10T07:50:00+07:00");
      const frame = await stream.next("event: presences", 5_000);
      expect(JSON.parse(frame.split("data: ")[1] ?? "")).toEqual({ projects: [project] });
    } finally {
      await stream.cancel();
    }
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "asks for everything after its LISTEN connection was lost and is back",
    async () => {
      const stream = await openStream();
      try {
        await stream.next("event: ready");
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN "presence_changes"%'`.execute(
          database.db,
        );
        const frame = await stream.next("event: presences", 10_000);
        expect(JSON.parse(frame.split("data: ")[1] ?? "")).toEqual({ projects: null });
      } finally {
        await stream.cancel();
      }
    },
  );

  it("ends open streams when the server closes", async () => {
    // An app of its own: the reader above that went away leaves the test client's spare
    // connection on the first one, which has nothing to do with the streams.
    const own = await buildTestApp(database, {}, { clock: () => now });
    await own.listen({ port: 0, host: "127.0.0.1" });
    const port = (own.server.address() as AddressInfo).port;
    const stream = await openStream(`http://127.0.0.1:${port}`);
    await stream.next("event: ready");
    const started = performance.now();
    await own.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stream.ended()).toBe(true);
  });
});
