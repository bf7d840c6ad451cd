/**
 * The authorisation matrix (issue 18): every `/api` route the app registers, classified; every
 * screen of schemas/ × every route a screen has × five callers (anonymous, signed in without
 * the permission, a department admin of another department, the permitted user, the
 * super-admin) → the answer the overlay's declared permissions call for; and every read of
 * the callers allowed to read, held to the rows of their scope and the fields they may see.
 * The expected answers are computed from the router file, the overlays and the database,
 * never written down, so a new screen is covered without touching this file. Each test
 * gathers all its mismatches and reports them together.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_LIMIT, type MatrixEnv, startMatrix } from "./matrix-env";
import { createReadProbes, readersOf } from "./read-probes";
import { outsideScreenMismatches, unclassifiedRoutes, ungrantablePermissions } from "./route-gates";
import type { RecordedRoute } from "./route-recorder";
import { runScreenMatrix } from "./screen-matrix";
import { inChunks } from "./send";
import { loginAttempts, spelledRequests, spellingMismatches } from "./spelling-probes";

const routes = vi.hoisted(() => [] as RecordedRoute[]);
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("./route-recorder");
  return recordingFastify(await importOriginal(), routes);
});

/** A limit for hung tests only: these take seconds, on a loaded machine a minute or more. */
const LONG = 300_000;

let env: MatrixEnv;

// The first suite after a source change also builds the demo-seeded template (tests/helpers).
beforeAll(async () => {
  env = await startMatrix();
}, LONG);

afterAll(async () => {
  await env?.close();
});

describe("the authorisation matrix", () => {
  it("knows every /api route the app registers, and which of them are public", () => {
    expect(unclassifiedRoutes(routes)).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it("demands only permissions a role can be granted, wherever a screen serves the call", () => {
    expect(ungrantablePermissions(env)).toEqual([]);
  });

  it(
    "answers every cell of every screen as the overlays declare",
    async () => {
      const { cells, mismatches } = await runScreenMatrix(env);
      expect(mismatches).toEqual([]);
      expect(cells).toBeGreaterThan(1000);
    },
    LONG,
  );

  it(
    "keeps the routes outside the screens to their gates",
    async () => {
      expect(await outsideScreenMismatches(env)).toEqual([]);
    },
    LONG,
  );

  it(
    "lets no other spelling of a path around a gate",
    async () => {
      const requests = spelledRequests(env);
      expect(await spellingMismatches(env, requests)).toEqual([]);
      expect(requests.length).toBeGreaterThan(8);
    },
    LONG,
  );

  it("counts sign-in attempts once per account, however the path is spelt", async () => {
    const statuses = await loginAttempts(env);
    expect(statuses.slice(0, LOGIN_LIMIT)).not.toContain(429);
    expect(statuses.length).toBeGreaterThan(LOGIN_LIMIT);
    expect(statuses.slice(LOGIN_LIMIT).filter((status) => status !== 429)).toEqual([]);
  });

  it(
    "never shows a row outside the caller's scope nor a hidden field, through any read",
    async () => {
      const probes = createReadProbes(env);
      const { readers, superAdmin } = readersOf(env);
      const screens = [...env.screens.values()].filter((loaded) =>
        env.callers.granted.has(`read-${loaded.screen.resource}`),
      );
      const problems = await inChunks(screens, 4, (loaded) =>
        probes.readScreen(loaded, readers, superAdmin),
      );
      expect(problems.flat()).toEqual([]);
      // Every hidden field of a screen's records holds a token: each probe above could fail.
      const withoutToken = screens.filter(
        (loaded) =>
          !loaded.screen.rollup && env.hidden.fields.has(loaded.id) && !env.tokens.has(loaded.id),
      );
      expect(withoutToken.map((loaded) => loaded.id)).toEqual([]);
    },
    LONG,
  );
});
