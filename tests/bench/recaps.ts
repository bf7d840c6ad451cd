/**
 * The worker attendance recap (issue #16): one project's page for one month,
 * `GET /api/presensi-pekerja/list?project_id=…&period_from=…&period_to=…`, through real HTTP
 * to the built server with the count cache off. The (project, month) pairs are drawn from
 * the bench's own presence_months (the busiest first, then a seeded sample), one request
 * each, one at a time: p50 and p95 of ~50 requests. Target: p50 ≤ 50 ms on 1,000,000
 * employees and 30,000,000 presences.
 */
import pg from "pg";
import { Random } from "../../src/server/seed/random";
import { waitForHealth } from "../helpers/server-process";
import type { BenchData } from "./bench-data";
import { percentile, spawnUncachedServer } from "./bench-server";

const REQUESTS = 50;
const WARM_UP = 5;

/** Up to `count` distinct (project, month) pairs that have worker rows, the same for a seed. */
async function recapPairs(url: string, count: number, seed = 41) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ project_id: string; month: string }>(`
      SELECT project_id, to_char(month, 'YYYY-MM-DD') AS month, count(*) AS n
      FROM presence_months WHERE subject_kind = 'worker'
      GROUP BY project_id, month ORDER BY n DESC, project_id, month LIMIT 2000`);
    const rng = new Random(seed);
    const busiest = rows.slice(0, Math.ceil(count / 5));
    const rest = rows.slice(busiest.length);
    const sample = Array.from({ length: Math.min(count - busiest.length, rest.length) }, () =>
      rng.pick(rest),
    );
    return [...busiest, ...sample];
  } finally {
    await client.end();
  }
}

function monthEnd(first: string): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export async function benchRecaps(data: BenchData, env: Record<string, string>) {
  const pairs = await recapPairs(data.url, REQUESTS + WARM_UP);
  if (pairs.length === 0) return null;
  const server = await spawnUncachedServer(data.url, env);
  try {
    await waitForHealth(server);
    const headers = { authorization: `Bearer ${data.token}`, "content-language": "id" };
    const times: number[] = [];
    const rows: number[] = [];
    for (const [index, pair] of pairs.entries()) {
      const query = new URLSearchParams({
        project_id: pair.project_id,
        period_from: pair.month,
        period_to: monthEnd(pair.month),
      });
      const started = performance.now();
      const response = await fetch(`${server.url}/api/presensi-pekerja/list?${query}`, {
        headers,
      });
      const answer = (await response.json()) as { total?: number };
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`recap ${query}: ${response.status}`);
      if (index < WARM_UP) continue;
      times.push(elapsed);
      rows.push(answer.total ?? 0);
    }
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      employees: data.employees,
      endpoint: "/api/presensi-pekerja/list",
      countCacheSeconds: 0,
      requests: times.length,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      medianRowsPerProjectMonth: [...rows].sort((a, b) => a - b)[Math.floor(rows.length / 2)],
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
