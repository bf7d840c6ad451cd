/**
 * The app over a database holding the demo (from its template) with the super admin "root"
 * signed in: for suites that read and change the demo's records through the API.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/server/db/connect";
import { ensureSuperAdmin } from "../../src/server/seed/super-admin";
import { signInAs } from "./auth";
import { createTestDatabase } from "./database";
import { buildTestApp } from "./test-app";

export interface DemoApp {
  database: Database;
  app: FastifyInstance;
  /** Root's bearer token. */
  token: string;
}

/** Seeding the demo on a machine busy with other suites has taken well over a minute. */
export const DEMO_APP_TIMEOUT = 300_000;

export async function startDemoApp(): Promise<DemoApp> {
  const database = await createTestDatabase({ demoSchemasDir: "schemas" });
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  const token = await signInAs(database.db, "root");
  return { database, app: await buildTestApp(database), token };
}
