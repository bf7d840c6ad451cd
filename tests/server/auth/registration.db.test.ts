/**
 * Self-registration through the real app: the offered choices, the availability check,
 * registration with every kind of bad input, duplicates in any case and at the same moment,
 * mass assignment, e-mail verification over real SMTP (7 days, once), resend, role choice,
 * and the steward's switch.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AuthTestApp,
  codeOf,
  insertUser,
  PUBLIC_URL,
  registration,
  startAuthApp,
} from "./auth-app";

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});

afterAll(async () => {
  await t?.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/register", payload: payload as object, headers });

let serial = 0;
/** A payload with a username and e-mail nobody has used yet. */
function fresh(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return registration(t.org, {
    username: `calon.${serial}`,
    email: `calon.${serial}@mandor.test`,
    ...overrides,
  });
}

async function userRow(username: string) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM users WHERE lower(username) = lower(${username})`.execute(t.db);
  return rows[0];
}

describe("the choices offered", () => {
  it("lists only registerable roles", async () => {
    const { status, body } = await t.call({ url: "/api/no-auth/role-register" });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: t.org.staffRole, role_name: "Staf Lapangan", description: "Role Staf Lapangan" },
    ]);
  });

  it("lists departments with their person in charge", async () => {
    const { body } = await t.call({ url: "/api/no-auth/departments" });
    expect(body.data).toEqual([
      {
        id: t.org.departmentA,
        department_name: "Departemen Gedung",
        contact_pic: "Budi Santoso - 0812-3456-7890",
      },
      {
        id: t.org.departmentB,
        department_name: "Departemen Infrastruktur",
        contact_pic: "Siti Rahma",
      },
    ]);
  });

  it("lists the projects of one department", async () => {
    const { body } = await t.call({
      url: `/api/no-auth/projects?department_id=${t.org.departmentA}`,
    });
    expect(body.data.map((project: { id: number }) => project.id).sort()).toEqual(
      [t.org.projectA1, t.org.projectA2].sort(),
    );
    expect((await t.call({ url: "/api/no-auth/projects" })).status).toBe(400);
    expect((await t.call({ url: "/api/no-auth/projects?department_id=abc" })).status).toBe(400);
  });
});

describe("GET /api/no-auth/find-user-by-username-email", () => {
  it.each([
    ["username=admin.gedung", true],
    ["username=ADMIN.GEDUNG", true],
    ["email=Admin.Gedung%40Mandor.Test", true],
    ["username=belum.ada", false],
    ["email=belum.ada%40mandor.test", false],
  ])("answers %s with %s", async (query, taken) => {
    const { status, body } = await t.call({
      url: `/api/no-auth/find-user-by-username-email?${query}`,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: taken });
  });

  it("asks for exactly one of the two", async () => {
    expect((await t.call({ url: "/api/no-auth/find-user-by-username-email" })).status).toBe(400);
    const both = "/api/no-auth/find-user-by-username-email?email=a%40b.c&username=ab";
    expect((await t.call({ url: both })).status).toBe(400);
  });
});

describe("POST /api/register", () => {
  beforeEach(() => {
    t.mail.messages.length = 0;
  });

  it("registers, waits for verification and mails a verification link in the caller's language", async () => {
    const payload = fresh({ email: "Rina.Wulandari@Mandor.TEST", fullname: "  Rina Wulandari " });
    const { status, body } = await register(payload, { "content-language": "en" });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: "Registration sent. Check your e-mail and open the verification link in it.",
    });

    const row = await userRow(payload.username);
    expect(row).toMatchObject({
      fullname: "Rina Wulandari",
      email: "rina.wulandari@mandor.test",
      status: "pending_verification",
      email_verified_at: null,
      approved_by: null,
      approved_at: null,
      role_id: t.org.staffRole,
      project_id: t.org.projectA1,
      locale: "en",
    });
    expect(String(row?.password_hash)).toMatch(/^scrypt\$/);

    const mail = await t.mail.waitFor("rina.wulandari@mandor.test");
    expect(mail.subject).toBe("Verify the e-mail of your Mandor account");
    expect(mail.text).toContain("Hello Rina Wulandari,");
    expect(mail.links[0]).toMatch(
      new RegExp(`^${PUBLIC_URL}/verify-email\\?code=[A-Za-z0-9_-]{43}$`),
    );
  });

  it("writes only the payload's fields: status, verification, approval and ids are ignored", async () => {
    const payload = fresh({
      status: "active",
      email_verified_at: "2026-01-01T00:00:00Z",
      approved_by: 1,
      approved_at: "2026-01-01T00:00:00Z",
      id: 999_999,
      password_hash: "scrypt$forged",
      locale: "en",
    });
    expect((await register(payload)).status).toBe(201);
    const row = await userRow(payload.username);
    expect(row).toMatchObject({
      status: "pending_verification",
      email_verified_at: null,
      approved_by: null,
      locale: "id",
    });
    expect(row?.id).not.toBe(999_999);
    expect(row?.password_hash).not.toBe("scrypt$forged");
  });

  it.each([
    ["a role that is not registerable", () => ({ role_id: t.org.adminRole }), "role_id"],
    ["the super-admin role", () => ({ role_id: -1 }), "role_id"],
    ["an unknown role", () => ({ role_id: 987_654 }), "role_id"],
    ["an unknown department", () => ({ department_id: 987_654 }), "department_id"],
    ["a project of another department", () => ({ project_id: t.org.projectB1 }), "project_id"],
    ["an unknown project", () => ({ project_id: 987_654 }), "project_id"],
    ["a bad e-mail", () => ({ email: "bukan-email" }), "email"],
    ["a username with spaces", () => ({ username: "andi pratama" }), "username"],
    ["a two-letter username", () => ({ username: "ab" }), "username"],
    ["an empty full name", () => ({ fullname: "   " }), "fullname"],
    ["an empty job position", () => ({ job_position: "" }), "job_position"],
    ["a seven-character password", () => ({ password: "Ab#1234" }), "password"],
    ["a 129-character password", () => ({ password: "a".repeat(129) }), "password"],
    ["a common password", () => ({ password: "password123" }), "password"],
  ])("refuses %s with the field named", async (_name, overrides, field) => {
    const payload = fresh(overrides());
    const { status, body } = await register(payload);
    expect(status).toBe(400);
    expect(body.code).toBe("INVALID_INPUT");
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await userRow(payload.username)).toBeUndefined();
  });

  it("accepts a long passphrase of 128 characters", async () => {
    const passphrase = "tukang batu memasang bata merah di lantai tiga ".repeat(3).slice(0, 128);
    expect((await register(fresh({ password: passphrase }))).status).toBe(201);
  });

  it("answers field errors in English when asked", async () => {
    const { body } = await register(fresh({ password: "qwertyuiop" }), {
      "content-language": "en",
    });
    expect(body.errors.password).toEqual([
      "This password is among the most common ones and easy to guess. Choose another.",
    ]);
  });

  it.each([
    ["missing fields", () => ({ fullname: "Andi" })],
    ["a text department id", () => fresh({ department_id: "satu" })],
    ["an object for the username", () => fresh({ username: { $gt: "" } })],
    ["a fractional role id", () => fresh({ role_id: 1.5 })],
    ["an overlong full name", () => fresh({ fullname: "x".repeat(151) })],
    ["an overlong e-mail", () => fresh({ email: `${"x".repeat(250)}@a.id` })],
    ["an overlong job position", () => fresh({ job_position: "x".repeat(101) })],
    ["an array body", () => [fresh()]],
  ])("refuses %s with 400", async (_name, payload) => {
    const { status, body } = await register(payload());
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it("refuses a username that exists in any letter case", async () => {
    const { status, body } = await register(fresh({ username: "Admin.GEDUNG" }));
    expect(status).toBe(409);
    expect(body).toEqual({
      code: "USERNAME_TAKEN",
      message: "Username sudah terdaftar, gunakan username lain",
    });
  });

  it("answers a registered e-mail (any case) exactly like a new one, and tells its owner instead", async () => {
    const taken = await register(fresh({ email: "ADMIN.gedung@mandor.test" }));
    const free = await register(fresh());
    expect(taken).toEqual(free);
    const notice = await t.mail.waitFor("admin.gedung@mandor.test");
    expect(notice.subject).toBe("Percobaan pendaftaran dengan e-mail Anda");
    expect(notice.links).toEqual([`${PUBLIC_URL}/login`]);
    const { rows } =
      await sql`SELECT 1 FROM users WHERE lower(email) = 'admin.gedung@mandor.test'`.execute(t.db);
    expect(rows).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous registrations of one username win", async () => {
    const first = fresh({ username: "rebutan" });
    const second = fresh({ username: "REBUTAN" });
    const answers = await Promise.all([register(first), register(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { rows } = await sql`SELECT 1 FROM users WHERE lower(username) = 'rebutan'`.execute(t.db);
    expect(rows).toHaveLength(1);
  });

  it("is refused, with every registration call, while self-registration is switched off", async () => {
    t.setOption("allowRegister", false);
    try {
      for (const [method, url] of [
        ["POST", "/api/register"],
        ["GET", "/api/no-auth/role-register"],
        ["GET", "/api/no-auth/departments"],
        ["GET", `/api/no-auth/projects?department_id=${t.org.departmentA}`],
        ["GET", "/api/no-auth/find-user-by-username-email?username=abc"],
        ["POST", "/api/verify-email"],
        ["POST", "/api/resend-email-verification"],
        ["POST", "/api/user-register-role"],
      ] as const) {
        const payload = method === "POST" ? { ...fresh(), code: "x", ticket: "x" } : undefined;
        const { status, body } = await t.call({ method, url, ...(payload ? { payload } : {}) });
        expect([url, status, body.code]).toEqual([url, 403, "REGISTRATION_DISABLED"]);
      }
    } finally {
      t.setOption("allowRegister", true);
    }
    expect((await t.call({ url: "/api/no-auth/role-register" })).status).toBe(200);
  });
});

describe("verification", () => {
  async function registerAndGetCode(overrides: Record<string, unknown> = {}) {
    const payload = fresh(overrides);
    await register(payload);
    const mail = await t.mail.waitFor(payload.email);
    return { payload, code: codeOf(mail.links[0]) };
  }

  const verify = (code: unknown) =>
    t.call({ method: "POST", url: "/api/verify-email", payload: { code } });

  it("moves the account to waiting for approval, once", async () => {
    const { payload, code } = await registerAndGetCode();
    const first = await verify(code);
    expect(first).toEqual({
      status: 200,
      body: {
        message:
          "E-mail berhasil diverifikasi. Akun Anda kini menunggu persetujuan admin departemen.",
      },
    });
    expect(await userRow(payload.username)).toMatchObject({
      status: "pending_approval",
      email_verified_at: expect.any(String),
    });
    const again = await verify(code);
    expect(again).toMatchObject({ status: 400, body: { code: "VERIFY_CODE_INVALID" } });
  });

  it("stores the code only as a hash", async () => {
    const { code } = await registerAndGetCode();
    const { rows } = await sql`SELECT 1 FROM user_tokens WHERE code_hash = ${code}`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it("refuses a code after its 7 days, on the server", async () => {
    const { payload, code } = await registerAndGetCode();
    const { rows } = await sql<{ days: number }>`
      SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
      FROM user_tokens ORDER BY id DESC LIMIT 1`.execute(t.db);
    expect(rows[0]?.days).toBe(7);
    await sql`UPDATE user_tokens SET expires_at = now() - interval '1 second'
              WHERE user_id = (SELECT id FROM users WHERE username = ${payload.username})`.execute(
      t.db,
    );
    expect((await verify(code)).body.code).toBe("VERIFY_CODE_INVALID");
    expect(await userRow(payload.username)).toMatchObject({ status: "pending_verification" });
  });

  it.each([
    ["an unknown code", "x".repeat(43)],
    ["an empty code", ""],
    ["an overlong code", "x".repeat(101)],
  ])("refuses %s", async (_name, code) => {
    expect((await verify(code)).status).toBe(400);
  });

  it("resends a fresh link (the old one stops working) with one answer for every account", async () => {
    const { payload, code: oldCode } = await registerAndGetCode();
    const resend = (body: object) =>
      t.call({ method: "POST", url: "/api/resend-email-verification", payload: body });
    const known = await resend({
      id: 1,
      username: payload.username,
      email: payload.email.toUpperCase(),
    });
    const unknown = await resend({ email: "tidak.ada@mandor.test" });
    const active = await resend({ email: "admin.gedung@mandor.test" });
    expect(known).toEqual(unknown);
    expect(known).toEqual(active);
    expect(known.status).toBe(200);

    const second = await t.mail.waitFor(payload.email, (mail) => codeOf(mail.links[0]) !== oldCode);
    expect((await verify(oldCode)).body.code).toBe("VERIFY_CODE_INVALID");
    expect((await verify(codeOf(second.links[0]))).status).toBe(200);
    expect(
      t.mail.to("admin.gedung@mandor.test").filter((m) => m.subject.startsWith("Verifikasi")),
    ).toEqual([]);
  });
});

describe("POST /api/user-register-role", () => {
  async function ticketFor(username: string) {
    await insertUser(t.db, {
      username,
      status: "active",
      roleId: null,
      departmentId: t.org.departmentB,
    });
    const payload = { username, password: "Rahasia#Mandor26" };
    const { body } = await t.call({ method: "POST", url: "/api/login", payload });
    return body.data_user_before_login.ticket as string;
  }

  const choose = (payload: object) =>
    t.call({ method: "POST", url: "/api/user-register-role", payload });

  it("sets the role and password and sends the account to approval, with the ticket once", async () => {
    const ticket = await ticketFor("pilih.role");
    const { status, body } = await choose({
      ticket,
      role_id: t.org.staffRole,
      password: "Besi-Beton-Ulir-16",
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: expect.any(Number), status_code: "email_verified" });
    expect(await userRow("pilih.role")).toMatchObject({
      role_id: t.org.staffRole,
      status: "pending_approval",
    });

    const login = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "pilih.role", password: "Besi-Beton-Ulir-16" },
    });
    expect(login.body.data_user_before_login.status_code).toBe("email_verified");
    expect(
      (await choose({ ticket, role_id: t.org.staffRole, password: "Besi-Beton-Ulir-16" })).body
        .code,
    ).toBe("ROLE_TICKET_INVALID");
  });

  it("refuses a role that is not registerable and a weak password, keeping the ticket", async () => {
    const ticket = await ticketFor("pilih.salah");
    const bad = await choose({ ticket, role_id: t.org.adminRole, password: "12345678" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["password", "role_id"]);
    expect(
      (await choose({ ticket, role_id: t.org.staffRole, password: "Besi-Beton-Ulir-16" })).status,
    ).toBe(200);
  });

  it("refuses without a valid ticket", async () => {
    const { status, body } = await choose({
      ticket: "x".repeat(43),
      role_id: t.org.staffRole,
      password: "Besi-Beton-Ulir-16",
    });
    expect(status).toBe(400);
    expect(body.code).toBe("ROLE_TICKET_INVALID");
    expect((await choose({ role_id: t.org.staffRole, password: "x" })).status).toBe(400);
  });
});
