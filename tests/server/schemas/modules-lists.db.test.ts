/**
 * `GET /api/modules` through the real app and the real overlays: each route drawn by a screen
 * the caller may read says where its list is and how it is drawn, so the client asks for a
 * list's first page beside the screen's definition; placeholder routes say nothing.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Module } from "../../../src/schema/modules";
import type { Database } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function routesOf(headers: Record<string, string>, module: string) {
  const response = await app.inject({ url: "/api/modules", headers });
  expect(response.statusCode).toBe(200);
  const modules = response.json().data as Module[];
  return Object.fromEntries(
    modules.find((item) => item.name === module)?.routes.map((route) => [route.path, route]) ?? [],
  );
}

describe("GET /api/modules: where each screen's list is", () => {
  it("tells the super-admin the endpoint and layout of every screen, nothing for placeholders", async () => {
    const routes = await routesOf(bearer(await signInAs(database.db, "root")), "tenaga-kerja");
    expect(routes["/employee"]?.list).toEqual({ endpoint: "employee", layout: "table" });
    const dashboards = await routesOf(bearer(await signInAs(database.db, "root")), "dashboard");
    expect(dashboards["/dashboard-summary"]).toBeDefined();
    expect(dashboards["/dashboard-summary"]?.list).toBeUndefined();
    const master = await routesOf(bearer(await signInAs(database.db, "root")), "master");
    expect(master["/m-skills"]?.list).toEqual({ endpoint: "m-skills", layout: "table" });
  });

  it("tells a reader of one screen about that screen only", async () => {
    const headers = await callerWith(database.db, "pembaca.pekerja", ["read-employee"]);
    const routes = await routesOf(headers, "tenaga-kerja");
    expect(Object.keys(routes)).toEqual(["/employee"]);
    expect(routes["/employee"]?.list).toEqual({ endpoint: "employee", layout: "table" });
    expect(await routesOf(headers, "master")).toEqual({});
  });
});
