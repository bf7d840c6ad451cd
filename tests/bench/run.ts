/**
 * `npm run bench`: Mandor's performance figures as one JSON document on stdout (also saved to
 * `.bench/latest.json`).
 *
 * - coldStart: the built server's spawn → first 200 from `/api/health`, and its resident memory
 *   10 s later, on embedded PGlite and on the PostgreSQL server: first start on an empty
 *   database (migrations, demo seed, super-admin) and restarts on existing data (median of
 *   several).
 * - seed: bulk load of the bench size (`--employees`, default 1,000,000) into a fresh
 *   database on the server, in rows per second.
 * - varied: the employee list under a seeded mix of distinct requests with the count cache
 *   off, at concurrency 1 and 32, against Mandor and a bare Node + pg floor server, with
 *   Mandor's peak RSS (see varied.ts).
 * - crud: the generic screen on the bench size in the server: list q1/q2/q3, show, create,
 *   update at concurrency 1 and 32, and a full CSV export's time and peak RSS (see crud.ts).
 * - lookup: the lookup dialog's dataset search on the bench size: varied terms from the seed's
 *   name lists, count cache off, at concurrency 1 and 32 (see lookup.ts).
 * - schemaEngine: the adapter's time per overlay in schemas/ (and the server's validator
 *   compiles), and keystroke-to-commit in a generated 100-field form in Chromium
 *   (see schema-engine.ts).
 * - firstRows: navigation → first rows of the employee list on the demo data in Chromium, by a
 *   full page load and by a sidebar click from another screen, with one load's network
 *   waterfall (see first-rows.ts); also printed as a table on stderr.
 * - bundle: the JavaScript (gzip) the sign-in page, the employee list and a dashboard load
 *   (and what a dashboard adds to the list), from a fresh production build and Vite's
 *   manifest (see bundle.ts).
 * - map: the map widget's lazy chunks (gzip) and, in Chromium without a token, a project's
 *   form from navigation to the map's first frame and its marker (see map.ts).
 * - presences: on the bench database, `--presences N` (default 30,000,000) presences and
 *   their rollups loaded by SQL (seed/bench-presences.ts), then a recap page for one project
 *   and one month, p50/p95 (see recaps.ts), and the intake's records/s and CPU per record in
 *   batches of 100 and of 10 over HTTP with the rollups kept current (see presence-intake.ts);
 *   then the attendance tables' and the workers' rows and bytes a row, indexes included.
 *
 * - dashboards: on the bench database (with the presences `--only presences` loaded), each
 *   dashboard's data endpoint at concurrency 8, default and varied filters, as the super-admin
 *   and as a department admin: p50/p99 (see dashboards.ts).
 *
 * - mixed: many signed-in users of several roles at once, each looping over a weighted mix of
 *   lists (search, filters, sort, paging) on several screens, records opened, dashboards'
 *   data, creates, updates and an occasional export (see mixed-load.ts): on a fresh database
 *   on the server with the demo data and `--mixed-employees` (default 100,000) bench
 *   employees, `--mixed-clients` (default 200) for `--mixed-seconds` (default 60): requests/s,
 *   p50/p95/p99 per kind and overall, answers that are not 2xx by status, the server's peak
 *   RSS; then the same mix on PGlite with `--mixed-pglite-employees` (default 20,000) at
 *   `--mixed-pglite-clients` (default 10,25,50,100) for `--mixed-pglite-seconds` (default 20)
 *   each, and the most clients it holds. On the server, after the mix, each of list, show,
 *   create and dashboard alone by 16 clients for `--mixed-kind-seconds` (default 15): the CPU
 *   one request of that kind costs in Mandor and in PostgreSQL (the capacity plan's figures).
 *
 * - import-bomb: the server's RSS growth while it refuses an .xlsx whose one cell inflates to
 *   150 MB (and the same at 90 MB, and one whose zip lies about its size), on PGlite and on the
 *   server, and while it takes a valid 50,000-row upload (see import-bomb.ts).
 *
 * - xlsxExport: `--xlsx-rows` (default 1,000,000) generated employee rows through the xlsx
 *   export's writer in a process of its own: seconds, megabytes, resident memory after each
 *   tenth of the rows and its peak, to show the memory stays flat (see xlsx-export.ts).
 *
 * - lighthouse: Lighthouse's performance score, LCP and bytes transferred on the mobile and
 *   desktop presets for the sign-in page, the employee list and the summary dashboard, on the
 *   demo data in PGlite, with compression on and off (see lighthouse.ts).
 *
 * `--only coldStart,seed,varied,crud,lookup,schemaEngine,firstRows,bundle,map,presences,dashboards,mixed,import-bomb,xlsxExport,lighthouse` runs some sections; the others are reported
 * as null. varied, crud and lookup share one bench database, made for the run and dropped after it;
 * `--database NAME` keeps it under that name instead, seeded once, for measuring again.
 *
 * The server is BENCH_DATABASE_URL, else DATABASE_URL, else TEST_DATABASE_URL, else the local
 * postgres://postgres@127.0.0.1:5432/test; without one reachable, server figures are null.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { businessToday } from "../../src/schema/validation/periods";
import { openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { seedBench } from "../../src/server/seed/bench";
import { seedBenchPresences } from "../../src/server/seed/bench-presences";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { prepareBenchData } from "./bench-data";
import { buildServer, processMemory } from "./bench-server";
import { benchBundle } from "./bundle";
import { benchCrud } from "./crud";
import { benchDashboards } from "./dashboards";
import { benchFirstRows, printFirstRows } from "./first-rows";
import { benchImportBomb, importBombDataDir } from "./import-bomb";
import { benchLighthouse } from "./lighthouse";
import { benchLookup } from "./lookup";
import { benchMap } from "./map";
import { benchMixedPglite, benchMixedPostgres } from "./mixed-load";
import { benchPresenceIntake } from "./presence-intake";
import { benchRecaps } from "./recaps";
import { benchAdapter, benchFormTyping } from "./schema-engine";
import { benchVaried } from "./varied";
import { benchXlsxExport } from "./xlsx-export";

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
const employees = Number(option("employees") ?? 1_000_000);
const restarts = Number(option("restarts") ?? 3);
const only = option("only")?.split(",");
const keptDatabase = option("database");
const presenceCount = Number(option("presences") ?? 30_000_000);
const xlsxRows = Number(option("xlsx-rows") ?? 1_000_000);
const wanted = (section: string) => !only || only.includes(section);
const mixedOptions = {
  clients: Number(option("mixed-clients") ?? 200),
  seconds: Number(option("mixed-seconds") ?? 60),
  employees: Number(option("mixed-employees") ?? 100_000),
  pgliteEmployees: Number(option("mixed-pglite-employees") ?? 20_000),
  pgliteClients: (option("mixed-pglite-clients") ?? "10,25,50,100").split(",").map(Number),
  pgliteSeconds: Number(option("mixed-pglite-seconds") ?? 20),
  kindSeconds: Number(option("mixed-kind-seconds") ?? 15),
};
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function serverReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new database on the server for `run`, dropped afterwards unless it is the kept one. */
async function withServerDatabase<T>(run: (url: string) => Promise<T>, kept?: string): Promise<T> {
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) {
    throw new Error(`--database ${kept}: lower-case letters, digits and underscores`);
  }
  const name = kept ?? `mandor_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    if (kept === undefined) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** After a start, how long the server is left alone before its resident memory is read. */
const IDLE_SECONDS = 10;

/** One start of the built server: until its health answers, and its resident memory at rest. */
async function timeStart(env: Record<string, string>) {
  const server = spawnServer({ LOG_LEVEL: "warn", ...env }, await freePort(), { built: true });
  const elapsed = await waitForHealth(server);
  await delay(IDLE_SECONDS * 1000);
  const idleRssMb = processMemory(server.child.pid as number).rssMb;
  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
  return { ms: round(elapsed), idleRssMb };
}

async function coldStart(env: Record<string, string>) {
  buildServer();
  const first = await timeStart(env);
  const again = [];
  for (let run = 0; run < restarts; run += 1) again.push(await timeStart(env));
  const restartMs = again.map((start) => start.ms);
  const restartIdleRssMb = again.map((start) => start.idleRssMb);
  return {
    firstStartMs: first.ms,
    firstStartIdleRssMb: first.idleRssMb,
    restartMedianMs: median(restartMs),
    restartMs,
    restartIdleRssMedianMb: median(restartIdleRssMb),
    restartIdleRssMb,
    idleAfterSeconds: IDLE_SECONDS,
  };
}

/** The bench presences, loaded once per database (a kept one is not loaded again). */
async function loadBenchPresences(url: string) {
  const database = await openDatabase({ url });
  try {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM presences`.execute(
      database.db,
    );
    if (Number(rows[0]?.n) >= presenceCount)
      return { presences: Number(rows[0]?.n), loaded: false };
    return {
      loaded: true,
      ...(await seedBenchPresences(database, { presences: presenceCount, today: businessToday() })),
    };
  } finally {
    await database.close();
  }
}

/** The attendance tables and the workers' as they stand after the intake: rows, bytes a row. */
async function storage(url: string) {
  const database = await openDatabase({ url });
  try {
    const tables = [
      "employees",
      "presences",
      "raw_presences",
      "presence_days",
      "presence_months",
      "dash_attendance_days",
    ];
    const figures: Record<string, { rows: number; megabytes: number; bytesPerRow: number }> = {};
    for (const table of tables) {
      const { rows } = await sql<{ n: number; bytes: number }>`
        SELECT count(*)::float8 AS n, pg_total_relation_size(${table}::regclass)::float8 AS bytes
        FROM ${sql.table(table)}`.execute(database.db);
      const { n = 0, bytes = 0 } = rows[0] ?? {};
      figures[table] = {
        rows: n,
        megabytes: round(bytes / 2 ** 20),
        bytesPerRow: n === 0 ? 0 : Math.round(bytes / n),
      };
    }
    return figures;
  } finally {
    await database.close();
  }
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), "mandor-bench-"));
  const base = { ADMIN_PASSWORD: "Bench-admin-2026", CLIENT_DIR: join(scratch, "no-client") };
  const reachable = await serverReachable();
  try {
    const pglite = wanted("coldStart")
      ? // An empty DATABASE_URL: the embedded database, whatever the caller's environment says.
        await coldStart({ ...base, DATABASE_URL: "", DATA_DIR: join(scratch, "pglite") })
      : null;
    const postgres =
      reachable && wanted("coldStart")
        ? await withServerDatabase((url) => coldStart({ ...base, DATABASE_URL: url }))
        : null;
    const seed =
      reachable && wanted("seed")
        ? await withServerDatabase(async (url) => {
            const database = await openDatabase({ url });
            try {
              await migrateToLatest(database.db);
              return {
                database: "postgres",
                employees,
                ...(await seedBench(database, { employees })),
              };
            } finally {
              await database.close();
            }
          })
        : null;
    const { varied, crud, lookup } =
      reachable && (wanted("varied") || wanted("crud") || wanted("lookup"))
        ? await withServerDatabase(async (url) => {
            const data = await prepareBenchData(url, employees);
            // The varied mix first: it reads the data as seeded, before crud's writes.
            const variedFigures = wanted("varied") ? await benchVaried(data, base) : null;
            const lookupFigures = wanted("lookup") ? await benchLookup(data, base) : null;
            return {
              varied: variedFigures,
              lookup: lookupFigures,
              crud: wanted("crud") ? await benchCrud(data, base) : null,
            };
          }, keptDatabase)
        : { varied: null, crud: null, lookup: null };
    const presences =
      reachable && wanted("presences")
        ? await withServerDatabase(async (url) => {
            const data = await prepareBenchData(url, employees);
            const load = await loadBenchPresences(url);
            // The recap pages first, on the rollups as loaded; then the intake's writes.
            const recaps = await benchRecaps(data, base);
            const intake = await benchPresenceIntake(url, base);
            // Devices at shift start, each sending its scans as they come: the capacity plan.
            const intakeSmallBatches = await benchPresenceIntake(url, base, { batch: 10 });
            return { load, recaps, intake, intakeSmallBatches, storage: await storage(url) };
          }, keptDatabase)
        : null;
    const dashboards =
      reachable && wanted("dashboards")
        ? await withServerDatabase(
            async (url) => benchDashboards(await prepareBenchData(url, employees), base),
            keptDatabase,
          )
        : null;
    const mixed = wanted("mixed")
      ? {
          postgres: reachable
            ? await withServerDatabase((url) => benchMixedPostgres(url, base, mixedOptions))
            : null,
          pglite: await benchMixedPglite(join(scratch, "mixed-pglite"), base, mixedOptions),
        }
      : null;
    const importBomb = wanted("import-bomb")
      ? {
          pglite: await benchImportBomb(base, {
            DATABASE_URL: "",
            DATA_DIR: importBombDataDir(scratch),
          }),
          postgres: reachable
            ? await withServerDatabase((url) => benchImportBomb(base, { DATABASE_URL: url }))
            : null,
        }
      : null;
    const report = {
      at: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? "unknown",
        memoryGiB: round(totalmem() / 2 ** 30),
        node: process.version,
      },
      coldStart: { pglite, postgres },
      seed,
      varied,
      crud,
      lookup,
      presences,
      dashboards,
      mixed,
      importBomb,
      xlsxExport: wanted("xlsxExport") ? await benchXlsxExport(xlsxRows) : null,
      schemaEngine: wanted("schemaEngine")
        ? { adapter: await benchAdapter(), formTyping: await benchFormTyping() }
        : null,
      firstRows: wanted("firstRows") ? await benchFirstRows() : null,
      bundle: wanted("bundle") ? await benchBundle() : null,
      map: wanted("map") ? await benchMap() : null,
      lighthouse: wanted("lighthouse") ? await benchLighthouse() : null,
      notes: reachable ? [] : [`PostgreSQL at ${serverUrl} unreachable: server figures skipped`],
    };
    if (report.firstRows) printFirstRows(report.firstRows);
    const json = JSON.stringify(report, null, 2);
    mkdirSync(".bench", { recursive: true });
    writeFileSync(".bench/latest.json", `${json}\n`);
    process.stdout.write(`${json}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
