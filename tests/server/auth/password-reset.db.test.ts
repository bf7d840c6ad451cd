/**
 * Forgot password through the real app and real SMTP: one answer for every e-mail, a link
 * that works once and for 48 hours on the server, sessions ended by the new password, and
 * the steward's switch.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, codeOf, insertUser, PUBLIC_URL, startAuthApp } from "./auth-app";

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});

afterAll(async () => {
  await t?.close();
});

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: "/api/request-forgot-password", payload: { email }, headers });
const change = (code: unknown, password: unknown) =>
  t.call({ method: "POST", url: "/api/change-password", payload: { code, password } });
const login = (username: string, password: string) =>
  t.call({ method: "POST", url: "/api/login", payload: { username, password } });

let serial = 0;
async function accountWithLink(locale = "id") {
  serial += 1;
  const username = `lupa.${serial}`;
  await insertUser(t.db, { username, status: "active", roleId: t.org.staffRole, locale });
  const requested = performance.now();
  await forgot(`${username.toUpperCase()}@MANDOR.TEST`);
  const mail = await t.mail.waitFor(`${username}@mandor.test`);
  return { username, mail, requested, code: codeOf(mail.links[0]) };
}

describe("POST /api/request-forgot-password", () => {
  it("answers the same for a registered and an unknown e-mail", async () => {
    await insertUser(t.db, { username: "ada", status: "active", roleId: t.org.staffRole });
    const known = await forgot("ada@mandor.test");
    const unknown = await forgot("tidak.ada@mandor.test");
    const invalid = await forgot("bukan-email");
    expect(known).toEqual(unknown);
    expect(known).toEqual(invalid);
    expect(known).toEqual({
      status: 200,
      body: {
        message:
          "Jika e-mail tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim. Periksa kotak masuk Anda.",
      },
    });
  });

  it("mails a reset link with code and time, in the account's language", async () => {
    const { mail, requested } = await accountWithLink("en");
    expect(mail.subject).toBe("Reset your Mandor password");
    const link = new URL(mail.links[0] as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const ts = Number(link.searchParams.get("ts"));
    expect(ts).toBeGreaterThan(Date.now() - (performance.now() - requested) - 1000);
    expect(ts).toBeLessThanOrEqual(Date.now());
    expect(mail.text).toContain("48 hours");
  });

  it("sends nothing to rejected or deactivated accounts", async () => {
    await insertUser(t.db, {
      username: "tolak.reset",
      status: "rejected",
      roleId: t.org.staffRole,
    });
    await forgot("tolak.reset@mandor.test");
    await forgot("ada@mandor.test");
    await t.mail.waitFor("ada@mandor.test");
    expect(t.mail.to("tolak.reset@mandor.test")).toEqual([]);
  });

  it.each([
    [{}],
    [{ email: "" }],
    [{ email: { $ne: "" } }],
    [{ email: `${"a".repeat(250)}@x.id` }],
  ])("refuses %j with 400", async (payload) => {
    const { status } = await t.call({
      method: "POST",
      url: "/api/request-forgot-password",
      payload,
    });
    expect(status).toBe(400);
  });
});

describe("POST /api/change-password", () => {
  it("sets the new password, ends every session, and works only once", async () => {
    const { username, code } = await accountWithLink();
    const session = (await login(username, "Rahasia#Mandor26")).body.token;
    expect((await t.call({ url: "/api/me", token: session })).status).toBe(200);

    const changed = await change(code, "Semen-Pasir-Kerikil-3");
    expect(changed).toEqual({ status: 200, body: { message: "Password Berhasil diperbarui" } });
    expect((await t.call({ url: "/api/me", token: session })).status).toBe(401);
    expect((await login(username, "Rahasia#Mandor26")).status).toBe(400);
    expect((await login(username, "Semen-Pasir-Kerikil-3")).status).toBe(200);

    const reused = await change(code, "Semen-Pasir-Kerikil-4");
    expect(reused).toMatchObject({ status: 400, body: { code: "RESET_CODE_INVALID" } });
    expect((await login(username, "Semen-Pasir-Kerikil-4")).status).toBe(400);
  });

  it("lives 48 hours on the server and is refused after", async () => {
    const { username, code } = await accountWithLink();
    const { rows } = await sql<{ hours: number }>`
      SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
      FROM user_tokens WHERE code_hash IS NOT NULL ORDER BY id DESC LIMIT 1`.execute(t.db);
    expect(rows[0]?.hours).toBe(48);
    await sql`UPDATE user_tokens SET expires_at = now() - interval '1 second'
              WHERE user_id = (SELECT id FROM users WHERE username = ${username})`.execute(t.db);
    const late = await change(code, "Semen-Pasir-Kerikil-3");
    expect(late).toMatchObject({ status: 400, body: { code: "RESET_CODE_INVALID" } });
    expect((await login(username, "Rahasia#Mandor26")).status).toBe(200);
  });

  it("makes an earlier link useless once a newer one is sent", async () => {
    const { username, code: first } = await accountWithLink();
    await forgot(`${username}@mandor.test`);
    await t.mail.waitFor(`${username}@mandor.test`, (mail) => codeOf(mail.links[0]) !== first);
    expect((await change(first, "Semen-Pasir-Kerikil-3")).body.code).toBe("RESET_CODE_INVALID");
  });

  it("refuses a weak password without using the code up", async () => {
    const { code } = await accountWithLink();
    const weak = await change(code, "iloveyou");
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toHaveLength(1);
    expect((await change(code, "Semen-Pasir-Kerikil-3")).status).toBe(200);
  });

  it.each([
    ["an unknown code", { code: "x".repeat(43), password: "Semen-Pasir-Kerikil-3" }],
    ["no code", { password: "Semen-Pasir-Kerikil-3" }],
    ["no password", { code: "x".repeat(43) }],
    ["a number as password", { code: "x".repeat(43), password: 12345678 }],
  ])("refuses %s", async (_name, payload) => {
    expect((await t.call({ method: "POST", url: "/api/change-password", payload })).status).toBe(
      400,
    );
  });
});

describe("with forgot-password switched off", () => {
  it("refuses both calls", async () => {
    t.setOption("forgetPassword", false);
    try {
      const request = await forgot("ada@mandor.test");
      const changed = await change("x".repeat(43), "Semen-Pasir-Kerikil-3");
      for (const answer of [request, changed]) {
        expect(answer).toMatchObject({ status: 403, body: { code: "PASSWORD_RESET_DISABLED" } });
      }
    } finally {
      t.setOption("forgetPassword", true);
    }
  });
});
