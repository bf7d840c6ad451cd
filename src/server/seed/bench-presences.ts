/**
 * The bench's attendance: N presences (30,000,000 for the figure) of the employees
 * already loaded by the bench seed, generated inside PostgreSQL with set-based SQL (no HTTP,
 * no rows through Node), then the rollups rebuilt from them. Each of ceil(N / 60) workers
 * with a project gets 30 days of one check-in and one check-out, times and distances drawn
 * from a hash of (worker, day) so the load is the same every run; about one check-in in ten
 * is late and one record in twenty outside a 100 m radius.
 *
 * Like the bench seed, it is for a performance database: the presence indexes are dropped
 * while it loads and rebuilt after, and the load is one statement per day, not one
 * transaction. Attendance devices with known keys (`benchDeviceKey`) are added per project so
 * the intake bench can post as them.
 */
import { sql } from "kysely";
import { BUSINESS_TIME_ZONE } from "../../schema/validation/periods";
import type { Database } from "../db/connect";
import { DEFAULT_WORK_START, rebuildRollups } from "../presences/presence-rollups";
import { hashSecretKey } from "../secret-keys/hash-secret-key";
import { withIndexesDeferred } from "./deferred-indexes";

const DAYS = 30;

/** The key of the bench device of project `projectId` (bench databases only). */
export function benchDeviceKey(projectId: number): string {
  return `bench-device-${projectId}`;
}

export interface BenchPresencesResult {
  presences: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function seedBenchPresences(
  database: Database,
  { presences, today }: { presences: number; today: string },
): Promise<BenchPresencesResult> {
  const started = performance.now();
  const { db } = database;
  const workers = Math.ceil(presences / (DAYS * 2));
  await addBenchDevices(database);
  const zone = sql.lit(BUSINESS_TIME_ZONE);
  await withIndexesDeferred(database, ["presences"], async () => {
    for (let day = DAYS - 1; day >= 0; day--) {
      const remaining = presences - (DAYS - 1 - day) * workers * 2;
      if (remaining <= 0) break;
      // h: a deterministic hash of (worker, day) in 0…9999.
      await sql`
        INSERT INTO presences (subject_kind, subject_id, project_id, presence_type, presence_at,
          lat, lng, distance_m, within_radius)
        SELECT 'worker', w.id, w.project_id, t.kind::presence_type,
          ((${today}::date - ${day}::int)::timestamp
            + make_interval(mins => (t.base + (w.h + t.base) % t.spread)::int)) AT TIME ZONE ${zone},
          p.lat, p.lng, w.metres, w.metres <= 100
        FROM (
          SELECT id, project_id, h,
            CASE WHEN h % 20 = 0 THEN 100 + h % 400 ELSE h % 90 END AS metres
          FROM (SELECT e.id, e.project_id,
                  (hashint8(e.id * 1000 + ${day})::bigint % 10000 + 10000) % 10000 AS h
                FROM employees e
          WHERE e.project_id IS NOT NULL AND NOT e.is_blacklisted
                ORDER BY e.id LIMIT ${workers}) hashed) w
        JOIN projects p ON p.id = w.project_id
        CROSS JOIN (VALUES ('in', 400, 95), ('out', 960, 120)) AS t(kind, base, spread)
        LIMIT ${Math.min(remaining, workers * 2)}`.execute(db);
    }
  });
  await rebuildRollups(db, DEFAULT_WORK_START);
  for (const table of ["presences", "presence_days", "presence_months"]) {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM presences`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  const written = Number(rows[0]?.n ?? 0);
  return {
    presences: written,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(written / seconds),
  };
}

/** One attendance terminal per project, keyed `benchDeviceKey(project id)`. */
async function addBenchDevices(database: Database): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM projects p
    WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.device_code = 'BENCH-' || p.id)`.execute(
    database.db,
  );
  const devices = rows.map((row) => ({
    code: `BENCH-${row.id}`,
    project: Number(row.id),
    hash: hashSecretKey(benchDeviceKey(Number(row.id))),
  }));
  await sql`
    INSERT INTO devices (device_code, device_name, project_id, kind, key_hash)
    SELECT code, 'Terminal Bench ' || code, project, 'attendance_terminal', hash
    FROM jsonb_to_recordset(${JSON.stringify(devices)}::jsonb) AS x(code text, project bigint, hash text)`.execute(
    database.db,
  );
}
