/**
 * Opens the one database Mandor runs on: embedded PGlite under DATA_DIR by default, or a
 * PostgreSQL server when a `postgres://` URL is given. Both sit behind Kysely's own
 * PostgresDialect, so every query is the same SQL on both.
 */

import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import {
  type ChangeFeed,
  FEED_TIMING,
  type FeedListener,
  type FeedTiming,
  listenOnServer,
} from "./change-feed";
import { lockDataDir } from "./data-dir-lock";
import { EMBEDDED_SHARED_BUFFERS_MB, embeddedSettings } from "./embedded-settings";
import { valueParsers } from "./pg-values";
import { PGlitePool } from "./pglite-pool";
import type { DB } from "./tables";

/** Typed by the tables the migrations make (tables.ts, `npm run db:types`). */
export type Db = Kysely<DB>;

/**
 * The screens' tables, named at run time and typed by their introspected model (screens are
 * data), not by a compile-time table map. Every `Db` is one.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ScreenDb = Kysely<any>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Bulk load through COPY … FROM STDIN (CSV, header-less). */
  copyCsv(table: string, columns: readonly string[], csv: AsyncIterable<string>): Promise<void>;
  /** Follows NOTIFY on `channel`; see change-feed.ts for what each event means. */
  listen(channel: string, onEvent: FeedListener): Promise<ChangeFeed>;
  /** Whether every feed `listen` opened (and not yet closed) is listening now. */
  listening(): boolean;
  /** The query connections now (the LISTEN feeds' own are not counted), for the metrics. */
  connections(): ConnectionUsage;
  /**
   * The embedded database's whole data folder as a tar, for `loadDataDir`: the tests migrate
   * (and seed) once and start every other suite from the copy.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `waiting`: queries in line for a connection. The embedded database has one session, handed
 * to one caller at a time (pglite-pool.ts), so its `max` is 1.
 */
export interface ConnectionUsage {
  inUse: number;
  idle: number;
  max: number;
  waiting: number;
}

export interface OpenOptions {
  /** A `postgres://` URL; without one the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * How long a query may wait for a connection of the server's pool, a new one included, and
   * how long a LISTEN connection may take: past it the query fails (503), so requests do not
   * hang while the database is away.
   */
  connectTimeoutMs?: number;
  /** The LISTEN feeds' reconnect and heartbeat timing (tests shorten it). */
  feedTiming?: FeedTiming;
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

export const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openServer(options.url, options) : openEmbedded(options);
}

async function openEmbedded(options: OpenOptions): Promise<Database> {
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
        pglite.query(
          `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`,
          [],
          { blob },
        ),
      );
    },
    // One embedded session: notices arrive with the result of the statement that caused them,
    // before its caller resumes, and the feed is never lost.
    async listen(channel, onEvent) {
      const unlisten = await pool.exclusively(() =>
        pglite.listen(channel, (payload) => onEvent("changed", payload)),
      );
      onEvent("listening");
      return { listening: () => true, close: () => pool.exclusively(() => unlisten()) };
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

async function openServer(url: string, options: OpenOptions): Promise<Database> {
  const connection = {
    connectionString: url,
    options: "-c TimeZone=UTC",
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // A query in flight when the network goes silent learns of it from the kernel's probes,
    // sent after 10 s without traffic rather than the system's default two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        valueParsers[oid] ?? pg.types.getTypeParser(oid, format as "text")) as never,
    },
  };
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({ ...connection, max });
  // A connection the server drops (restart, failover, an admin's terminate) must not take the
  // process down. pg-pool hears an idle one's error; a checked-out one's has no listener
  // (an 'error' event without one throws), yet its query fails with the same error and the
  // pool discards the dead client when it is released.
  pool.on("error", (error) =>
    console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  pool.on("connect", (client) => client.on("error", () => {}));
  const probe = await pool.connect();
  probe.release();
  const prepared = {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  };
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: prepared as never }) });
  const feeds = new Set<ChangeFeed>();
  return {
    db,
    kind: "postgres",
    async copyCsv(table, columns, csv) {
      const { from } = await import("pg-copy-streams");
      const { pipeline } = await import("node:stream/promises");
      const { Readable } = await import("node:stream");
      const client = await pool.connect();
      try {
        const sink = client.query(
          from(
            `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) FROM STDIN WITH (FORMAT csv)`,
          ),
        );
        await pipeline(Readable.from(csv), sink);
      } finally {
        client.release();
      }
    },
    async listen(channel, onEvent) {
      const feed = await listenOnServer(
        connection,
        channel,
        onEvent,
        options.feedTiming ?? FEED_TIMING,
      );
      feeds.add(feed);
      return {
        listening: feed.listening,
        close() {
          feeds.delete(feed);
          return feed.close();
        },
      };
    },
    listening: () => [...feeds].every((feed) => feed.listening()),
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      max,
      waiting: pool.waitingCount,
    }),
    close: () => db.destroy(),
  };
}

const PREPARED = Symbol("prepared statements");
const statementNames = new Map<string, string>();

/**
 * Runs each query (SELECT, INSERT, UPDATE, DELETE, WITH) as a named prepared statement of its
 * connection, so the server plans a statement once per connection instead of on every call:
 * planning the session lookup alone cost 1.5 ms, seven times its execution. Everything else
 * (BEGIN, a cursor's DECLARE and FETCH, DDL) runs unnamed, as it is executed once, and so does
 * a statement that opens with PLANNED_EACH_TIME.
 */
function preparing(client: pg.PoolClient): pg.PoolClient {
  const marked = client as pg.PoolClient & { [PREPARED]?: true };
  if (marked[PREPARED]) return client;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  marked[PREPARED] = true;
  (client as unknown as { query: unknown }).query = (text: unknown, values?: unknown) =>
    typeof text === "string" && PREPARABLE.test(text)
      ? query({ name: statementName(text), text, values })
      : query(text, values);
  return client;
}

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Opens a statement whose best plan depends on its values (a search term, a filter value), so
 * the server plans it with them on every call instead of settling on one generic plan: the
 * generic plan of a list searched and sorted by name walked the whole name index for a term
 * that matched 15,000 people (4.8 s instead of 40 ms).
 */
export const PLANNED_EACH_TIME = "/* planned each time */ ";

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 10_000) statementNames.clear();
    name = `m${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
