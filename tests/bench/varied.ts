/**
 * The varied list mix (issue #13) on the bench size: every request different (varied-requests.ts),
 * the count cache off (`COUNT_CACHE_SECONDS=0`) so nothing is served from an earlier answer,
 * at concurrency 1 (a fixed number of requests) and 32 (a fixed time), with p50/p95/p99 and
 * requests per second; the same mix against the bare floor server (floor-server.ts) in the same
 * run, so the ratio compares like with like on the same machine and data; and Mandor's peak
 * RSS over the whole run.
 */
import autocannon from "autocannon";
import { openDatabase } from "../../src/server/db/connect";
import { waitForSearchIndexes } from "../helpers/search-indexes";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../helpers/server-process";
import type { BenchData } from "./bench-data";
import { spawnUncachedServer, watchRss } from "./bench-server";
import { queryOf, variedRequests } from "./varied-requests";

const C1_REQUESTS = 600;
const C32_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const SEQUENCE = 20_000;
const round = (value: number) => Math.round(value * 100) / 100;

export async function benchVaried(data: BenchData, env: Record<string, string>) {
  const { url, token } = data;
  const measured = variedRequests(data.varied, SEQUENCE).map(queryOf);
  const warmUp = variedRequests(data.varied, SEQUENCE, 31).map(queryOf);
  const mandor = await spawnUncachedServer(url, env);
  const peak = watchRss(mandor);
  let mandorFigures: Awaited<ReturnType<typeof measure>>;
  try {
    await waitForHealth(mandor);
    await waitForSearchIndex(url);
    const headers = { authorization: `Bearer ${token}`, "content-language": "id" };
    mandorFigures = await measure(mandor.url, "/api/employee/list", headers, measured, warmUp);
  } finally {
    peak.stop();
    mandor.child.kill("SIGTERM");
    await mandor.exited;
  }
  const floor = spawnFloor(url, await freePort());
  let floorFigures: Awaited<ReturnType<typeof measure>>;
  try {
    await waitForHealth(floor);
    floorFigures = await measure(floor.url, "/api/employee/list", {}, measured, warmUp);
  } finally {
    floor.child.kill("SIGTERM");
    await floor.exited;
  }
  return {
    sequence: { seed: 13, distinctRequests: new Set(measured).size, of: SEQUENCE },
    countCacheSeconds: 0,
    mandor: mandorFigures,
    floor: floorFigures,
    c32Ratio: round(mandorFigures.c32.requestsPerSecond / floorFigures.c32.requestsPerSecond),
    mandorPeakRssMb: round(peak.peakMb()),
  };
}

/** The server builds the screen's search, walk and name indexes in the background at its first start. */
export async function waitForSearchIndex(url: string) {
  const database = await openDatabase({ url });
  try {
    await waitForSearchIndexes(database.db);
  } finally {
    await database.close();
  }
}

function spawnFloor(url: string, port: number): ServerProcess {
  return spawnServer({ DATABASE_URL: url }, port, {
    entry: ["--import", "tsx", "tests/bench/floor-server.ts"],
  });
}

export async function measure(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  measured: string[],
  warmUp: string[],
) {
  await drive(baseUrl, path, headers, warmUp, { connections: 32, duration: WARM_UP_SECONDS });
  return {
    c1: await drive(baseUrl, path, headers, measured, { connections: 1, amount: C1_REQUESTS }),
    c32: await drive(baseUrl, path, headers, measured, { connections: 32, duration: C32_SECONDS }),
  };
}

/** Runs the sequence from its start; each request takes the next query of it. */
async function drive(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  queries: string[],
  limits: { connections: number; amount?: number; duration?: number },
) {
  let next = 0;
  const times: number[] = [];
  const sent: string[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        ...limits,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => {
              const query = queries[next++ % queries.length] ?? "";
              sent.push(query);
              return { ...request, path: `${path}?${query}`, headers };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
    });
  });
  // One connection answers in the order it asked: name the slowest requests.
  const slowest =
    limits.connections === 1
      ? times
          .map((ms, index) => ({ ms, query: sent[index] }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
      : undefined;
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return {
    requests: times.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    requestsPerSecond: round(times.length / (result.duration || 1)),
    non2xx: result.non2xx,
    errors: result.errors,
    ...(slowest ? { slowest } : {}),
  };
}
