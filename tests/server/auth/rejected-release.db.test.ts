/**
 * The retention release: a rejected account's username and e-mail are free again once the
 * retention period (30 days by default) has passed since the rejection — the availability
 * check says so, a registration takes them, and the old row stays, renamed, with the audit
 * log keeping the values it had. Within the period, and for any other state, they stay taken.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTaken } from "../../../src/server/auth/users-repository";
import { type AuthTestApp, insertUser, registration, startAuthApp } from "./auth-app";

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});

afterAll(async () => {
  await t?.close();
});

/** An account in `status` since `days` ago. */
async function since(username: string, status: string, days: number): Promise<number> {
  const id = await insertUser(t.db, {
    username,
    status,
    roleId: t.org.staffRole,
    departmentId: t.org.departmentA,
  });
  await sql`UPDATE users SET status_changed_at = now() - make_interval(days => ${days})
            WHERE id = ${id}`.execute(t.db);
  return id;
}

const available = async (query: string) =>
  !(await t.call({ url: `/api/no-auth/find-user-by-username-email?${query}` })).body.data;

const register = (username: string) =>
  t.call({
    method: "POST",
    url: "/api/register",
    payload: registration(t.org, { username, email: `${username}@mandor.test` }),
  });

describe("a rejected account's username and e-mail", () => {
  it.each([
    ["rejected 31 days ago", true, "rejected", 31],
    ["rejected 29 days ago", false, "rejected", 29],
    ["inactive for 400 days", false, "inactive", 400],
    ["waiting for 400 days", false, "pending_approval", 400],
  ])("%s: free again is %s", async (_name, free, status, days) => {
    const username = `cek.${status}.${days}`;
    await since(username, status, days);
    expect(await available(`username=${username.toUpperCase()}`)).toBe(free);
    expect(await available(`email=${username}@mandor.test`)).toBe(free);
  });

  it("follows the configured period", async () => {
    await since("cek.periode", "rejected", 31);
    expect(await isTaken(t.db, "username", "cek.periode", 30)).toBe(false);
    expect(await isTaken(t.db, "username", "cek.periode", 60)).toBe(true);
  });

  it("are registered again; the old row stays, renamed, and the audit log keeps its values", async () => {
    const old = await since("ditolak.lama", "rejected", 45);
    const { status } = await register("ditolak.lama");
    expect(status).toBe(201);

    const { rows } = await sql<{ id: number; username: string; email: string; status: string }>`
      SELECT id, username, email, status FROM users
      WHERE id = ${old} OR username = 'ditolak.lama' ORDER BY id`.execute(t.db);
    expect(rows).toEqual([
      {
        id: old,
        username: `released.${old}`,
        email: `released.${old}@released`,
        status: "rejected",
      },
      expect.objectContaining({ username: "ditolak.lama", status: "pending_verification" }),
    ]);
    const { rows: audit } = await sql`
      SELECT user_id, before, after FROM audit_log
      WHERE model = 'users' AND record_id = ${old}`.execute(t.db);
    expect(audit).toEqual([
      {
        user_id: null,
        before: { username: "ditolak.lama", email: "ditolak.lama@mandor.test" },
        after: { username: `released.${old}`, email: `released.${old}@released` },
      },
    ]);
    await t.mail.waitFor("ditolak.lama@mandor.test");
  });

  it("stay taken within the period: the registration is refused and nothing is renamed", async () => {
    const recent = await since("ditolak.baru", "rejected", 10);
    const { status, body } = await register("ditolak.baru");
    expect(status).toBe(409);
    expect(body.code).toBe("USERNAME_TAKEN");
    const { rows } = await sql<{ username: string }>`
      SELECT username FROM users WHERE id = ${recent}`.execute(t.db);
    expect(rows).toEqual([{ username: "ditolak.baru" }]);
  });
});
