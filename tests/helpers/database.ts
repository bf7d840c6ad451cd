/**
 * A fresh, migrated database for one test file: embedded PGlite in memory, or — in the
 * `postgres` project or when the caller asks for it — a new database on the TEST_DATABASE_URL
 * server, dropped on close. Both start as a copy of a template migrated once (and demo-seeded
 * once, when asked): see database-templates.ts.
 * An unreachable server fails the suite; it is never skipped.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import {
  embeddedTemplate,
  serverTemplate,
  type TemplateSeed,
  type TemplateShape,
} from "./database-templates";

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** A new database on the test server (empty, or a copy of `template`); its URL and its drop. */
export async function createServerDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL must be set for the postgres test project");
  const name = `mandor_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A large template (the bench size) is copied file by file rather than through the WAL.
    const large = template
      ? (await admin.query("SELECT pg_database_size($1) > 2e8 AS large", [template])).rows[0]?.large
      : false;
    await admin.query(
      `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}${large ? " STRATEGY FILE_COPY" : ""}`,
    );
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

export interface TestDatabaseOptions {
  /** false: an empty database, not migrated. */
  migrate?: boolean;
  kind?: "pglite" | "postgres";
  /** The demo data (seeded for today with this schemas folder's permissions), as a start would. */
  demoSchemasDir?: string;
  /** The instant the demo data is seeded at, when the suite fixes its clock. */
  demoAt?: Date;
  /** Other data, seeded once into the template (the bench size). */
  seed?: TemplateSeed;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const shape: TemplateShape | undefined =
    options.migrate === false
      ? undefined
      : { demoSchemasDir: options.demoSchemasDir, demoAt: options.demoAt, seed: options.seed };
  if ((options.kind ?? testDatabaseKind()) === "postgres") {
    const template = shape && (await serverTemplateOf(shape));
    const server = await createServerDatabase(template);
    const opened = await openDatabase({ url: server.url, poolSize: 4 });
    return {
      ...opened,
      async close() {
        await opened.close();
        await server.drop();
      },
    };
  }
  const loadDataDir = shape && (await embeddedTemplate(shape, () => buildEmbedded(shape)));
  return openDatabase({ dataDir: "memory://", loadDataDir });
}

const seeded = (shape: TemplateShape) => shape.demoSchemasDir !== undefined || shape.seed;

/** Seeds a copy of the migrated template with the shape's data. */
async function seedShape(database: Database, shape: TemplateShape): Promise<void> {
  if (shape.demoSchemasDir !== undefined) {
    const { seedDemo } = await import("../../src/server/seed/demo");
    await seedDemo(database, {
      schemasDir: shape.demoSchemasDir,
      ...(shape.demoAt ? { now: shape.demoAt } : {}),
    });
  }
  await shape.seed?.run(database);
}

/** A fresh embedded database of this shape, built on the migrated template when seeded. */
async function buildEmbedded(shape: TemplateShape): Promise<Database> {
  if (!seeded(shape)) {
    const database = await openDatabase({ dataDir: "memory://" });
    await migrateToLatest(database.db);
    return database;
  }
  const database = await createTestDatabase({ kind: "pglite" });
  await seedShape(database, shape);
  return database;
}

async function serverTemplateOf(shape: TemplateShape): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL must be set for the postgres test project");
  const migrated = seeded(shape) ? await serverTemplateOf({}) : undefined;
  return serverTemplate(
    adminUrl,
    shape,
    async (url) => {
      const database = await openDatabase({ url, poolSize: 2 });
      try {
        if (migrated) await seedShape(database, shape);
        else await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
    },
    migrated,
  );
}
