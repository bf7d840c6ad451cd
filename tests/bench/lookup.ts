/**
 * The lookup dialog's search (issue #14, admin-area §7 "Lookup options"): a foreman picked
 * among the bench's employees, `GET /api/employee/dataset?search=…&page=…&limit=10&active=1`,
 * through real HTTP to the built server with the count cache off, so every total is counted.
 * The terms are what people type into the dialog, drawn from the seed's own name lists: a
 * whole first or last name, its first letters, a first and a last name together; mostly the
 * first page, sometimes the next ones. c=1 gives p50/p95/p99, c=32 the requests per second.
 */
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "../../src/server/seed/names";
import { Random } from "../../src/server/seed/random";
import { waitForHealth } from "../helpers/server-process";
import type { BenchData } from "./bench-data";
import { spawnUncachedServer } from "./bench-server";
import { measure, waitForSearchIndex } from "./varied";

const SEQUENCE = 2000;
const FIRST_NAMES = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];

/** `count` dataset queries, the same ones for the same seed. */
export function lookupQueries(count: number, seed = 17): string[] {
  const rng = new Random(seed);
  const terms = [
    () => rng.pick(FIRST_NAMES),
    () => rng.pick(LAST_NAMES),
    () => rng.pick(FIRST_NAMES).slice(0, rng.int(3, 5)),
    () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
  ];
  return Array.from({ length: count }, () => {
    const search = rng.pick(terms)().toLowerCase();
    const page = rng.chance(0.8) ? 1 : rng.int(2, 3);
    return new URLSearchParams({
      search,
      page: String(page),
      limit: "10",
      active: "1",
    }).toString();
  });
}

export async function benchLookup(data: BenchData, env: Record<string, string>) {
  const server = await spawnUncachedServer(data.url, env);
  try {
    await waitForHealth(server);
    await waitForSearchIndex(data.url);
    const headers = { authorization: `Bearer ${data.token}`, "content-language": "id" };
    const figures = await measure(
      server.url,
      "/api/employee/dataset",
      headers,
      lookupQueries(SEQUENCE),
      lookupQueries(SEQUENCE, 29),
    );
    return {
      employees: data.employees,
      endpoint: "/api/employee/dataset",
      countCacheSeconds: 0,
      sequence: { seed: 17, of: SEQUENCE },
      ...figures,
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
