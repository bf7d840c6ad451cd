/**
 * Account approval through the real app: a department admin sees and decides only the
 * pending accounts of the departments mapped to them, the super-admin all; the user hears
 * by e-mail; a rejection ends the account's sessions; and the login follows the decision.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type AuthTestApp, DEPT_ADMIN_PASSWORD, insertUser, startAuthApp } from "./auth-app";

let t: AuthTestApp;
let gedung: string;
let infra: string;
let root: string;
let waitingA: number;
let waitingB: number;

const signIn = async (username: string, password: string) =>
  (await t.call({ method: "POST", url: "/api/login", payload: { username, password } })).body
    .token as string;

beforeAll(async () => {
  t = await startAuthApp();
  const pending = (username: string, departmentId: number, locale = "id") =>
    insertUser(t.db, {
      username,
      status: "pending_approval",
      roleId: t.org.staffRole,
      departmentId,
      locale,
    });
  waitingA = await pending("tunggu.gedung", t.org.departmentA, "en");
  waitingB = await pending("tunggu.infra", t.org.departmentB);
  for (let n = 1; n <= 11; n++)
    await pending(`antre.${String(n).padStart(2, "0")}`, t.org.departmentA);
  await insertUser(t.db, {
    username: "belum.verif",
    status: "pending_verification",
    roleId: t.org.staffRole,
    departmentId: t.org.departmentA,
  });
  gedung = await signIn("admin.gedung", DEPT_ADMIN_PASSWORD);
  infra = await signIn("admin.infra", DEPT_ADMIN_PASSWORD);
  root = await signIn(ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
});

const list = (token: string, query = "") =>
  t.call({ url: `/api/user-approval/list${query}`, token });
const decide = (token: string, action: "approve" | "reject", payload: object) =>
  t.call({ method: "PUT", url: `/api/user-approval/${action}`, token, payload });

describe("GET /api/user-approval/list", () => {
  it("shows a department admin the pending accounts of their departments, paged", async () => {
    const { status, body } = await list(gedung);
    expect(status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.totalPage).toBe(2);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      username: "tunggu.gedung",
      role_name: "Staf Lapangan",
      department_name: "Departemen Gedung",
    });
    expect(body.data[0]).not.toHaveProperty("password_hash");
    const usernames = body.data.map((row: { username: string }) => row.username);
    expect(usernames).not.toContain("tunggu.infra");
    expect(usernames).not.toContain("belum.verif");
    expect((await list(gedung, "?page=2")).body.data).toHaveLength(2);
  });

  it("shows the super-admin every department's", async () => {
    expect((await list(root)).body.total).toBe(13);
  });

  it("searches names, usernames and e-mails, with wildcards taken literally", async () => {
    expect((await list(gedung, "?search=ANTRE.0")).body.total).toBe(9);
    expect((await list(gedung, "?search=%25")).body.total).toBe(0);
    expect((await list(gedung, "?search=_")).body.total).toBe(0);
  });

  it.each([["?page=0"], ["?limit=101"], ["?limit=abc"], [`?search=${"x".repeat(101)}`]])(
    "refuses %s with 400",
    async (query) => {
      expect((await list(gedung, query)).status).toBe(400);
    },
  );

  it("needs the read-user-approval permission and a session", async () => {
    await insertUser(t.db, { username: "staf.biasa", status: "active", roleId: t.org.staffRole });
    const staff = await signIn("staf.biasa", "Rahasia#Mandor26");
    expect((await list(staff)).status).toBe(403);
    expect((await t.call({ url: "/api/user-approval/list" })).status).toBe(401);
  });
});

describe("approve and reject", () => {
  it("approves: the account can sign in, the user is told in their language, the audit log keeps it", async () => {
    const before = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "tunggu.gedung", password: "Rahasia#Mandor26" },
    });
    expect(before.body.data_user_before_login.status_code).toBe("email_verified");

    const { status, body } = await decide(gedung, "approve", { id: waitingA });
    expect(status).toBe(200);
    expect(body.message).toBe("Akun User tunggu.gedung disetujui.");

    const after = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "tunggu.gedung", password: "Rahasia#Mandor26" },
    });
    expect(after.status).toBe(200);
    const mail = await t.mail.waitFor("tunggu.gedung@mandor.test");
    expect(mail.subject).toBe("Your Mandor account has been approved");
    const { rows } = await sql<{ action: string; after: object; approved: boolean }>`
      SELECT a.action, a.after, u.approved_by IS NOT NULL AS approved FROM audit_log a
      JOIN users u ON u.id = a.record_id WHERE a.model = 'users' AND a.record_id = ${waitingA}`.execute(
      t.db,
    );
    expect(rows).toEqual([
      {
        action: "update",
        after: { status: "active", transition: "approve", reason: null },
        approved: true,
      },
    ]);
    const { rows: steps } = await sql`
      SELECT transition, from_state, to_state FROM record_transitions
      WHERE model = 'users' AND record_id = ${waitingA}`.execute(t.db);
    expect(steps).toEqual([
      { transition: "approve", from_state: "pending_approval", to_state: "active" },
    ]);
  });

  it("rejects: sessions end at once, login says rejected, the user is told with the reason", async () => {
    const id = await insertUser(t.db, {
      username: "akan.ditolak",
      status: "active",
      roleId: t.org.staffRole,
      departmentId: t.org.departmentA,
    });
    const session = await signIn("akan.ditolak", "Rahasia#Mandor26");
    await sql`UPDATE users SET status = 'pending_approval' WHERE id = ${id}`.execute(t.db);

    const { status } = await decide(gedung, "reject", { id, reason: "Bukan karyawan proyek ini" });
    expect(status).toBe(200);
    const { rows } =
      await sql`SELECT 1 FROM sessions WHERE user_id = ${id} AND revoked_at IS NULL`.execute(t.db);
    expect(rows).toEqual([]);
    expect((await t.call({ url: "/api/me", token: session })).status).toBe(401);
    const login = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "akan.ditolak", password: "Rahasia#Mandor26" },
    });
    expect(login.body.data_user_before_login.status_code).toBe("rejected");
    const mail = await t.mail.waitFor("akan.ditolak@mandor.test");
    expect(mail.subject).toBe("Pendaftaran akun Mandor Anda ditolak");
    expect(mail.text).toContain("Alasan: Bukan karyawan proyek ini");
  });

  it("answers 404 for an account outside the admin's departments, and changes nothing", async () => {
    const { rows: queued } = await sql<{ id: number }>`
      SELECT id FROM users WHERE username = 'antre.01'`.execute(t.db);
    const { status, body } = await decide(infra, "approve", { id: queued[0]?.id as number });
    expect(status).toBe(404);
    expect(body.code).toBe("USER_NOT_FOUND");
    expect((await decide(gedung, "approve", { id: waitingB })).status).toBe(404);
    const { rows } = await sql<{
      status: string;
    }>`SELECT status FROM users WHERE id = ${waitingB}`.execute(t.db);
    expect(rows[0]?.status).toBe("pending_approval");
  });

  it("answers 409 for an account that is not pending, and the super-admin decides anywhere", async () => {
    expect((await decide(gedung, "approve", { id: waitingA })).body.code).toBe(
      "ACCOUNT_NOT_PENDING",
    );
    expect((await decide(root, "approve", { id: waitingB })).status).toBe(200);
  });

  it.each([[{}], [{ id: "x" }], [{ id: 0 }], [{ id: 1, reason: "x".repeat(501) }]])(
    "refuses %j with 400",
    async (payload) => {
      expect((await decide(gedung, "reject", payload)).status).toBe(400);
    },
  );

  it("refuses a rejection without a reason, as the screen's step does, and changes nothing", async () => {
    const { rows: queued } = await sql<{ id: number }>`
      SELECT id FROM users WHERE username = 'antre.02'`.execute(t.db);
    const id = queued[0]?.id as number;
    const { status, body } = await decide(gedung, "reject", { id, reason: "  " });
    expect(status).toBe(422);
    expect(body.code).toBe("REASON_REQUIRED");
    const { rows } = await sql`SELECT status FROM users WHERE id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ status: "pending_approval" }]);
  });

  it("needs the update-user-approval permission", async () => {
    const staff = await signIn("staf.biasa", "Rahasia#Mandor26");
    expect((await decide(staff, "approve", { id: waitingA })).status).toBe(403);
  });
});
