/**
 * The generic screen's figures (issue #5) on the bench size in the PostgreSQL server: latency
 * p50/p99 and requests per second at concurrency 1 and 32, through real HTTP to a real server
 * process, for (q1) the default page of 20 with its total, (q2) search 'budi' with its total,
 * (q3) two filters sorted by created_at with its total, show, create and update; then a full
 * CSV export from a fresh server process: seconds, bytes, rows and the process's peak RSS.
 * Each scenario first runs unmeasured for a moment at full concurrency (warm-up).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { sql } from "kysely";
import { type Db, openDatabase } from "../../src/server/db/connect";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import type { BenchData } from "./bench-data";

const SECONDS = 8;
const WARM_UP_SECONDS = 2;
const round = (value: number) => Math.round(value * 100) / 100;

export interface Scenario {
  name: string;
  method?: "GET" | "POST" | "PUT";
  /** The next request's path and body; called once per request. */
  next: () => { path: string; body?: unknown };
}

export async function benchCrud(data: BenchData, base: Record<string, string>) {
  const database = await openDatabase({ url: data.url });
  let facts: Awaited<ReturnType<typeof prepare>>;
  try {
    facts = await prepare(database.db);
  } finally {
    await database.close();
  }
  const token = data.token;
  const env = { ...base, DATABASE_URL: data.url, SEED_DEMO: "false", LOG_LEVEL: "warn" };
  const server = spawnServer(env, await freePort(), { built: true });
  await waitForHealth(server);
  const headers = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    "content-language": "id",
  };
  let created = 0;
  let updated = 0;
  const scenarios: Scenario[] = [
    {
      name: "q1 default page with total",
      next: () => ({ path: "/api/employee/list?page=1&limit=20" }),
    },
    {
      name: "q2 search 'budi' with total",
      next: () => ({ path: "/api/employee/list?search=budi&limit=20" }),
    },
    {
      name: "q3 two filters, sort created_at, with total",
      next: () => ({
        path: `/api/employee/list?status=active&manpower_type_id=${facts.manpowerTypeId}&sort_by=created_at&sort=DESC&limit=20`,
      }),
    },
    {
      name: "show",
      next: () => ({
        path: `/api/employee/${facts.ids[Math.floor(Math.random() * facts.ids.length)]}/show`,
      }),
    },
    {
      name: "create",
      method: "POST",
      next: () => {
        created += 1;
        const serial = String(created).padStart(8, "0");
        return {
          path: "/api/employee/create",
          body: {
            nik: `99${serial}000000`,
            employee_code: `BENCH-${serial}`,
            fullname: `Bench ${serial}`,
            manpower_type_id: facts.manpowerTypeId,
          },
        };
      },
    },
    {
      name: "update",
      method: "PUT",
      next: () => {
        const row = facts.versions[updated % facts.versions.length];
        updated += 1;
        return {
          path: "/api/employee/update",
          body: { ...row, fullname: `Diubah ${updated}` },
        };
      },
    },
  ];
  const results: Record<string, unknown> = {};
  try {
    for (const scenario of scenarios) {
      // Unmeasured: fills the connection pool and lets each connection prepare its statements.
      await load(server.url, headers, scenario, 32, WARM_UP_SECONDS);
      results[scenario.name] = {
        c1: await load(server.url, headers, scenario, 1),
        c32: await load(server.url, headers, scenario, 32),
      };
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  return {
    employees: data.employees,
    searchMatchShare: facts.budiShare,
    searchUsesTrigramIndex: facts.searchUsesTrigramIndex,
    q3Filters: { status: "active", manpower_type_id: facts.manpowerTypeId },
    durationPerRunSeconds: SECONDS,
    results,
    export: await benchExport(env, headers),
  };
}

async function prepare(db: Db) {
  const { rows: types } = await sql<{ id: number }>`
    SELECT manpower_type_id AS id FROM employees GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(
    db,
  );
  const { rows: share } = await sql<{ share: number }>`
    SELECT (SELECT count(*) FROM employees WHERE fullname ILIKE '%budi%' OR nik ILIKE '%budi%'
              OR employee_code ILIKE '%budi%')::float / count(*) AS share FROM employees`.execute(
    db,
  );
  const { rows: plan } = await sql<{ "QUERY PLAN": string }>`
    EXPLAIN SELECT 1 FROM employees WHERE fullname ILIKE '%budi%' OR nik ILIKE '%budi%'
      OR employee_code ILIKE '%budi%'`.execute(db);
  const { rows: versions } = await sql<{ id: number; updated_at: string }>`
    SELECT id, updated_at FROM employees ORDER BY random() LIMIT 400000`.execute(db);
  return {
    manpowerTypeId: types[0]?.id ?? 1,
    budiShare: round(share[0]?.share ?? 0),
    searchUsesTrigramIndex: plan.some((line) => line["QUERY PLAN"].includes("_trgm")),
    ids: versions.slice(0, 10_000).map((row) => row.id),
    versions,
  };
}

/** `connections` callers at once for `seconds`, each request the scenario's next. */
export async function load(
  baseUrl: string,
  headers: Record<string, string>,
  scenario: Scenario,
  connections: number,
  seconds = SECONDS,
) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? "GET",
        setupRequest: (request) => {
          const { path, body } = scenario.next();
          return {
            ...request,
            path,
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
      },
    ],
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A full CSV export from a server that served nothing else, so its peak RSS is the export's. */
async function benchExport(env: Record<string, string>, headers: Record<string, string>) {
  const server = spawnServer(env, await freePort(), { built: true });
  await waitForHealth(server);
  const pid = server.child.pid as number;
  let peakRssMb = 0;
  const sample = setInterval(() => {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    peakRssMb = Math.max(peakRssMb, Number(rss ?? 0) / 1024);
  }, 50);
  try {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/employee/export?format=csv`, { headers });
    let bytes = 0;
    let lines = 0;
    // The reader shares the machine's two cores with the server: count lines natively.
    for await (const chunk of response.body ?? []) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return {
      status: response.status,
      seconds: round(seconds),
      megabytes: round(bytes / 2 ** 20),
      dataRows: Math.max(0, lines - 1),
      peakRssMb: round(Math.max(peakRssMb, Number(hwm ?? 0) / 1024)),
    };
  } finally {
    clearInterval(sample);
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
