/** `GET /api/modules` through the real app: filtered by permission, re-read on edit. */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import type { Database } from "../../../src/server/db/connect";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";

let database: Database;
let app: FastifyInstance;
let schemasDir: string;
let auth: Record<string, string>;

beforeAll(async () => {
  schemasDir = mkdtempSync(join(tmpdir(), "mandor-schemas-"));
  cpSync("schemas/modules.json", join(schemasDir, "modules.json"));
  database = await createTestDatabase();
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  auth = bearer(await signInAs(database.db, "root"));
  app = await buildApp({
    config: { bodyLimit: 1 << 20, clientDir: "/nonexistent", logLevel: "silent", schemasDir },
    database,
    catalog: await createModelCatalog(database.db),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(schemasDir, { recursive: true, force: true });
});

const modules = async () => {
  const response = await app.inject({ url: "/api/modules", headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ name: string; title: { id: string } }>;
};

describe("GET /api/modules", () => {
  it("needs a session", async () => {
    expect((await app.inject({ url: "/api/modules" })).statusCode).toBe(401);
  });

  it("gives the super-admin every module", async () => {
    expect((await modules()).map((module) => module.name)).toHaveLength(5);
  });

  it("serves an edit on the next request, and the last good file after a broken edit", async () => {
    const path = join(schemasDir, "modules.json");
    const file = JSON.parse(readFileSync(path, "utf8"));
    file.modules[0].title.id = "Dasbor Baru";
    writeFileSync(path, JSON.stringify(file));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect((await modules())[0]?.title.id).toBe("Dasbor Baru");

    writeFileSync(path, "{ broken");
    utimesSync(path, new Date(), new Date(Date.now() + 10_000));
    expect((await modules())[0]?.title.id).toBe("Dasbor Baru");
  });
});
