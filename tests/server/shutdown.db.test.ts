/**
 * The real process: SIGTERM and SIGINT close the database cleanly and exit 0, and what was
 * written before the signal is there after a restart (PGlite must flush its files).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/connect";
import { createServerDatabase, testDatabaseKind } from "../helpers/database";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "mandor-shutdown-"));
  env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_USERNAME: "root.admin",
    ADMIN_EMAIL: "root@mandor.test",
    ADMIN_PASSWORD: "Shutdown-test-2026",
    CLIENT_DIR: join(dataDir, "no-client"),
  };
  if (testDatabaseKind() === "postgres") {
    const server = await createServerDatabase();
    env.DATABASE_URL = server.url;
    cleanup = server.drop;
  } else {
    cleanup = async () => undefined;
  }
});

afterAll(async () => {
  await cleanup?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readAdmins() {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  try {
    const { rows } = await sql<{ username: string }>`
      SELECT username FROM users WHERE role_id = -1 ORDER BY id`.execute(database.db);
    return rows.map((row) => row.username);
  } finally {
    await database.close();
  }
}

describe("clean shutdown", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s exits 0 and keeps what was written",
    async (signal) => {
      const server = spawnServer(env, await freePort());
      await waitForHealth(server);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(await readAdmins()).toEqual(["root.admin"]);
    },
  );

  it("a restart on the same data answers again and creates nothing twice", async () => {
    const server = spawnServer(env, await freePort());
    await waitForHealth(server);
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toMatchObject({ status: "ok", database: testDatabaseKind() });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await readAdmins()).toEqual(["root.admin"]);
  });
});
