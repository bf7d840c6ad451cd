/**
 * The mixed load test (issue #18 item 6): many signed-in users of several roles at once, each
 * looping over reads and writes on several screens (mixed-actions.ts), through real HTTP to
 * the built server as a child process, whose peak RSS (VmHWM) is sampled throughout.
 *
 * - postgres: a fresh database on the server, the demo data plus `employees` bench employees
 *   (mixed-data.ts), `clients` users (default 200) for `seconds` (default 60) after a 5 s
 *   unmeasured warm-up.
 * - pglite: the demo data plus `pgliteEmployees` (default 20,000: an embedded install is the
 *   small one) in embedded PGlite (DATA_DIR in a temporary folder), whose one connection
 *   serves every request in turn: the same mix at each of `pgliteClients` (default 10, 25,
 *   50, 100) for `pgliteSeconds` each, and the ceiling: the most clients whose p99 stays
 *   within P99_BUDGET_MS with no error answer.
 *
 * Each run reports the CPU a request cost beside its latencies: the server process's (PGlite
 * included) and, on PostgreSQL, its backends' for this database when the server runs here.
 * The server runs as deployed: count cache and session cache on, pool of 10 on PostgreSQL.
 */
import { rmSync } from "node:fs";
import { type OpenOptions, openDatabase } from "../../src/server/db/connect";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { buildServer, watchRss } from "./bench-server";
import type { Kind } from "./mixed-actions";
import { type MixedData, prepareMixedClients, seedMixedData } from "./mixed-data";
import { runMixed, type SignedIn, signInAll } from "./mixed-run";
import { backendCpu, backendCpuBetween, cpuSeconds } from "./process-cpu";

const WARM_UP_SECONDS = 5;
/** The kinds measured alone after the mix, on PostgreSQL, by this many clients. */
const ALONE = ["list", "show", "create", "dashboard"] as const satisfies readonly Kind[];
const CLIENTS_ALONE = 16;
/** A page answered within a second still reads as immediate to someone at a screen. */
const P99_BUDGET_MS = 1000;
const round = (value: number) => Math.round(value * 10) / 10;
/** `only`: the run asks nothing but this kind. */
type Run = { count: number; seconds: number; only?: Kind };

export interface MixedOptions {
  clients: number;
  seconds: number;
  employees: number;
  pgliteEmployees: number;
  pgliteClients: number[];
  pgliteSeconds: number;
  /** Each kind's run alone after the mix, on PostgreSQL. */
  kindSeconds: number;
}

export async function benchMixedPostgres(
  url: string,
  env: Record<string, string>,
  options: MixedOptions,
) {
  const alone = Math.min(options.clients, CLIENTS_ALONE);
  const { runs, ...rest } = await measure(
    { url },
    { ...env, DATABASE_URL: url },
    options.employees,
    [
      { count: options.clients, seconds: options.seconds },
      ...ALONE.map((only) => ({ count: alone, seconds: options.kindSeconds, only })),
    ],
  );
  const [mixed, ...kinds] = runs;
  return {
    ...rest,
    ...mixed,
    // What one request of each kind costs when it is all the server does: the capacity
    // plan's figures (docs/operators/scaling.md).
    alone: Object.fromEntries(
      kinds.map((run, index) => [
        ALONE[index],
        {
          clients: run.clients,
          requests: run.overall.requests,
          requestsPerSecond: run.requestsPerSecond,
          p50Ms: run.overall.p50Ms,
          p95Ms: run.overall.p95Ms,
          non2xx: run.non2xx,
          errors: run.errors,
          cpuMsPerRequest: run.cpuMsPerRequest,
        },
      ]),
    ),
  };
}

export async function benchMixedPglite(
  dataDir: string,
  env: Record<string, string>,
  options: MixedOptions,
) {
  const steps = [...options.pgliteClients].sort((a, b) => a - b);
  try {
    const { runs, ...rest } = await measure(
      { dataDir },
      // An empty DATABASE_URL: the embedded database, whatever the caller's environment says.
      { ...env, DATABASE_URL: "", DATA_DIR: dataDir },
      options.pgliteEmployees,
      steps.map((count) => ({ count, seconds: options.pgliteSeconds })),
    );
    const held = runs.filter(
      (run) =>
        run.overall.p99Ms <= P99_BUDGET_MS &&
        Object.keys(run.non2xx).length === 0 &&
        run.errors === 0,
    );
    return {
      ...rest,
      steps: runs,
      ceiling: {
        clients: held.at(-1)?.clients ?? 0,
        rule: `the most clients whose p99 stays within ${P99_BUDGET_MS} ms with no error answer`,
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prepares the database, then one server for every run in turn, its peak RSS over them all. */
async function measure(
  database: OpenOptions,
  env: Record<string, string>,
  employees: number,
  runs: Run[],
) {
  const clients = Math.max(...runs.map((run) => run.count));
  const started = performance.now();
  const opened = await openDatabase(database);
  let data: MixedData;
  try {
    await seedMixedData(opened, employees);
    data = await prepareMixedClients(opened, clients);
  } finally {
    await opened.close();
  }
  buildServer();
  const setupSeconds = round((performance.now() - started) / 1000);
  const server = spawnServer({ ...env, SEED_DEMO: "false" }, await freePort(), { built: true });
  const peak = watchRss(server);
  const pid = server.child.pid as number;
  try {
    await waitForHealth(server);
    const signedIn = await signInAll(server.url, data);
    const figures = [];
    for (const run of runs) {
      figures.push(await measuredRun(server.url, pid, database.url, signedIn, run));
    }
    return {
      data: { employees: data.employees, benchEmployees: employees },
      setupSeconds,
      warmUpSeconds: WARM_UP_SECONDS,
      signedInThroughLogin: data.clients.filter((client) => client.password !== undefined).length,
      peakRssMb: round(peak.peakMb()),
      runs: figures,
    };
  } finally {
    peak.stop();
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** One run after its warm-up, with what a request cost in CPU of the server and the database's. */
async function measuredRun(
  baseUrl: string,
  pid: number,
  databaseUrl: string | undefined,
  signedIn: SignedIn[],
  run: Run,
) {
  await runMixed(baseUrl, signedIn, { ...run, seconds: WARM_UP_SECONDS });
  const serverBefore = cpuSeconds(pid) ?? 0;
  const backendsBefore = databaseUrl ? await backendCpu(databaseUrl) : undefined;
  const measured = await runMixed(baseUrl, signedIn, run);
  const serverSeconds = (cpuSeconds(pid) ?? 0) - serverBefore;
  const perRequest = (seconds: number) => round((seconds * 1000) / measured.overall.requests);
  return {
    ...measured,
    cpuMsPerRequest: {
      server: perRequest(serverSeconds),
      // Zero when the PostgreSQL server is not on this machine.
      ...(databaseUrl && backendsBefore
        ? { postgres: perRequest(backendCpuBetween(backendsBefore, await backendCpu(databaseUrl))) }
        : {}),
    },
  };
}
