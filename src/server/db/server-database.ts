/**
 * A PostgreSQL server, given by a `postgres://` URL: a pool of connections that run their
 * queries as prepared statements (prepared-statements.ts), and LISTEN feeds on connections
 * of their own (change-feed.ts).
 */
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type ChangeFeed, FEED_TIMING, type FeedTiming, listenOnServer } from "./change-feed";
import { copyStatement } from "./copy-statement";
import type { Database, Db } from "./database";
import { valueParsers } from "./pg-values";
import { preparing } from "./prepared-statements";

export interface ServerOptions {
  poolSize?: number;
  /**
   * How long a query may wait for a connection of the server's pool, a new one included, and
   * how long a LISTEN connection may take: past it the query fails (503), so requests do not
   * hang while the database is away.
   */
  connectTimeoutMs?: number;
  /** The LISTEN feeds' reconnect and heartbeat timing (tests shorten it). */
  feedTiming?: FeedTiming;
  /**
   * A read replica (DATABASE_READ_URL): its sessions refuse writes, so a write sent there by
   * mistake fails instead of failing later on a standby; and it may be away when the app
   * starts, since reads then go to the primary, so opening does not wait for a connection.
   */
  replica?: boolean;
}

const CONNECT_TIMEOUT_MS = 10_000;

export async function openServer(url: string, options: ServerOptions): Promise<Database> {
  const connection = {
    connectionString: url,
    options: options.replica
      ? "-c TimeZone=UTC -c default_transaction_read_only=on"
      : "-c TimeZone=UTC",
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
  if (!options.replica) {
    const probe = await pool.connect();
    probe.release();
  }
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
        const sink = client.query(from(copyStatement(table, columns, "STDIN")));
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
        caughtUp: feed.caughtUp,
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
