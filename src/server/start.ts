/**
 * Brings Mandor up: open the database, prepare it (startup/prepare-database.ts), read the model
 * catalog and listen. `close()` stops accepting requests, finishes those in flight and closes
 * the database (PGlite flushes to disk).
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { serveBackups } from "./backup/backup-endpoint";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/connect";
import { openServer } from "./db/server-database";
import { createModelCatalog } from "./models/model-catalog";
import { connectRedis, type RedisConnection } from "./redis/redis-connection";
import { createDrainState } from "./shutdown/drain-state";
import type { ClosingStep } from "./shutdown/shutdown-report";
import { type Prepared, prepareDatabase } from "./startup/prepare-database";

const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/** What this start's preparation, or one apart from it, has to tell the operator. */
export interface Running extends Pick<Prepared, "generatedAdmin" | "demoSeeded" | "demoAccounts"> {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
  /** What `close()` is waiting for while it runs, for the report of a stop that overran. */
  closingStep(): ClosingStep | undefined;
}

export async function startMandor(
  config: Config,
  options: {
    database?: Database;
    /** What a preparation in another process (startup/prepare-apart.ts) reported. */
    preparedApart?: Prepared | undefined;
  } = {},
): Promise<Running> {
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      sharedBuffersMb: config.pgliteSharedBuffersMb,
    });
  let database = options.database ?? (await open());
  let shared: RedisConnection | undefined;
  let replica: Database | undefined;
  try {
    const here = await prepareDatabase(database, config);
    // Building a database grows PGlite's WebAssembly memory, which never shrinks: the app
    // serves from a new instance on the same files.
    if (!options.database && database.kind === "pglite" && here.built) {
      await database.close();
      database = await open();
    }
    const apart = options.preparedApart;
    const demoAccounts = apart?.demoAccounts ?? here.demoAccounts;
    const generatedAdmin = apart?.generatedAdmin ?? here.generatedAdmin;
    const catalog = await createModelCatalog(database.db);
    // Redis' reconnect notices go to the app's log once there is one.
    let log: { warn(message: string): void } = console;
    shared = config.redisUrl
      ? await connectRedis(config.redisUrl, { warn: (message) => log.warn(message) })
      : undefined;
    replica = config.readReplica.url
      ? await openServer(config.readReplica.url, {
          poolSize: config.dbPoolSize,
          replica: true,
          // Short: a replica out of reach costs each read this long before the primary answers.
          connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS,
        })
      : undefined;
    const drain = createDrainState();
    const app = await buildApp({
      config,
      database,
      catalog,
      drain,
      ...(shared ? { shared } : {}),
      ...(replica ? { replica } : {}),
    });
    log = app.log;
    // Only the folder this start opened: a database handed in (tests) lives elsewhere.
    if (!options.database && database.dumpDataDir) {
      await serveBackups(app, config.dataDir, database.dumpDataDir);
    }
    for (const sync of [apart?.sync, here.sync]) {
      for (const line of sync?.info ?? []) app.log.info(line);
      for (const line of sync?.warn ?? []) app.log.warn(line);
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    let closing: Promise<void> | undefined;
    let step: ClosingStep | undefined;
    return {
      app,
      database,
      url: `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`,
      demoSeeded: here.demoSeeded || apart?.demoSeeded === true,
      ...(demoAccounts ? { demoAccounts } : {}),
      ...(generatedAdmin ? { generatedAdmin } : {}),
      close() {
        closing ??= (async () => {
          if (config.shutdownDrainMs > 0) {
            step = "draining";
            drain.begin();
            await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
          }
          step = "app";
          await app.close();
          step = "database";
          await database.close();
          await replica?.close();
          await shared?.close();
        })();
        return closing;
      },
      closingStep: () => step,
    };
  } catch (error) {
    await database.close();
    await replica?.close();
    await shared?.close();
    throw error;
  }
}
