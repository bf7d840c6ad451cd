/**
 * Waits for the search indexes the server builds in the background at its first start
 * (src/server/crud/search-indexes.ts): on the bench size a search before them scans every row.
 */
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { createSearchIndexes } from "../../src/server/crud/search-indexes";
import type { Database, Db } from "../../src/server/db/connect";

/** Builds, as a server's start would, the search indexes of the screen `schemas/<screen>.json`. */
export async function buildSearchIndexes(database: Database, screen: string): Promise<void> {
  const overlay = JSON.parse(readFileSync(`schemas/${screen}.json`, "utf8"));
  const quiet = { info() {}, warn: (message: string) => console.warn(message) };
  const indexes = createSearchIndexes(database, quiet);
  indexes.want(overlay.model, overlay.search);
  await indexes.settled();
  await indexes.close();
}

/**
 * Resolves once `table`'s trigram, walk, name and rest indexes are valid and its names' values
 * kept (the last thing built); fails after 5 minutes.
 */
export async function waitForSearchIndexes(db: Db, table = "employees"): Promise<void> {
  for (let waited = 0; waited < 300; waited++) {
    const { rows } = await sql<{ kind: string }>`
      SELECT substring(c.relname FROM '_(walk|name|rest)$') AS kind
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE starts_with(c.relname, ${`mandor_search_${table}_`}) AND i.indisvalid
      UNION ALL
      SELECT 'values' FROM pg_class WHERE starts_with(relname, ${`mandor_values_${table}_`})`.execute(
      db,
    );
    if (new Set(rows.map((row) => row.kind)).size === 5) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the ${table}' search indexes were not built within 5 minutes`);
}
