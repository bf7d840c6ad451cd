/**
 * What an open database is, whichever driver opened it: the types both drivers
 * (embedded-database.ts, server-database.ts) return, in a module of their own so the drivers
 * name them without importing connect.ts, which imports the drivers. connect.ts re-exports
 * them: importers name them from there.
 */
import type { Kysely } from "kysely";
import type { ChangeFeed, FeedListener } from "./change-feed";
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
