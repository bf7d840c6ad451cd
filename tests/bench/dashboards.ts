/**
 * The dashboards' figures (issue #17: every dashboard's data p50 ≤ 50 ms and p99 ≤ 200 ms at
 * concurrency 8 on 1,000,000 employees and 30,000,000 presences). On the bench database (its
 * employees, and the presences `--only presences` loaded into it), the built server with the
 * count cache off answers `GET /api/dashboards/<id>/data` for each of the four dashboards,
 * every widget in one answer, over real HTTP at concurrency 8 for `seconds` after a short
 * unmeasured warm-up. Each request takes the next of a mix: the defaults, the three busiest
 * projects, their department, last month and the last seven days (with and without a
 * project). Once as the super-admin, once as an admin of that department (row scope). Then
 * each query of the mix alone, one request at a time (`oneByOne`: median of a few), to show
 * which costs what.
 */
import { sql } from "kysely";
import { monthOf } from "../../src/schema/rollup/rollup-range";
import { businessToday } from "../../src/schema/validation/periods";
import { openDatabase } from "../../src/server/db/connect";
import { bearer, callerWith, signInAs } from "../helpers/auth";
import { waitForHealth } from "../helpers/server-process";
import type { BenchData } from "./bench-data";
import { percentile, spawnUncachedServer } from "./bench-server";
import { load, type Scenario } from "./crud";

const DASHBOARDS = [
  "dashboard-summary",
  "dashboard-akuisisi",
  "dashboard-leaderboard",
  "dashboard-monitoring-presence",
];
const READ_DASHBOARDS = DASHBOARDS.map((id) => `read-${id}`);
/** The department admin the bench signs in as (row scope). */
const ADMIN = "bench_dashboard_admin";
const CONCURRENCY = 8;
const WARM_UP_SECONDS = 3;
const ONE_BY_ONE = 7;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The busiest projects of this month, their department, and a department admin's headers. */
async function prepare(url: string) {
  const database = await openDatabase({ url });
  try {
    const { rows } = await sql<{ project_id: string; department_id: string }>`
      SELECT a.project_id, p.department_id FROM dash_attendance_months a
      JOIN projects p ON p.id = a.project_id
      WHERE a.month = date_trunc('month', ${businessToday()}::date)::date
      GROUP BY 1, 2 ORDER BY sum(a.present) DESC LIMIT 3`.execute(database.db);
    const department = Number(rows[0]?.department_id ?? 0);
    // Made once per bench database, then signed in again on later runs.
    const { rows: known } = await sql`SELECT 1 FROM users WHERE username = ${ADMIN}`.execute(
      database.db,
    );
    const admin =
      known.length > 0
        ? { ...bearer(await signInAs(database.db, ADMIN)), "content-language": "id" }
        : await callerWith(database.db, ADMIN, READ_DASHBOARDS, department || undefined);
    return { projects: rows.map((row) => Number(row.project_id)), department, admin };
  } finally {
    await database.close();
  }
}

/** The queries each request cycles through. */
function queryMix(projects: number[], department: number): string[] {
  const today = businessToday();
  const lastMonth = monthOf(addDays(monthOf(today).from, -1));
  const week = { period_from: addDays(today, -6), period_to: today };
  const mixes: Record<string, string | number>[] = [
    {},
    ...projects.map((project) => ({ project_id: project })),
    ...(department ? [{ department_id: department }] : []),
    { period_from: lastMonth.from, period_to: lastMonth.to },
    week,
    ...(projects[0] ? [{ ...week, project_id: projects[0] }] : []),
  ];
  return mixes.map((mix) =>
    new URLSearchParams(Object.entries(mix).map(([key, value]) => [key, String(value)])).toString(),
  );
}

/** Median milliseconds of each query alone, one request at a time. */
async function oneByOne(url: string, headers: Record<string, string>, queries: string[]) {
  const medians: Record<string, number> = {};
  for (const query of queries) {
    const times: number[] = [];
    for (let run = 0; run < ONE_BY_ONE; run += 1) {
      const started = performance.now();
      const response = await fetch(`${url}?${query}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}?${query}: ${response.status}`);
      times.push(performance.now() - started);
    }
    medians[query || "(defaults)"] = Math.round(percentile(times, 0.5) * 10) / 10;
  }
  return medians;
}

export async function benchDashboards(
  data: BenchData,
  env: Record<string, string>,
  { seconds = 6 }: { seconds?: number } = {},
) {
  const { projects, department, admin } = await prepare(data.url);
  const queries = queryMix(projects, department);
  const server = await spawnUncachedServer(data.url, env);
  try {
    await waitForHealth(server);
    const callers = {
      superAdmin: { authorization: `Bearer ${data.token}`, "content-language": "id" },
      departmentAdmin: admin,
    };
    const figures: Record<string, Record<string, unknown>> = {};
    for (const [caller, headers] of Object.entries(callers)) {
      figures[caller] = {};
      for (const id of DASHBOARDS) {
        let next = 0;
        const scenario: Scenario = {
          name: id,
          next: () => ({ path: `/api/dashboards/${id}/data?${queries[next++ % queries.length]}` }),
        };
        await load(server.url, headers, scenario, CONCURRENCY, WARM_UP_SECONDS);
        (figures[caller] as Record<string, unknown>)[id] = {
          ...(await load(server.url, headers, scenario, CONCURRENCY, seconds)),
          oneByOne: await oneByOne(`${server.url}/api/dashboards/${id}/data`, headers, queries),
        };
      }
    }
    return {
      employees: data.employees,
      concurrency: CONCURRENCY,
      secondsPerRun: seconds,
      countCacheSeconds: 0,
      queries,
      ...figures,
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
