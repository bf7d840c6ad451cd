/**
 * API fuzzing (issue 18): requests drawn from the request model — every route, the route and
 * screen schemas' values mutated into hostile ones — sent as the super-admin, a restricted
 * user, nobody and a forged token, each answer checked against answer-invariants.ts. The run
 * is reproducible: a fixed seed and size by default, FUZZ_SEED and FUZZ_RUNS for other or
 * longer runs, FUZZ_TRACE=1 to print every request. A failure prints its seed, path and the
 * request: keep the request in regressions.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzTarget, startFuzzTarget } from "./fuzz-target";
import { isFuzzed } from "./operation";
import { REGRESSIONS } from "./regressions";
import { type FuzzRequest, requestArbitrary } from "./request-arbitrary";
import { routeOperations } from "./route-operations";

const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 1_800_002);
const TRACE = Boolean(process.env.FUZZ_TRACE);
/** Requests drawn from the fallback model (route schemas and screens), which the document replaces. */
const FALLBACK_RUNS = 60;

let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget();
});

afterAll(async () => {
  await target?.close();
});

/** Sends the request and throws what is wrong with its answer. */
async function keepsInvariants(request: FuzzRequest) {
  const started = performance.now();
  const { status, violations } = await target.check(request);
  if (TRACE) {
    const ms = Math.round(performance.now() - started);
    console.log(
      `${status} ${ms}ms ${request.caller} ${request.method} ${request.url.slice(0, 160)}`,
    );
  }
  if (violations.length > 0) throw new Error(violations.join("; "));
}

describe("regressions", () => {
  it.each(REGRESSIONS.map((regression) => [regression.found, regression.request] as const))(
    "%s",
    async (_found, request) => {
      expect((await target.check(request)).violations).toEqual([]);
    },
  );
});

describe("the oracle", () => {
  it("knows the fields a screen hides from each caller", () => {
    // A device's key hash is on no view of the devices screen, for anyone.
    expect(target.hiddenFields("devices", "super-admin")).toContain("key_hash");
    expect(target.hiddenFields("devices", "restricted")).toContain("key_hash");
    expect(target.hiddenFields("devices", "super-admin")).not.toContain("device_code");
  });
});

describe("fuzzing", () => {
  it(
    `keeps every invariant over ${RUNS} requests (seed ${SEED})`,
    async () => {
      const requests = requestArbitrary(target.model.operations, target.pool);
      await fc.assert(fc.asyncProperty(requests, keepsInvariants), { seed: SEED, numRuns: RUNS });
      // The requests reached the API: signed-in callers were served and refused.
      for (const caller of ["super-admin", "restricted"] as const) {
        expect(target.tally[caller]["2xx"], caller).toBeGreaterThan(0);
        expect(target.tally[caller]["4xx"], caller).toBeGreaterThan(0);
      }
    },
    RUNS * 2_000 + 60_000,
  );

  it("has a request model without the OpenAPI document too, from the routes and screens", async () => {
    const operations = routeOperations(target.routes, target.screens);
    const covered = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const fuzzed = target.routes.filter((route) =>
      isFuzzed({ method: route.method, path: route.url }),
    );
    expect(fuzzed.filter((route) => !covered.has(`${route.method} ${route.url}`))).toEqual([]);
    const create = operations.find(
      (operation) =>
        operation.path === "/api/:endpoint/create" && operation.bound.endpoint === "m-skills",
    );
    expect(Object.keys((create?.body?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(["code", "name"]),
    );
    await fc.assert(fc.asyncProperty(requestArbitrary(operations, target.pool), keepsInvariants), {
      seed: SEED,
      numRuns: FALLBACK_RUNS,
    });
  });
});
