/**
 * A fresh, migrated database for one test file: embedded PGlite in memory, or — in the
 * `postgres` project or when the caller asks for it — a new database on the TEST_DATABASE_URL
 * server, dropped on close.
 * An unreachable server fails the suite; it is never skipped.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** A new empty database on the test server; returns its URL and how to drop it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL must be set for the postgres test project");
  const name = `mandor_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createTestDatabase(
  options: { migrate?: boolean; kind?: "pglite" | "postgres" } = {},
): Promise<Database> {
  let database: Database;
  if ((options.kind ?? testDatabaseKind()) === "postgres") {
    const server = await createServerDatabase();
    const opened = await openDatabase({ url: server.url, poolSize: 4 });
    database = {
      ...opened,
      async close() {
        await opened.close();
        await server.drop();
      },
    };
  } else {
    database = await openDatabase({ dataDir: "memory://" });
  }
  if (options.migrate !== false) await migrateToLatest(database.db);
  return database;
}
