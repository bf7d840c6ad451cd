/**
 * Opens the one database Mandor runs on: embedded PGlite under DATA_DIR by default
 * (embedded-database.ts), or a PostgreSQL server when a `postgres://` URL is given
 * (server-database.ts). Both sit behind Kysely's own PostgresDialect, so every query is the
 * same SQL on both.
 */
import type { Database } from "./database";
import { type EmbeddedOptions, openEmbedded } from "./embedded-database";
import { openServer, type ServerOptions } from "./server-database";

export type { ConnectionUsage, Database, Db, ScreenDb } from "./database";

export interface OpenOptions extends EmbeddedOptions, ServerOptions {
  /** A `postgres://` URL; without one the embedded database is used. */
  url?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openServer(options.url, options) : openEmbedded(options);
}
