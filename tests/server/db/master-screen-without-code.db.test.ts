/**
 * A new master-data screen added the way docs/stewards/README.md tells a steward to: one migration
 * file in schemas/migrations/, one overlay, one router line, no TypeScript. The server, pointed
 * at that schemas folder, migrates it in order with the TypeScript migrations and serves the
 * screen: list, create and delete work, guarded by its `{action}-m-work-shifts` permissions,
 * which the start derives from the router line.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import type { Database } from "../../../src/server/db/connect";
import { migrateToLatest } from "../../../src/server/db/migrate";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import {
  readPermissionSource,
  syncPermissions,
} from "../../../src/server/permissions/permission-sync";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";

const MIGRATION = {
  tables: [
    {
      name: "m_work_shifts",
      label: "Master Shift Kerja / Work Shifts",
      reference: true,
      columns: "code varchar(30) NOT NULL UNIQUE, name varchar(150) NOT NULL, description text",
      indexes: ["name"],
    },
  ],
  statements: [
    "INSERT INTO m_work_shifts (code, name) VALUES ('PAGI', 'Shift Pagi'), ('MALAM', 'Shift Malam')",
  ],
};

const OVERLAY = {
  $schema: "./overlay.schema.json",
  title: { id: "Master Shift Kerja", en: "Work Shifts" },
  model: "m_work_shifts",
  fields: {
    code: { label: { id: "Kode Shift", en: "Shift Code" } },
    name: { label: { id: "Nama Shift", en: "Shift Name" } },
    active: { label: { id: "Aktif", en: "Active" }, value: 1, filter: { show: true } },
  },
};

const ROUTE = {
  path: "/m-work-shifts",
  name: "master-shift-kerja",
  title: { id: "Master Shift Kerja", en: "Work Shifts" },
  resource: "m-work-shifts",
  schema: "m-work-shifts",
  group: { id: "Master Data", en: "Master Data" },
};

let schemasDir: string;
let database: Database;
let app: FastifyInstance;
let applied: string[];
let root: Record<string, string>;

beforeAll(async () => {
  schemasDir = mkdtempSync(join(tmpdir(), "mandor-schemas-"));
  cpSync("schemas", schemasDir, { recursive: true });
  mkdirSync(join(schemasDir, "migrations"), { recursive: true });
  writeFileSync(
    join(schemasDir, "migrations", "0001-m-work-shifts.json"),
    JSON.stringify(MIGRATION),
  );
  writeFileSync(join(schemasDir, "m-work-shifts.json"), JSON.stringify(OVERLAY));
  const routerPath = join(schemasDir, "modules.json");
  const router = JSON.parse(readFileSync(routerPath, "utf8"));
  router.modules.find((module: { name: string }) => module.name === "master").routes.push(ROUTE);
  writeFileSync(routerPath, JSON.stringify(router));

  database = await createTestDatabase({ migrate: false });
  // What the server's start does (start.ts): migrate, then derive the permissions.
  applied = (await migrateToLatest(database.db, { schemasDir })).applied;
  const source = readPermissionSource(schemasDir);
  await database.db.transaction().execute((trx) => syncPermissions(trx, source));
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  root = bearer(await signInAs(database.db, "root"));
  app = await buildApp({
    config: { bodyLimit: 1 << 20, clientDir: "/nonexistent", logLevel: "silent", schemasDir },
    database,
    catalog: await createModelCatalog(database.db),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (schemasDir) rmSync(schemasDir, { recursive: true, force: true });
});

const call = (method: "GET" | "POST" | "DELETE", url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });

describe("a master screen from a migration file, an overlay and a router line", () => {
  it("runs the file migration after the TypeScript ones, with the house conventions", async () => {
    // Its own sequence, numbered from 0001 beside the developers' 0001-foundation, run after theirs.
    expect(applied.at(-1)).toBe("0001-m-work-shifts");
    expect(applied).toContain("0001-foundation");
    const recorded = await sql<{ name: string }>`
      SELECT name FROM kysely_file_migration`.execute(database.db);
    expect(recorded.rows).toEqual([{ name: "0001-m-work-shifts" }]);
    const { rows } = await sql<{ comment: string; triggers: string[] }>`
      SELECT obj_description('m_work_shifts'::regclass, 'pg_class') AS comment,
        array(SELECT tgname::text FROM pg_trigger
          WHERE tgrelid = 'm_work_shifts'::regclass AND NOT tgisinternal ORDER BY 1) AS triggers
    `.execute(database.db);
    expect(rows[0]?.comment).toBe("Master Shift Kerja / Work Shifts");
    expect(rows[0]?.triggers).toEqual(
      expect.arrayContaining(["m_work_shifts_set_updated_at", "m_work_shifts_count_insert"]),
    );
    expect((await migrateToLatest(database.db, { schemasDir })).applied).toEqual([]);
  });

  it("lists, creates and deletes through the generic screen", async () => {
    const list = await call("GET", "/api/m-work-shifts/list?sort_by=code&sort=ASC", root);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { code: string }) => row.code)).toEqual(["MALAM", "PAGI"]);

    const created = await call("POST", "/api/m-work-shifts/create", root, {
      code: "SIANG",
      name: "Shift Siang",
    });
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ code: "SIANG", active: 1 });

    const deleted = await call("DELETE", "/api/m-work-shifts/delete", root, {
      id: record.id,
      updated_at: record.updated_at,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call("GET", "/api/m-work-shifts/list", root)).json().total).toBe(2);
  });

  it("is guarded by its own read-/create-/delete- permissions, derived at start", async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM permissions WHERE name LIKE '%-m-work-shifts' AND active = 1
      ORDER BY name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual([
      "create-m-work-shifts",
      "delete-m-work-shifts",
      "read-m-work-shifts",
      "update-m-work-shifts",
    ]);
    const reader = await callerWith(database.db, "shift-reader", ["read-m-work-shifts"]);
    expect((await call("GET", "/api/m-work-shifts/list", reader)).statusCode).toBe(200);
    const refused = await call("POST", "/api/m-work-shifts/create", reader, {
      code: "X",
      name: "X",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("create-m-work-shifts");
    const stranger = await callerWith(database.db, "shift-stranger", ["read-m-skills"]);
    expect((await call("GET", "/api/m-work-shifts/list", stranger)).statusCode).toBe(403);
  });
});
