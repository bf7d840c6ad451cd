/**
 * The mixed load's mix (issue #18 item 6) asks every role only for what its screens offer and
 * the server answers all of it: the five demo accounts (signed in through the login route) and
 * one user of each role (a session row), as the bench signs them in, take a fixed number of
 * actions each, side by side, through real HTTP to the app. A screen renamed, a
 * permission moved or a server error makes a non-2xx answer here before it spoils a bench run.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/connect";
import { createTestDatabase } from "../helpers/database";
import { buildTestApp } from "../helpers/test-app";
import { type MixedData, prepareMixedClients, seedMixedData } from "./mixed-data";
import { runMixed, signInAll } from "./mixed-run";

/** The five demo accounts, then one user of each role (mixed-data.ts's rotation). */
const CLIENTS = 11;
const ACTIONS = 20;
const BENCH_EMPLOYEES = 400;

let database: Database;
let app: FastifyInstance;
let base: string;
let data: MixedData;

beforeAll(async () => {
  // The demo and a few bench employees, seeded once into the template as the bench seeds them.
  database = await createTestDatabase({
    demoSchemasDir: "schemas",
    seed: {
      name: `mixed load, ${BENCH_EMPLOYEES} bench employees`,
      run: (seeded) => seedMixedData(seeded, BENCH_EMPLOYEES),
    },
  });
  data = await prepareMixedClients(database, CLIENTS);
  app = await buildTestApp(database);
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the mixed load", () => {
  it("answers every role's reads and writes with 2xx", async () => {
    const figures = await runMixed(base, await signInAll(base, data), {
      count: CLIENTS,
      actions: ACTIONS,
    });
    expect(figures.failures).toEqual({});
    expect(figures.errorSamples).toEqual([]);
    expect(Object.keys(figures.roles).sort()).toEqual([
      "Admin Departemen",
      "Admin Proyek",
      "Petugas K3",
      "Staf Lapangan",
      "Super Admin",
      "Viewer",
    ]);
    for (const kind of ["list", "show", "dashboard", "create", "update"]) {
      expect(figures.kinds[kind]?.requests, kind).toBeGreaterThan(0);
    }
  });
});
