/**
 * A production start (NODE_ENV=production) on a new database: no demo data unless
 * SEED_DEMO=true asks for it, and then no password the README publishes opens a demo account;
 * the random ones are handed back by the start that made them, and by no later one.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/connect";
import { DEMO_USERS } from "../../src/server/seed/demo";
import { type Running, startMandor } from "../../src/server/start";
import { createTestDatabase } from "../helpers/database";

/** The whole demo data set seeded on a loaded machine. */
const SEED_TIMEOUT = 180_000;

/** Starts on `database`, or else on a new one. */
async function start(env: Record<string, string>, database?: Database): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: "admin",
    ADMIN_EMAIL: "admin@mandor.test",
    ADMIN_PASSWORD: "Mandor-admin-2026",
    ...env,
  });
  return startMandor(config, { database: database ?? (await createTestDatabase()) });
}

async function signsIn(running: Running, username: string, password: string): Promise<boolean> {
  const response = await running.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
  });
  return response.statusCode === 200;
}

it("loads no demo data unless SEED_DEMO=true", async () => {
  const running = await start({ SEED_DEMO: "yes" });
  try {
    expect(running.demoSeeded).toBe(false);
    expect(running.demoAccounts).toBeUndefined();
    const { rows } = await sql<{ username: string }>`SELECT username FROM users`.execute(
      running.database.db,
    );
    expect(rows).toEqual([{ username: "admin" }]);
  } finally {
    await running.close();
  }
});

describe("with SEED_DEMO=true", () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({ SEED_DEMO: "true" });
  }, SEED_TIMEOUT);
  afterAll(() => running?.close());

  it("gives every demo account a password of its own, none of them published", () => {
    expect(running.demoSeeded).toBe(true);
    const accounts = running.demoAccounts ?? [];
    expect(accounts.map((account) => account.username)).toEqual(
      DEMO_USERS.map((user) => user.username),
    );
    const passwords = accounts.map((account) => account.password);
    expect(new Set(passwords).size).toBe(DEMO_USERS.length);
    for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/);
  });

  it("opens an account with the password shown, never with the documented one", async () => {
    const shown = running.demoAccounts?.find((account) => account.username === "viewer");
    const documented = DEMO_USERS.find((user) => user.username === "viewer");
    expect(await signsIn(running, "viewer", documented?.password ?? "")).toBe(false);
    expect(await signsIn(running, "viewer", shown?.password ?? "")).toBe(true);
  });

  it("lets the generated colleagues share admin.dept's shown password", async () => {
    const { rows } = await sql<{ username: string }>`
      SELECT username FROM users WHERE status = 'active' AND role_id <> -1 ORDER BY id`.execute(
      running.database.db,
    );
    const demo = new Set(DEMO_USERS.map((user) => user.username));
    const colleague = rows.find((row) => !demo.has(row.username))?.username ?? "";
    const adminDept = running.demoAccounts?.find((account) => account.username === "admin.dept");
    expect(await signsIn(running, colleague, "Admin#Mandor25")).toBe(false);
    expect(await signsIn(running, colleague, adminDept?.password ?? "")).toBe(true);
  });

  it("shows the passwords to no later start", async () => {
    // The same database, kept open for the first start.
    const later = await start(
      { SEED_DEMO: "true" },
      { ...running.database, close: async () => {} },
    );
    try {
      expect(later.demoSeeded).toBe(false);
      expect(later.demoAccounts).toBeUndefined();
    } finally {
      await later.close();
    }
  });
});
