/**
 * `POST /api/login`, `/logout`, `GET /me` and `/change-locale` through the real app: sign-in
 * by username or e-mail in any case, one generic failure with the same work for unknown
 * users, the status routing of accounts that cannot proceed, and sessions on the server.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../../src/server/access/session-token";
import { ADMIN, type AuthTestApp, DEPT_ADMIN_PASSWORD, insertUser, startAuthApp } from "./auth-app";

let t: AuthTestApp;

/** Every stored hash a sign-in checked a password against, in order. */
const checkedHashes = vi.hoisted((): string[] => []);
vi.mock("../../../src/server/auth/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/server/auth/password")>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      checkedHashes.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

beforeAll(async () => {
  t = await startAuthApp();
  await insertUser(t.db, {
    username: "belum.verif",
    status: "pending_verification",
    roleId: t.org.staffRole,
    departmentId: t.org.departmentA,
  });
  await insertUser(t.db, {
    username: "tunggu.setuju",
    status: "pending_approval",
    roleId: t.org.staffRole,
    departmentId: t.org.departmentA,
  });
  await insertUser(t.db, {
    username: "tanpa.role",
    status: "active",
    roleId: null,
    departmentId: t.org.departmentB,
  });
  await insertUser(t.db, { username: "ditolak", status: "rejected", roleId: t.org.staffRole });
  await insertUser(t.db, { username: "nonaktif", status: "inactive", roleId: t.org.staffRole });
});

afterAll(async () => {
  await t?.close();
});

const login = (username: unknown, password: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/login", payload: { username, password }, headers });

describe("POST /api/login", () => {
  it.each([
    ["the username", "admin.gedung"],
    ["the username in another case", "ADMIN.Gedung"],
    ["the e-mail", "admin.gedung@mandor.test"],
    ["the e-mail in another case, with spaces", "  Admin.Gedung@MANDOR.test "],
  ])("signs in with %s", async (_name, identifier) => {
    const { status, body } = await login(identifier, DEPT_ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({
        username: "admin.gedung",
        role_id: t.org.adminRole,
        role_name: "Admin Departemen",
        department_id: t.org.departmentA,
        department_name: "Departemen Gedung",
      }),
      permissions: ["read-employee", "read-user-approval", "update-user-approval"],
      departments: [{ id: t.org.departmentA, department_name: "Departemen Gedung" }],
      projects: [
        expect.objectContaining({ id: t.org.projectA2, department_id: t.org.departmentA }),
        expect.objectContaining({ id: t.org.projectA1, department_id: t.org.departmentA }),
      ],
    });
    expect(body.user).not.toHaveProperty("password_hash");
  });

  it("hands out an opaque token of 256 random bits, stored only as a hash", async () => {
    const { body } = await login("admin.gedung", DEPT_ADMIN_PASSWORD);
    expect(Buffer.from(body.token, "base64url")).toHaveLength(32);
    const { rows } =
      await sql`SELECT 1 FROM sessions WHERE token_hash = ${hashToken(body.token)}`.execute(t.db);
    expect(rows).toHaveLength(1);
    const { rows: plain } =
      await sql`SELECT 1 FROM sessions WHERE token_hash = ${body.token}`.execute(t.db);
    expect(plain).toHaveLength(0);
  });

  it("records the time of the sign-in", async () => {
    await login(ADMIN.username, ADMIN.password);
    const { rows } = await sql<{ recent: boolean }>`
      SELECT last_login_at > now() - interval '1 minute' AS recent FROM users
      WHERE username = ${ADMIN.username}`.execute(t.db);
    expect(rows[0]?.recent).toBe(true);
  });

  it("answers a wrong password and an unknown user with one message, in the caller's language", async () => {
    const wrong = await login("admin.gedung", "Salah#Sandi2026");
    const unknown = await login("tidak.ada", "Salah#Sandi2026");
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Username/e-mail atau kata sandi salah. Periksa kembali, lalu coba lagi.",
    });
    const english = await login("tidak.ada", "x", { "content-language": "en" });
    expect(english.body.message).toMatch(/^The username\/e-mail or the password is wrong/);
  });

  it("runs one full-cost scrypt for an unknown user, as for a wrong password", async () => {
    // Equal work, not a stopwatch: the unknown name is checked against a dummy hash made with
    // the same scrypt parameters as a real one, so the answer's timing tells nothing.
    checkedHashes.length = 0;
    await login("admin.gedung", "Salah#Sandi2026");
    await login("tidak.ada", "Salah#Sandi2026");
    expect(checkedHashes).toHaveLength(2);
    const [known, dummy] = checkedHashes as [string, string];
    const parameters = (hash: string) => hash.split("$").slice(0, 4).join("$");
    expect(parameters(dummy)).toBe(parameters(known));
    expect(parameters(known)).toMatch(/^scrypt\$131072\$8\$1$/);
    expect(dummy).not.toBe(known);
  });

  it.each([
    ["no body", undefined],
    ["no password", { username: "admin.gedung" }],
    ["no username", { password: "x" }],
    ["a number for the username", { username: 12, password: "x" }],
    ["an object for the password", { username: "admin.gedung", password: { $ne: "" } }],
    ["an overlong username", { username: "a".repeat(255), password: "x" }],
    ["an overlong password", { username: "admin.gedung", password: "x".repeat(1025) }],
  ])("refuses %s with 400", async (_name, payload) => {
    const { status, body } = await t.call({ method: "POST", url: "/api/login", payload });
    expect(status).toBe(400);
    expect(body.token).toBeUndefined();
  });

  it.each([
    ["belum.verif", "email_unverified", "ACCOUNT_EMAIL_UNVERIFIED"],
    ["tunggu.setuju", "email_verified", "ACCOUNT_PENDING_APPROVAL"],
    ["tanpa.role", "anonymous", "ACCOUNT_WITHOUT_ROLE"],
    ["ditolak", "rejected", "ACCOUNT_REJECTED"],
    ["nonaktif", "inactive", "ACCOUNT_INACTIVE"],
  ])(
    "answers %s with data_user_before_login %s and no session",
    async (username, statusCode, code) => {
      const { rows: before } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sessions`.execute(t.db);
      const { status, body } = await login(username, "Rahasia#Mandor26");
      expect(status).toBe(403);
      expect(body).toMatchObject({
        code,
        message: expect.any(String),
        data_user_before_login: {
          status_code: statusCode,
          username,
          email: `${username}@mandor.test`,
        },
      });
      expect(body.token).toBeUndefined();
      const { rows: after } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sessions`.execute(t.db);
      expect(after[0]?.n).toBe(before[0]?.n);
    },
  );

  it("gives the waiting screen the department's person in charge", async () => {
    const { body } = await login("tunggu.setuju", "Rahasia#Mandor26");
    expect(body.data_user_before_login.department).toEqual({
      id: t.org.departmentA,
      department_name: "Departemen Gedung",
      contact_pic: "Budi Santoso - 0812-3456-7890",
    });
  });

  it("gives a role-less account a one-time ticket for choosing its role, and nobody else", async () => {
    const anonymous = await login("tanpa.role", "Rahasia#Mandor26");
    expect(anonymous.body.data_user_before_login.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const waiting = await login("tunggu.setuju", "Rahasia#Mandor26");
    expect(waiting.body.data_user_before_login.ticket).toBeUndefined();
  });

  it("reveals nothing of an account's state to a wrong password", async () => {
    const { status, body } = await login("tunggu.setuju", "Salah#Sandi2026");
    expect(status).toBe(400);
    expect(body.data_user_before_login).toBeUndefined();
  });

  describe("with the SSO option on", () => {
    beforeAll(() => t.setOption("sso", true));
    afterAll(() => t.setOption("sso", false));

    it("requires this product's app code", async () => {
      const payload = { username: "admin.gedung", password: DEPT_ADMIN_PASSWORD };
      const missing = await t.call({ method: "POST", url: "/api/login", payload });
      expect(missing).toMatchObject({ status: 400, body: { code: "APP_CODE_MISMATCH" } });
      const other = await t.call({
        method: "POST",
        url: "/api/login",
        payload: { ...payload, app_code: "OTHER" },
      });
      expect(other.body.code).toBe("APP_CODE_MISMATCH");
      const right = await t.call({
        method: "POST",
        url: "/api/login",
        payload: { ...payload, app_code: "MANDOR-WEB" },
      });
      expect(right.status).toBe(200);
    });
  });
});

describe("sessions", () => {
  it("GET /api/me answers the profile of the token's user", async () => {
    const { body } = await login("admin.gedung", DEPT_ADMIN_PASSWORD);
    const me = await t.call({ url: "/api/me", token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      user: body.user,
      permissions: body.permissions,
      departments: body.departments,
      projects: body.projects,
    });
  });

  it("answers 401 with a message to any other call without a valid token", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const { status, body } = await t.call({ url: "/api/me", ...(token ? { token } : {}) });
      expect(status).toBe(401);
      expect(body).toEqual({ code: "UNAUTHENTICATED", message: expect.any(String) });
    }
    expect((await t.call({ url: "/api/modules" })).status).toBe(401);
    expect((await t.call({ method: "POST", url: "/api/logout" })).status).toBe(401);
  });

  it("ends the session on logout, at once, and only that one", async () => {
    const first = (await login("admin.gedung", DEPT_ADMIN_PASSWORD)).body.token;
    const second = (await login("admin.gedung", DEPT_ADMIN_PASSWORD)).body.token;
    const out = await t.call({ method: "POST", url: "/api/logout", token: first });
    expect(out).toEqual({ status: 200, body: { message: "Anda telah keluar." } });
    expect((await t.call({ url: "/api/me", token: first })).status).toBe(401);
    expect((await t.call({ url: "/api/me", token: second })).status).toBe(200);
  });

  // Deactivated by anyone, even straight in the database: the server hears it through the
  // database's change notice, which on a PostgreSQL server arrives a moment after the UPDATE.
  it("ends every session of an account that is deactivated, at once", async () => {
    const id = await insertUser(t.db, {
      username: "akan.nonaktif",
      status: "active",
      roleId: t.org.staffRole,
    });
    const { body } = await login("akan.nonaktif", "Rahasia#Mandor26");
    expect((await t.call({ url: "/api/me", token: body.token })).status).toBe(200);
    await sql`UPDATE users SET status = 'inactive' WHERE id = ${id}`.execute(t.db);
    await expect
      .poll(async () => (await t.call({ url: "/api/me", token: body.token })).status, {
        timeout: 2000,
        interval: 10,
      })
      .toBe(401);
  });
});

describe("GET /api/change-locale", () => {
  it("keeps a signed-in user's language for later e-mails", async () => {
    const { body } = await login("admin.infra", DEPT_ADMIN_PASSWORD);
    const changed = await t.call({ url: "/api/change-locale?lang=en", token: body.token });
    expect(changed).toEqual({ status: 200, body: { data: { locale: "en" } } });
    const { rows } = await sql<{ locale: string }>`
      SELECT locale FROM users WHERE username = 'admin.infra'`.execute(t.db);
    expect(rows[0]?.locale).toBe("en");
  });

  it("answers without a session too, and refuses an unknown language", async () => {
    expect((await t.call({ url: "/api/change-locale?lang=id" })).status).toBe(200);
    expect((await t.call({ url: "/api/change-locale?lang=fr" })).status).toBe(400);
    expect((await t.call({ url: "/api/change-locale" })).status).toBe(400);
  });
});
