/**
 * The presence intake on both databases, over real HTTP injection with the app's clock fixed:
 * a device batch accepted and its rollups (days present, late, outside the radius, worked
 * minutes), the same batch again counted once, a blacklisted worker and an unknown card
 * rejected with their reasons kept, a device without a project, a wrong key, the mobile call
 * within and outside the user's scope, a failed record reprocessed once its card is known,
 * batches for the same people at once, and the full rebuild agreeing with what the intake kept.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORK_START, rebuildRollups } from "../../../src/server/presences/presence-rollups";
import { hashSecretKey } from "../../../src/server/secret-keys/hash-secret-key";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const now = new Date("2026-03-10T12:00:00Z");
const SITE = { lat: -6.2, lng: 106.8 };
/** About 300 m north of the site: outside its 100 m radius. */
const AWAY = { lat: -6.2 + 300 / 111_195, lng: 106.8 };
const ids = { project: 0, otherProject: 0, management: 0, employeeA: 0, employeeB: 0 };
let mobile: Record<string, string> = {};

const rows = async <T>(query: ReturnType<typeof sql<T>>) =>
  (await query.execute(env.database.db)).rows;
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await rows(query))[0] as T;

beforeAll(async () => {
  env = await startSchemaApp({}, () => now);
  const db = env.database.db;
  const department = await insertDepartment(db, "D1", "Departemen Gedung");
  const otherDepartment = await insertDepartment(db, "D2", "Departemen Jalan");
  const project = async (code: string, dept: number) =>
    (
      await one(sql<{ id: number }>`INSERT INTO projects
        (project_code, project_name, department_id, lat, lng)
        VALUES (${code}, ${`Proyek ${code}`}, ${dept}, ${SITE.lat}, ${SITE.lng}) RETURNING id`)
    ).id;
  ids.project = await project("P1", department);
  ids.otherProject = await project("P2", otherDepartment);
  await sql`INSERT INTO config_presence_radius (project_id, radius_m) VALUES (${ids.project}, 100)`.execute(
    db,
  );
  await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash) VALUES
    ('DEV-1', 'Terminal Gerbang', ${ids.project}, 'attendance_terminal', ${hashSecretKey("kunci-gerbang")}),
    ('DEV-2', 'Terminal Cadangan', NULL, 'attendance_terminal', ${hashSecretKey("kunci-cadangan")})`.execute(
    db,
  );
  const type = (
    await one(sql<{ id: number }>`
      INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`)
  ).id;
  const employee = async (n: number, card: string | null, blacklist?: string) =>
    (
      await one(sql<{ id: number }>`
        INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id,
          qr_card_number, is_blacklisted, blacklist_reason)
        VALUES (${`347112180971000${n}`}, ${`EMP-${n}`}, ${`Pekerja ${n}`}, ${type},
          ${blacklist === undefined ? ids.project : null},
          ${card}, ${blacklist !== undefined}, ${blacklist ?? null})
        RETURNING id`)
    ).id;
  ids.employeeA = await employee(1, "QR-A");
  ids.employeeB = await employee(2, "QR-B");
  await employee(3, "QR-C", "Mencuri material");
  await employee(4, null);
  ids.management = (
    await one(sql<{ id: number }>`
      INSERT INTO company_managements (fullname, project_id, qr_card_number)
      VALUES ('Manajer Proyek', ${ids.project}, 'MGT-1') RETURNING id`)
  ).id;
  mobile = await callerWith(db, "mandor_hp", ["create-presence"], department);
});

afterAll(async () => {
  await env?.close();
});

const fromDevice = (records: object[], key = "kunci-gerbang") =>
  env.app.inject({
    method: "POST",
    url: "/api/presences/device",
    headers: { "x-device-key": key, "content-language": "id" },
    payload: { records },
  });

const at = (time: string, day = "2026-03-09") => `${day}T${time}:00+07:00`;

const BATCH = [
  { qr_card_number: "QR-A", scanned_at: at("07:50"), presence_type: "in", ...SITE },
  { qr_card_number: "QR-B", scanned_at: at("08:15"), presence_type: "in", ...AWAY },
  { qr_card_number: "QR-A", scanned_at: at("17:20"), presence_type: "out", ...SITE },
  // No type: the second scan of the day is the way out.
  { qr_card_number: "QR-B", scanned_at: at("16:00"), ...SITE },
  { qr_card_number: "MGT-1", scanned_at: at("09:00") },
];

describe("POST /api/presences/device", () => {
  it("accepts a batch and keeps the day and month rollups", async () => {
    const answer = await fromDevice(BATCH);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ accepted: 5, duplicates: 0, rejected: 0 });

    const days = await rows(sql`
      SELECT subject_kind, subject_id::int, day::text, records, late, outside_radius, worked_minutes
      FROM presence_days ORDER BY subject_kind, subject_id`);
    expect(days).toEqual([
      {
        subject_kind: "worker",
        subject_id: ids.employeeA,
        day: "2026-03-09",
        records: 2,
        late: false,
        outside_radius: 0,
        worked_minutes: 570,
      },
      {
        subject_kind: "worker",
        subject_id: ids.employeeB,
        day: "2026-03-09",
        records: 2,
        late: true,
        outside_radius: 1,
        worked_minutes: 465,
      },
      {
        subject_kind: "management",
        subject_id: ids.management,
        day: "2026-03-09",
        records: 1,
        late: true,
        outside_radius: 0,
        worked_minutes: 0,
      },
    ]);
    const months = await rows(sql`
      SELECT subject_id::int, month::text, days_present, days_late, outside_radius, worked_minutes
      FROM presence_months WHERE subject_kind = 'worker' ORDER BY subject_id`);
    expect(months).toEqual([
      {
        subject_id: ids.employeeA,
        month: "2026-03-01",
        days_present: 1,
        days_late: 0,
        outside_radius: 0,
        worked_minutes: 570,
      },
      {
        subject_id: ids.employeeB,
        month: "2026-03-01",
        days_present: 1,
        days_late: 1,
        outside_radius: 1,
        worked_minutes: 465,
      },
    ]);
    const seen = await one(sql<{ seen: Date }>`
      SELECT last_seen_at AS seen FROM devices WHERE device_code = 'DEV-1'`);
    expect(new Date(seen.seen).toISOString()).toBe(now.toISOString());
  });

  it("flags a record outside the project's radius with its distance", async () => {
    const flagged = await one(sql<{ distance: string; within: boolean; type: string }>`
      SELECT distance_m::text AS distance, within_radius AS within, presence_type::text AS type
      FROM presences WHERE subject_id = ${ids.employeeB} AND subject_kind = 'worker'
      ORDER BY presence_at LIMIT 1`);
    expect(flagged.within).toBe(false);
    expect(Number(flagged.distance)).toBeCloseTo(300, -1);
    expect(flagged.type).toBe("in");
  });

  it("counts the same batch posted again once", async () => {
    const before = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM presences`);
    const answer = (await fromDevice(BATCH)).json().data;
    expect(answer).toMatchObject({ accepted: 0, duplicates: 5, rejected: 0 });
    expect(answer.records[0]).toEqual({ index: 0, status: "duplicate", raw_presence_id: null });
    expect(await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM presences`)).toEqual(before);
    const raws = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM raw_presences`);
    expect(raws.n).toBe(5);
    const month = await one(sql<{ days: number }>`
      SELECT days_present AS days FROM presence_months WHERE subject_id = ${ids.employeeA}
        AND subject_kind = 'worker'`);
    expect(month.days).toBe(1);
  });

  it("counts a record repeated within one batch once", async () => {
    const twin = { qr_card_number: "QR-A", scanned_at: at("12:00", "2026-03-10") };
    const answer = (
      await fromDevice([twin, { ...twin, scanned_at: "2026-03-10T05:00:00.000Z" }])
    ).json().data;
    expect(answer).toMatchObject({ accepted: 1, duplicates: 1 });
    const month = await one(sql<{ days: number }>`
      SELECT days_present AS days FROM presence_months WHERE subject_id = ${ids.employeeA}
        AND subject_kind = 'worker'`);
    expect(month.days).toBe(2);
  });

  it("rejects a blacklisted worker and an unknown card, keeping the reasons", async () => {
    const answer = await fromDevice([
      { qr_card_number: "QR-C", scanned_at: at("07:30") },
      { qr_card_number: "QR-X", scanned_at: at("07:31") },
      { qr_card_number: "QR-A", scanned_at: "kemarin pagi" },
    ]);
    const data = answer.json().data;
    expect(data).toMatchObject({ accepted: 0, duplicates: 0, rejected: 3 });
    expect(data.records.map((r: { reason: string }) => r.reason)).toEqual([
      "Tenaga kerja masuk daftar hitam: Mencuri material",
      "Kartu QR tidak dikenal",
      "Waktu scan (scanned_at) kosong atau tidak valid",
    ]);
    const stored = await rows(sql<{ error: string; processed: boolean; payload: unknown }>`
      SELECT error, processed_at IS NOT NULL AS processed, payload FROM raw_presences
      WHERE id = ANY(${data.records.map((r: { raw_presence_id: number }) => r.raw_presence_id)}::bigint[])
      ORDER BY id`);
    expect(stored.map((r) => [r.error, r.processed])).toEqual([
      ["Tenaga kerja masuk daftar hitam: Mencuri material", true],
      ["Kartu QR tidak dikenal", true],
      ["Waktu scan (scanned_at) kosong atau tidak valid", true],
    ]);
    expect(stored[2]?.payload).toEqual({ qr_card_number: "QR-A", scanned_at: "kemarin pagi" });
  });

  it("rejects the records of a device not assigned to a project", async () => {
    const data = (
      await fromDevice([{ qr_card_number: "QR-A", scanned_at: at("07:40") }], "kunci-cadangan")
    ).json().data;
    expect(data.records[0].reason).toBe("Perangkat tidak terdaftar pada proyek");
  });

  it.each([
    ["a wrong key", { "x-device-key": "salah" }],
    ["no key", {}],
  ])("answers 401 to %s and stores nothing", async (_, headers) => {
    const before = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM raw_presences`);
    const answer = await env.app.inject({
      method: "POST",
      url: "/api/presences/device",
      headers,
      payload: { records: BATCH },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe("DEVICE_KEY_INVALID");
    expect(await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM raw_presences`)).toEqual(
      before,
    );
  });

  it("refuses a batch over the limit as a whole", async () => {
    const records = Array.from({ length: 501 }, (_, n) => ({
      qr_card_number: "QR-A",
      scanned_at: new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString(),
    }));
    expect((await fromDevice(records)).statusCode).toBe(400);
  });
});

describe("POST /api/mobile/presences", () => {
  const fromApp = (projectId: number, headers = mobile) =>
    env.app.inject({
      method: "POST",
      url: "/api/mobile/presences",
      headers,
      payload: {
        project_id: projectId,
        records: [{ qr_card_number: "MGT-1", scanned_at: at("07:00", "2026-03-10"), ...SITE }],
      },
    });

  it("takes a signed-in user's records for a project of their scope", async () => {
    const answer = await fromApp(ids.project);
    expect(answer.json().data).toMatchObject({ accepted: 1 });
    const raw = await one(sql<{ source: string; project: number }>`
      SELECT source, project_id::int AS project FROM raw_presences
      WHERE id = ${answer.json().data.records[0].raw_presence_id}`);
    expect(raw).toEqual({ source: "mobile", project: ids.project });
  });

  it("refuses a project outside the user's scope, and a caller without a session", async () => {
    expect((await fromApp(ids.otherProject)).statusCode).toBe(403);
    expect((await fromApp(ids.project, {})).statusCode).toBe(401);
  });
});

describe("POST /api/presences/raw/reprocess", () => {
  it("turns a failed record into a presence once its card is registered", async () => {
    const failed = await one(sql<{ id: number }>`
      SELECT id::int FROM raw_presences WHERE qr_card_number = 'QR-X'`);
    await sql`UPDATE employees SET qr_card_number = 'QR-X' WHERE employee_code = 'EMP-4'`.execute(
      env.database.db,
    );
    const refused = await env.app.inject({
      method: "POST",
      url: "/api/presences/raw/reprocess",
      headers: mobile,
      payload: { ids: [failed.id] },
    });
    expect(refused.statusCode).toBe(403);

    const answer = await env.app.inject({
      method: "POST",
      url: "/api/presences/raw/reprocess",
      headers: env.as("root"),
      payload: { ids: [failed.id, 999_999] },
    });
    expect(answer.json().data).toMatchObject({ accepted: 1, rejected: 0, skipped: 1 });
    const raw = await one(sql<{ error: string | null }>`
      SELECT error FROM raw_presences WHERE id = ${failed.id}`);
    expect(raw.error).toBeNull();
    const day = await one(sql<{ records: number; late: boolean }>`
      SELECT d.records, d.late FROM presence_days d JOIN employees e ON e.id = d.subject_id
      WHERE d.subject_kind = 'worker' AND e.employee_code = 'EMP-4'`);
    expect(day).toEqual({ records: 1, late: false });

    const again = await env.app.inject({
      method: "POST",
      url: "/api/presences/raw/reprocess",
      headers: env.as("root"),
      payload: { ids: [failed.id] },
    });
    expect(again.json().data).toMatchObject({ accepted: 0, skipped: 1 });
  });
});

describe("batches arriving at once", () => {
  it("keep the month rows of the same people exact", async () => {
    // Days before the fixed clock's (a scan later than "now" is refused), in one month.
    const days = ["02", "03", "04", "05", "06", "07"];
    const answers = await Promise.all(
      days.map((day) =>
        fromDevice(
          ["QR-A", "QR-B"].flatMap((card) => [
            {
              qr_card_number: card,
              scanned_at: at("07:45", `2026-03-${day}`),
              presence_type: "in",
            },
            {
              qr_card_number: card,
              scanned_at: at("17:05", `2026-03-${day}`),
              presence_type: "out",
            },
          ]),
        ),
      ),
    );
    for (const answer of answers) expect(answer.json().data).toMatchObject({ accepted: 4 });
    const months = await rows(sql<{ kept: number; days: number }>`
      SELECT m.days_present AS kept,
        (SELECT count(*)::int FROM presence_days d WHERE d.subject_kind = m.subject_kind
           AND d.subject_id = m.subject_id AND d.project_id = m.project_id
           AND date_trunc('month', d.day) = m.month) AS days
      FROM presence_months m
      WHERE m.subject_kind = 'worker' AND m.subject_id IN (${ids.employeeA}, ${ids.employeeB})
        AND m.month = '2026-03-01'`);
    expect(months).toHaveLength(2);
    for (const month of months) {
      expect(month.days).toBeGreaterThanOrEqual(days.length);
      expect(month.kept).toBe(month.days);
    }
  });
});

describe("rebuildRollups (the migration's backfill, the bench load)", () => {
  it("gives the rollups the intake kept batch by batch", async () => {
    const snapshot = async () => ({
      days: await rows(sql`SELECT * FROM presence_days ORDER BY 1, 2, 3, 4`),
      months: await rows(sql`
        SELECT * FROM presence_months WHERE days_present > 0 ORDER BY 1, 2, 3, 4`),
    });
    const kept = await snapshot();
    expect(kept.days.length).toBeGreaterThan(3);
    await rebuildRollups(env.database.db, DEFAULT_WORK_START);
    expect(await snapshot()).toEqual(kept);
  });
});
