/**
 * The embedded database: PGlite in this process, its data under DATA_DIR (or in memory),
 * behind Kysely's PostgresDialect through a pool-shaped front (pglite-pool.ts).
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import { copyStatement } from "./copy-statement";
import { lockDataDir } from "./data-dir-lock";
import type { Database, Db } from "./database";
import { EMBEDDED_SHARED_BUFFERS_MB, embeddedSettings } from "./embedded-settings";
import { valueParsers } from "./pg-values";
import { PGlitePool } from "./pglite-pool";

export interface EmbeddedOptions {
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** A data folder from `dumpDataDir` the embedded database starts from (in memory). */
  loadDataDir?: Blob | undefined;
  /** The embedded database's page cache in megabytes (PGLITE_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number | undefined;
}

function embeddedStartParams(sharedBuffersMb: number): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...embeddedSettings(sharedBuffersMb).flatMap((setting) => ["-c", setting]),
  ];
}

export async function openEmbedded(options: EmbeddedOptions): Promise<Database> {
  const dataDir = options.dataDir ?? "memory://";
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      parsers: valueParsers,
      startParams: embeddedStartParams(options.sharedBuffersMb ?? EMBEDDED_SHARED_BUFFERS_MB),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await pglite.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = new PGlitePool(pglite);
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: pool as never }) });
  return {
    db,
    kind: "pglite",
    async copyCsv(table, columns, csv) {
      const chunks: string[] = [];
      for await (const chunk of csv) chunks.push(chunk);
      const blob = new Blob(chunks, { type: "text/csv" });
      await pool.exclusively(() =>
        pglite.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob }),
      );
    },
    // One embedded session: notices arrive with the result of the statement that caused them,
    // before its caller resumes, and the feed is never lost.
    async listen(channel, onEvent) {
      const unlisten = await pool.exclusively(() =>
        pglite.listen(channel, (payload) => onEvent("changed", payload)),
      );
      onEvent("listening");
      return {
        listening: () => true,
        caughtUp: async () => {},
        close: () => pool.exclusively(() => unlisten()),
      };
    },
    listening: () => true,
    connections() {
      const { inUse, waiting } = pool.usage();
      return { inUse, idle: 1 - inUse, max: 1, waiting };
    },
    dumpDataDir: () => pool.exclusively(() => pglite.dumpDataDir("none")),
    async close() {
      await db.destroy();
      unlock();
    },
  };
}
