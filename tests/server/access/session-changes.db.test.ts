/**
 * Sessions served from memory (session-cache) stay true to the database: every change that
 * can end a session or alter its rights (migration 0012) reaches the cache through the
 * database's notice, whoever makes it; writes that cannot matter stay silent; and a lost
 * listener connection is noticed and replaced.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCache } from "../../../src/server/access/session-cache";
import { createSessionStore, type SessionStore } from "../../../src/server/access/session-store";
import type { ChangeFeed, FeedEvent } from "../../../src/server/db/change-feed";
import type { Database } from "../../../src/server/db/connect";
import { SESSION_CHANGES_CHANNEL } from "../../../src/server/db/schema-names";
import { createTestDatabase, testDatabaseKind } from "../../helpers/database";
import { insertDepartment } from "../../helpers/organisation";

let database: Database;
const feeds: ChangeFeed[] = [];
let roleId: number;
let departmentId: number;

async function cachedStore(): Promise<SessionStore> {
  const cache = createSessionCache({ ttlMs: 60_000 });
  const feed = await database.listen(SESSION_CHANGES_CHANNEL, cache.follow);
  cache.attach(feed);
  feeds.push(feed);
  return createSessionStore(database.db, undefined, cache);
}

async function recordEvents(): Promise<FeedEvent[]> {
  const events: FeedEvent[] = [];
  feeds.push(await database.listen(SESSION_CHANGES_CHANNEL, (event) => events.push(event)));
  return events;
}

let serial = 0;
async function signedIn(store: SessionStore) {
  serial += 1;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, role_id, status)
    VALUES (${`User ${serial}`}, ${`user.${serial}`}, ${`user.${serial}@mandor.test`},
            ${roleId}, 'active')
    RETURNING id`.execute(database.db);
  const id = rows[0]?.id as number;
  return { id, token: await store.create(id) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO roles (role_name) VALUES ('Pengawas') RETURNING id`.execute(db);
  roleId = rows[0]?.id as number;
  await sql`INSERT INTO permissions (name) VALUES ('read-employee')`.execute(db);
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${roleId}, id FROM permissions WHERE name = 'read-employee'`.execute(db);
  departmentId = await insertDepartment(db, "D9", "Departemen Bali");
});

afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await database?.close();
});

const settles = { timeout: 3000, interval: 10 };

describe("a cached session", () => {
  it("is served from memory while nothing that matters changes", async () => {
    const store = await cachedStore();
    const { id, token } = await signedIn(store);
    expect((await store.resolve(token))?.fullname).toBe(`User ${serial}`);
    // Without its notice, a change is not seen: the answer really comes from memory.
    await sql`ALTER TABLE users DISABLE TRIGGER users_session_change`.execute(database.db);
    try {
      await sql`UPDATE users SET fullname = 'Tanpa Kabar' WHERE id = ${id}`.execute(database.db);
      expect((await store.resolve(token))?.fullname).toBe(`User ${serial}`);
    } finally {
      await sql`ALTER TABLE users ENABLE TRIGGER users_session_change`.execute(database.db);
    }
  });

  // The answers are functions: the department exists only once beforeAll has run.
  it.each<[string, (user: { id: number; token: string }) => Promise<unknown>, () => unknown]>([
    [
      "its user is deactivated",
      ({ id }) => sql`UPDATE users SET status = 'inactive' WHERE id = ${id}`.execute(database.db),
      () => null,
    ],
    [
      "it is revoked by another server",
      async ({ token }) => (await cachedStore()).revoke(token),
      () => null,
    ],
    [
      "its user is deleted",
      ({ id }) => sql`DELETE FROM users WHERE id = ${id}`.execute(database.db),
      () => null,
    ],
    [
      "its role loses a permission",
      () => sql`DELETE FROM role_permissions WHERE role_id = ${roleId}`.execute(database.db),
      () => ({ permissions: [], departmentIds: [] }),
    ],
    [
      "a permission is switched off",
      () => sql`UPDATE permissions SET active = 0`.execute(database.db),
      () => ({ permissions: [], departmentIds: [] }),
    ],
    [
      "its user is mapped to a department",
      ({ id }) =>
        sql`INSERT INTO user_mappings (user_id, department_id)
            VALUES (${id}, ${departmentId})`.execute(database.db),
      () => ({ permissions: ["read-employee"], departmentIds: [departmentId] }),
    ],
  ])("changes as soon as %s", async (_change, change, expected) => {
    await sql`UPDATE permissions SET active = 1`.execute(database.db);
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${roleId}, id FROM permissions ON CONFLICT DO NOTHING`.execute(database.db);
    const store = await cachedStore();
    const user = await signedIn(store);
    expect(await store.resolve(user.token)).not.toBeNull();
    await change(user);
    await expect
      .poll(async () => {
        const resolved = await store.resolve(user.token);
        return resolved
          ? { permissions: [...resolved.permissions], departmentIds: resolved.departmentIds }
          : null;
      }, settles)
      .toEqual(expected());
  });
});

describe("a change answered", () => {
  // Each store stands for an instance: the change is made through one, and the others' very
  // next call must see it, with no wait for the notice (none of the polls above).
  it.each<[string, (store: SessionStore, user: { id: number; token: string }) => Promise<unknown>]>(
    [
      ["a revocation", (store, { token }) => store.revoke(token)],
      [
        "a role's lost permission",
        () => sql`DELETE FROM role_permissions WHERE role_id = ${roleId}`.execute(database.db),
      ],
    ],
  )("through one instance holds at another's next call: %s", async (_change, change) => {
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${roleId}, id FROM permissions ON CONFLICT DO NOTHING`.execute(database.db);
    const [writer, reader] = [await cachedStore(), await cachedStore()];
    const user = await signedIn(writer);
    for (let round = 0; round < 20; round++) {
      expect((await reader.resolve(user.token))?.permissions.has("read-employee")).toBe(true);
    }
    await change(writer, user);
    const after = await reader.resolve(user.token);
    expect(after?.permissions.has("read-employee") ?? false).toBe(false);
  });
});

describe("the change notices", () => {
  it("stay silent for writes that cannot matter, and come for those that do", async () => {
    const events = await recordEvents();
    const store = await cachedStore();
    const { id, token } = await signedIn(store);
    await sql`UPDATE sessions SET last_seen_at = now()`.execute(database.db);
    await sql`UPDATE users SET locale = 'en' WHERE id = ${id}`.execute(database.db);
    await store.create(id);
    await store.revoke(token);
    await expect.poll(() => events.filter((event) => event === "changed").length, settles).toBe(1);
    expect(events[0]).toBe("listening");
  });

  it("are no longer heard once the feed is closed", async () => {
    const heard: FeedEvent[] = [];
    const feed = await database.listen(SESSION_CHANGES_CHANNEL, (event) => heard.push(event));
    const events = await recordEvents();
    await feed.close();
    await sql`UPDATE permissions SET active = 1`.execute(database.db);
    await expect.poll(() => events.includes("changed"), settles).toBe(true);
    expect(heard).toEqual(["listening"]);
  });

  // Only a server connection can be lost; the embedded database is in this process.
  if (testDatabaseKind() === "postgres") {
    it("are followed again after the listener's connection is lost", async () => {
      const events = await recordEvents();
      const store = await cachedStore();
      const { id, token } = await signedIn(store);
      expect(await store.resolve(token)).not.toBeNull();
      const { rows } = await sql<{ ended: boolean }>`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(database.db);
      expect(rows.length).toBeGreaterThan(0);
      await expect.poll(() => events.slice(1), settles).toEqual(["lost", "listening"]);
      await sql`UPDATE users SET status = 'inactive' WHERE id = ${id}`.execute(database.db);
      await expect.poll(() => store.resolve(token), settles).toBeNull();
    });
  }
});
