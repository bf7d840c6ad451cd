/**
 * The permission list follows the screens: on a copy of schemas/, a start derives every
 * screen's permissions; a steward's new router line and overlay bring theirs with no code;
 * a removed screen's permissions are switched off (kept for the roles holding them, and back
 * when the screen is); nothing is switched off while a file cannot be read.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModulesFile } from "../../../src/schema/modules";
import { createSessionStore } from "../../../src/server/access/session-store";
import type { Database } from "../../../src/server/db/connect";
import {
  readPermissionSource,
  syncPermissions,
} from "../../../src/server/permissions/permission-sync";
import { signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";

let database: Database;
let dir: string;

const sync = () =>
  database.db.transaction().execute((trx) => syncPermissions(trx, readPermissionSource(dir)));

async function permissions(): Promise<Record<string, { module: string | null; active: number }>> {
  const { rows } = await sql<{ name: string; module: string | null; active: number }>`
    SELECT name, module, active FROM permissions`.execute(database.db);
  return Object.fromEntries(rows.map(({ name, ...rest }) => [name, rest]));
}

const router = (): ModulesFile => JSON.parse(readFileSync(join(dir, "modules.json"), "utf8"));
const writeRouter = (file: ModulesFile) =>
  writeFileSync(join(dir, "modules.json"), JSON.stringify(file, null, 2));

/** A steward's new screen: one router line in the master module and one overlay with a rating. */
function addScreen() {
  const file = router();
  file.modules
    .find((module) => module.name === "master")
    ?.routes.push({
      path: "/m-alat-berat",
      name: "master-alat-berat",
      title: { id: "Master Alat Berat", en: "Heavy Equipment" },
      resource: "m-alat-berat",
      schema: "m-alat-berat",
    });
  writeRouter(file);
  const overlay = {
    title: { id: "Master Alat Berat", en: "Heavy Equipment" },
    model: "m_equipment_types",
    hidden_actions: ["delete"],
    rating: { types: "rating_types", ratings: "convalsal_ratings" },
    fields: { name: { detail: { permission: "read-harga-alat" } } },
  };
  writeFileSync(join(dir, "m-alat-berat.json"), JSON.stringify(overlay));
}

function removeScreen() {
  const file = router();
  for (const module of file.modules) {
    module.routes = module.routes.filter((route) => route.schema !== "m-alat-berat");
  }
  writeRouter(file);
  rmSync(join(dir, "m-alat-berat.json"));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mandor-permissions-"));
  cpSync("schemas", dir, { recursive: true });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the permission sync", () => {
  it("derives every screen's permissions from the router file and the overlays", async () => {
    const report = await sync();
    const now = await permissions();
    expect(report.added).toHaveLength(Object.keys(now).length);
    expect(now).toMatchObject({
      "read-role": { module: "user-role", active: 1 },
      "update-role": { module: "user-role" },
      "delete-role-group": { module: "user-role" },
      "read-permissions": { module: "user-role" },
      "read-m-skills": { module: "master" },
      "read-dashboard-summary": { module: "dashboard" },
      "view-convalsals": { module: "operational-unit" },
      "do-rating-convalsals": { module: "operational-unit" },
      "read-audit-log": { module: null },
      "read-schema-preview": { module: null },
      "template-allow-all": { module: null },
    });
    // A dashboard is read-only; the permissions screen hides every write.
    for (const name of ["create-dashboard-summary", "update-permissions", "delete-permissions"]) {
      expect(now).not.toHaveProperty(name);
    }
  });

  it("changes nothing the second time", async () => {
    expect(await sync()).toEqual({ added: [], updated: [], deactivated: [], unreadable: [] });
  });

  it("gives a steward's new screen its permissions with no code", async () => {
    addScreen();
    const report = await sync();
    expect(report.added.sort()).toEqual(
      [
        "create-m-alat-berat",
        "do-rating-m-alat-berat",
        "read-harga-alat",
        "read-m-alat-berat",
        "update-m-alat-berat",
        "view-m-alat-berat",
      ].sort(),
    );
    const { rows } = await sql<{ description: string; module: string }>`
      SELECT description, module FROM permissions WHERE name = 'read-m-alat-berat'`.execute(
      database.db,
    );
    expect(rows).toEqual([{ description: "Melihat data Master Alat Berat", module: "master" }]);
  });

  it("updates a description when the screen's title changes", async () => {
    const file = router();
    const route = file.modules.flatMap((m) => m.routes).find((r) => r.path === "/m-alat-berat");
    if (route) route.title.id = "Master Alat Berat Proyek";
    writeRouter(file);
    const report = await sync();
    expect(report.updated).toContain("read-m-alat-berat");
    expect(report.added).toEqual([]);
  });

  it("switches a removed screen's permissions off, keeping the roles' grants for its return", async () => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO roles (role_name) VALUES ('Pengelola Alat') RETURNING id`.execute(database.db);
    const roleId = rows[0]?.id;
    await sql`INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${roleId}, id FROM permissions WHERE name = 'read-m-alat-berat'`.execute(database.db);
    await sql`INSERT INTO users (fullname, username, email, role_id, status)
      VALUES ('Pengelola', 'pengelola', 'pengelola@mandor.test', ${roleId}, 'active')`.execute(
      database.db,
    );
    const sessions = createSessionStore(database.db);
    const token = await signInAs(database.db, "pengelola");
    expect((await sessions.resolve(token))?.permissions.has("read-m-alat-berat")).toBe(true);

    removeScreen();
    const report = await sync();
    expect(report.deactivated).toContainEqual({
      name: "read-m-alat-berat",
      roles: ["Pengelola Alat"],
    });
    expect((await permissions())["read-m-alat-berat"]).toMatchObject({ active: 0 });
    expect((await sessions.resolve(token))?.permissions.has("read-m-alat-berat")).toBe(false);

    addScreen();
    expect((await sync()).updated).toContain("read-m-alat-berat");
    expect((await sessions.resolve(token))?.permissions.has("read-m-alat-berat")).toBe(true);
  });

  it("switches nothing off while an overlay cannot be read", async () => {
    removeScreen();
    writeFileSync(join(dir, "rusak.json"), "{ not json");
    const report = await sync();
    expect(report.deactivated).toEqual([]);
    expect(report.unreadable).toEqual(["rusak.json"]);
    expect((await permissions())["read-m-alat-berat"]).toMatchObject({ active: 1 });
    rmSync(join(dir, "rusak.json"));
    expect((await sync()).deactivated.map((p) => p.name)).toContain("read-m-alat-berat");
  });
});
