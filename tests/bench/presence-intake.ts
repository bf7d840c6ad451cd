/**
 * The presence intake's throughput (issue #16: ≥ 2,000 records/s sustained, batches of 100,
 * rollups kept current): on the bench database (employees, and presences loaded by
 * `seedBenchPresences`), the built server takes batches of `batch` (default 100) device records
 * over real HTTP from `concurrency` senders at once, each batch from one project's bench device
 * for that project's workers, every record new (distinct scan times). After an unmeasured
 * warm-up it runs for `seconds`; records/s counts the records answered, accepted/s those that
 * became presences. Then it checks that the day rollups of the bench day hold exactly the
 * presences written to it, and gives the CPU a record cost in the server and in PostgreSQL's
 * backends (the capacity plan's figure).
 */
import { sql } from "kysely";
import { openDatabase } from "../../src/server/db/connect";
import { benchDeviceKey } from "../../src/server/seed/bench-presences";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { backendCpu, backendCpuBetween, cpuSeconds } from "./process-cpu";

const perRecord = (seconds: number, records: number) =>
  records === 0 ? null : Math.round((seconds * 1_000_000) / records) / 1000;

interface Options {
  /** Records per call: 100 as a device sends its backlog, fewer as it sends scans as they come. */
  batch?: number;
  seconds?: number;
  warmUpSeconds?: number;
  concurrency?: number;
}

export async function benchPresenceIntake(
  url: string,
  base: Record<string, string>,
  { batch = 100, seconds = 20, warmUpSeconds = 3, concurrency = 8 }: Options = {},
) {
  // The bench day: yesterday in Jakarta, one millisecond per record, after the scans earlier
  // runs left on it (a repeated scan would be a duplicate, cheaper than a new one).
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const dayStart = Date.parse(`${day}T00:00:00+07:00`);
  const database = await openDatabase({ url });
  let crews: { project: number; cards: string[] }[];
  let start: number;
  try {
    const { rows: last } = await sql<{ ms: number | null }>`
      SELECT extract(epoch FROM max(scanned_at))::float8 * 1000 AS ms FROM raw_presences
      WHERE scanned_at >= ${new Date(dayStart)} AND scanned_at < ${new Date(dayStart + 86_400_000)}`.execute(
      database.db,
    );
    start = Math.max(dayStart, (last[0]?.ms ?? 0) + 1);
    const { rows } = await sql<{ project: string; cards: string[] }>`
      SELECT project_id AS project, array_agg(qr_card_number ORDER BY id) AS cards
      FROM (SELECT id, project_id, qr_card_number FROM employees
            WHERE project_id IS NOT NULL AND qr_card_number IS NOT NULL AND NOT is_blacklisted
            ORDER BY id LIMIT 50000) e
      GROUP BY project_id`.execute(database.db);
    crews = rows.map((row) => ({ project: Number(row.project), cards: row.cards }));
  } finally {
    await database.close();
  }
  if (crews.length === 0) throw new Error("the bench database has no workers with QR cards");

  let serial = 0;
  const nextBatch = () => {
    const crew = crews[serial % crews.length] as (typeof crews)[number];
    const records = Array.from({ length: batch }, (_, n) => {
      serial += 1;
      return {
        qr_card_number: crew.cards[(serial + n) % crew.cards.length],
        scanned_at: new Date(start + serial).toISOString(),
        presence_type: serial % 2 === 0 ? "in" : "out",
      };
    });
    return { key: benchDeviceKey(crew.project), records };
  };

  const env = { ...base, DATABASE_URL: url, SEED_DEMO: "false", LOG_LEVEL: "warn" };
  const server = spawnServer(env, await freePort(), { built: true });
  await waitForHealth(server);
  const tally = { records: 0, accepted: 0, duplicates: 0, rejected: 0, failedCalls: 0 };
  const run = async (forSeconds: number, count: boolean) => {
    const until = performance.now() + forSeconds * 1000;
    const sender = async () => {
      while (performance.now() < until) {
        const { key, records } = nextBatch();
        const response = await fetch(`${server.url}/api/presences/device`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-device-key": key },
          body: JSON.stringify({ records }),
        });
        const answer = (await response.json()) as {
          data?: { accepted: number; duplicates: number; rejected: number };
        };
        if (!count) continue;
        if (!response.ok || !answer.data) tally.failedCalls += 1;
        else {
          tally.records += records.length;
          tally.accepted += answer.data.accepted;
          tally.duplicates += answer.data.duplicates;
          tally.rejected += answer.data.rejected;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sender));
  };
  let elapsed = 0;
  const cpu = { server: 0, postgres: 0 };
  try {
    await run(warmUpSeconds, false);
    const pid = server.child.pid as number;
    const serverBefore = cpuSeconds(pid) ?? 0;
    const backendsBefore = await backendCpu(url);
    const started = performance.now();
    await run(seconds, true);
    elapsed = (performance.now() - started) / 1000;
    cpu.server = (cpuSeconds(pid) ?? 0) - serverBefore;
    cpu.postgres = backendCpuBetween(backendsBefore, await backendCpu(url));
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }

  const check = await openDatabase({ url });
  try {
    const { rows } = await sql<{ presences: string; rolled: string | null }>`
      SELECT
        (SELECT count(*) FROM presences WHERE presence_at >= ${day}::date::timestamp AT TIME ZONE 'Asia/Jakarta'
           AND presence_at < (${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta') AS presences,
        (SELECT sum(records) FROM presence_days WHERE day = ${day}::date) AS rolled`.execute(
      check.db,
    );
    return {
      batch,
      concurrency,
      seconds: Math.round(elapsed * 10) / 10,
      ...tally,
      recordsPerSecond: Math.round(tally.records / elapsed),
      acceptedPerSecond: Math.round(tally.accepted / elapsed),
      // The CPU one record costs (zero for PostgreSQL on another machine).
      cpuMsPerRecord: {
        server: perRecord(cpu.server, tally.records),
        postgres: perRecord(cpu.postgres, tally.records),
      },
      rollupsMatchPresences: Number(rows[0]?.presences) === Number(rows[0]?.rolled ?? 0),
    };
  } finally {
    await check.close();
  }
}
