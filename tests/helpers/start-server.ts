/**
 * Starts the whole Mandor server in this process, as `npm start` would, on a fresh test
 * database and a random port. Demo data is off unless the test asks for it.
 */
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/connect";
import { type Running, startMandor } from "../../src/server/start";
import { createTestDatabase } from "./database";
import type { TemplateSeed } from "./database-templates";

export interface TestServer extends Running {
  url: string;
}

export async function startServer(
  options: {
    env?: Record<string, string>;
    /** Runs on the migrated database before the server reads its tables (an extra column). */
    prepare?: (database: Database) => Promise<void>;
    /** A database on the TEST_DATABASE_URL server whatever the project (the bench size). */
    onServer?: boolean;
    /** Data the database starts with, seeded once into a template (the bench size). */
    seed?: TemplateSeed;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ADMIN_USERNAME: "admin",
    ADMIN_EMAIL: "admin@mandor.test",
    ADMIN_PASSWORD: "Mandor-admin-2026",
    ...options.env,
  });
  // The demo data comes from a seeded template, of the suite's own schemas too (keyed by their
  // permission list, all the seed reads of them); a preparation (an extra column) comes after
  // the seed, which writes the same rows either way.
  const database = await createTestDatabase({
    ...(options.onServer ? { kind: "postgres" } : {}),
    ...(config.seedDemo ? { demoSchemasDir: config.schemasDir } : {}),
    ...(options.seed ? { seed: options.seed } : {}),
  });
  await options.prepare?.(database);
  return startMandor(config, { database });
}
