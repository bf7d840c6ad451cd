/**
 * Brings Mandor up: open the database, migrate it, bring the permissions in line with the
 * screens (access/permission-sync.ts), seed the demo data on first start when asked, make
 * sure a super-admin exists, read the model catalog and listen. `close()` stops accepting
 * requests, finishes those in flight and closes the database (PGlite flushes to disk).
 */
import type { FastifyInstance } from "fastify";
import { describeSync, readPermissionSource, syncPermissions } from "./access/permission-sync";
import { buildApp } from "./app";
import { serveBackups } from "./backup/backup-endpoint";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { DEMO_USERS, type DemoUser, seedDemo } from "./db/seed/demo";
import { ensureSuperAdmin } from "./db/seed/super-admin";
import { createModelCatalog } from "./models/model-catalog";
import type { ClosingStep } from "./shutdown/shutdown-report";

export interface Running {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Set when this start created the super-admin with a generated password. */
  generatedAdmin?: { username: string; password: string };
  demoSeeded: boolean;
  /**
   * The demo accounts to show the operator: on every start while their passwords are the
   * documented ones, only on the start that gave them random ones (shown once, like the
   * super-admin's).
   */
  demoAccounts?: readonly DemoUser[];
  close(): Promise<void>;
  /** What `close()` is waiting for while it runs, for the report of a stop that overran. */
  closingStep(): ClosingStep | undefined;
}

export async function startMandor(
  config: Config,
  options: { database?: Database } = {},
): Promise<Running> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
    }));
  try {
    await migrateToLatest(database.db, { schemasDir: config.schemasDir });
    const source = readPermissionSource(config.schemasDir);
    const synced = await database.db.transaction().execute((trx) => syncPermissions(trx, source));
    const demo = config.seedDemo
      ? await seedDemo(database, {
          schemasDir: config.schemasDir,
          passwords: config.demoPasswords,
        })
      : { seeded: false, counts: {} };
    const demoAccounts =
      config.seedDemo && config.demoPasswords === "documented" ? DEMO_USERS : demo.accounts;
    const admin = await ensureSuperAdmin(database.db, config.admin);
    const catalog = await createModelCatalog(database.db);
    const app = await buildApp({ config, database, catalog });
    // Only the folder this start opened: a database handed in (tests) lives elsewhere.
    if (!options.database && database.dumpDataDir) {
      await serveBackups(app, config.dataDir, database.dumpDataDir);
    }
    const sync = describeSync(synced);
    for (const line of sync.info) app.log.info(line);
    for (const line of sync.warn) app.log.warn(line);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    let closing: Promise<void> | undefined;
    let step: ClosingStep | undefined;
    return {
      app,
      database,
      url: `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`,
      demoSeeded: demo.seeded,
      ...(demoAccounts ? { demoAccounts } : {}),
      ...(admin.generatedPassword
        ? { generatedAdmin: { username: admin.username, password: admin.generatedPassword } }
        : {}),
      close() {
        closing ??= (async () => {
          step = "app";
          await app.close();
          step = "database";
          await database.close();
        })();
        return closing;
      },
      closingStep: () => step,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
