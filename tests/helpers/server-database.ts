/**
 * A migrated database for a server started as its own process (server-process.ts), and read
 * by the test once that process is gone: a DATA_DIR folder for embedded PGlite, or a new
 * database on the TEST_DATABASE_URL server. Both start as a copy of the migrated template
 * the other suites use (database-templates.ts), so the server's start migrates nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { createServerDatabase, testDatabaseKind } from "./database";
import { embeddedTemplate, serverTemplate } from "./database-templates";

export interface ServerDatabase {
  /** The environment that points a server at it (DATA_DIR always: uploads and mail live there). */
  env: Record<string, string>;
  dataDir: string;
  /** Opens it in this process; on PGlite only while no server holds the folder. */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export async function createServerProcessDatabase(): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "mandor-server-db-"));
  if (testDatabaseKind() === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL must be set for the postgres test project");
    const template = await serverTemplate(adminUrl, {}, async (url) => {
      const database = await openDatabase({ url, poolSize: 2 });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
    });
    const server = await createServerDatabase(template);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: server.url },
      dataDir,
      open: () => openDatabase({ url: server.url, poolSize: 2 }),
      async remove() {
        await server.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = await embeddedTemplate({}, async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await migrateToLatest(database.db);
    return database;
  });
  const copy = await openDatabase({ dataDir, loadDataDir: template });
  await copy.close();
  return {
    // An empty DATABASE_URL overrides one the test's own environment may hold.
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    dataDir,
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
