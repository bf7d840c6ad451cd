/**
 * The embedded database starts with a small page cache and shared memory for its one session
 * (lean embedded mode, issue 31), and PGLITE_SHARED_BUFFERS_MB sizes the cache.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { openDatabase } from "../../../src/server/db/connect";

async function settings(sharedBuffersMb?: number) {
  const database = await openDatabase({ dataDir: "memory://", sharedBuffersMb });
  try {
    const { rows } = await sql<{ name: string; setting: string }>`
      SELECT name, current_setting(name) AS setting FROM pg_settings
      WHERE name IN ('shared_buffers', 'max_connections')`.execute(database.db);
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await database.close();
  }
}

describe("the embedded database's memory settings", () => {
  it("keeps 32 MB of pages and room for a handful of sessions by default", async () => {
    expect(await settings()).toEqual({ shared_buffers: "32MB", max_connections: "5" });
  });

  it("takes the page cache's size from the settings", async () => {
    const config = loadConfig({ PGLITE_SHARED_BUFFERS_MB: "16" });
    expect(await settings(config.pgliteSharedBuffersMb)).toMatchObject({ shared_buffers: "16MB" });
  });

  it("refuses a page cache of nothing", () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: "0" })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });
});
