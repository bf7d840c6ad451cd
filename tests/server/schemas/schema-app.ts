/**
 * The real app on a fresh database, serving a private copy of schemas/ (tests edit it), with
 * three callers: the super-admin `root`, `clerk` (reads and writes master skills, reads
 * territories, over the whole company) and `reader` (reads master skills only).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { COMPANY_REACH } from "../../../src/schema/permissions";
import { buildApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { Database } from "../../../src/server/db/connect";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";

const ROLES = {
  clerk: [
    "read-m-skills",
    "create-m-skills",
    "update-m-skills",
    "read-territory",
    "create-department",
    // Keeps the company's master data, which no department owns.
    COMPANY_REACH,
  ],
  reader: ["read-m-skills"],
} as const;

export interface SchemaApp {
  app: FastifyInstance;
  database: Database;
  schemasDir: string;
  /** Headers of a signed-in caller: root, clerk or reader. */
  as(user: "root" | keyof typeof ROLES, locale?: "id" | "en"): Record<string, string>;
  close(): Promise<void>;
}

/** `clock`: the app's wall clock, for tests of dated behaviour (the real one by default). */
export async function startSchemaApp(
  config: Partial<Config> = {},
  clock?: () => Date,
): Promise<SchemaApp> {
  const schemasDir = mkdtempSync(join(tmpdir(), "mandor-schemas-"));
  cpSync("schemas", schemasDir, { recursive: true });
  const database = await createTestDatabase();
  const db = database.db;
  await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  const tokens: Record<string, string> = { root: await signInAs(db, "root") };
  for (const [name, permissions] of Object.entries(ROLES)) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO roles (role_name, description) VALUES (${name}, ${name}) RETURNING id`.execute(
      db,
    );
    const roleId = rows[0]?.id;
    for (const permission of permissions) {
      await sql`INSERT INTO permissions (name) VALUES (${permission}) ON CONFLICT DO NOTHING`.execute(
        db,
      );
      await sql`
        INSERT INTO role_permissions (role_id, permission_id)
        SELECT ${roleId}, id FROM permissions WHERE name = ${permission}`.execute(db);
    }
    await sql`
      INSERT INTO users (fullname, username, email, role_id, status)
      VALUES (${name}, ${name}, ${`${name}@mandor.test`}, ${roleId}, 'active')`.execute(db);
    tokens[name] = await signInAs(db, name);
  }
  const app = await buildApp({
    config: {
      bodyLimit: 1 << 20,
      clientDir: "/nonexistent",
      logLevel: "silent",
      schemasDir,
      ...config,
    },
    database,
    catalog: await createModelCatalog(db),
    ...(clock ? { clock } : {}),
  });
  return {
    app,
    database,
    schemasDir,
    as: (user, locale = "id") => ({ ...bearer(tokens[user] ?? ""), "content-language": locale }),
    async close() {
      await app.close();
      await database.close();
      rmSync(schemasDir, { recursive: true, force: true });
    },
  };
}
