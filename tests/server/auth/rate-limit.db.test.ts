/**
 * The rate limits through the real app: per account and per IP, with keys no spelling of the
 * path or of the account slips past, a localised 429 with Retry-After and the time to come
 * back, and the same answer for registered and unknown accounts; sign-in counts failures only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../../src/server/auth/rate-limit";
import { type AuthTestApp, insertUser, startAuthApp } from "./auth-app";

let t: AuthTestApp;
const loginAccountMax = RATE_LIMITS.login.account.max;
// The real rules, but a lower IP limit for sign-in: each attempt costs a full scrypt run.
const limits = {
  ...RATE_LIMITS,
  login: { ...RATE_LIMITS.login, ip: { max: 15, windowMs: 60_000 } },
};

beforeAll(async () => {
  t = await startAuthApp({ limits });
  await insertUser(t.db, { username: "dibatasi", status: "active", roleId: t.org.staffRole });
  await insertUser(t.db, { username: "dua.nama", status: "active", roleId: t.org.staffRole });
  await insertUser(t.db, { username: "sering.masuk", status: "active", roleId: t.org.staffRole });
  await insertUser(t.db, { username: "lupa.sandi", status: "active", roleId: t.org.staffRole });
  await insertUser(t.db, {
    username: "belum.aktif",
    status: "pending_verification",
    roleId: t.org.staffRole,
  });
});

afterAll(async () => {
  await t?.close();
});

const post = (
  url: string,
  payload: object,
  ip = "127.0.0.1",
  headers: Record<string, string> = {},
) => t.call({ method: "POST", url, payload, remoteAddress: ip, headers });

describe("sign-in", () => {
  it("stops one account after its limit, whatever the spelling of the path or the name", async () => {
    const spellings = [
      ["/api/login", "dibatasi@mandor.test"],
      ["/api/login/", "DIBATASI@mandor.test"],
      ["//api//login", "  Dibatasi@Mandor.Test "],
      ["/api/login?x=1", "dibatasi@MANDOR.TEST"],
    ];
    for (let attempt = 0; attempt < loginAccountMax; attempt++) {
      const [url, username] = spellings[attempt % spellings.length] as [string, string];
      const { status } = await post(
        url,
        { username, password: "Salah#Sandi2026" },
        `10.0.0.${attempt}`,
      );
      expect(status).toBe(400);
    }
    const blocked = await post(
      "/api/login/",
      { username: "DiBaTaSi@mandor.test", password: "Rahasia#Mandor26" },
      "10.0.1.1",
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(
        /^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik \(pukul \d\d:\d\d WIB\)\.$/,
      ),
    });
  });

  it("counts the account, not the name typed: its username and e-mail share one counter", async () => {
    for (let attempt = 0; attempt < loginAccountMax; attempt++) {
      const { status } = await post(
        "/api/login",
        { username: "dua.nama", password: "Salah#Sandi2026" },
        `10.0.5.${attempt}`,
      );
      expect(status).toBe(400);
    }
    const byEmail = await post(
      "/api/login",
      { username: "dua.nama@mandor.test", password: "Rahasia#Mandor26" },
      "10.0.6.1",
    );
    expect(byEmail.status).toBe(429);
  });

  it("never counts a success: twenty sign-ins in a row all pass", async () => {
    for (let attempt = 0; attempt < 2 * loginAccountMax; attempt++) {
      const { status } = await post(
        "/api/login",
        { username: "sering.masuk", password: "Rahasia#Mandor26" },
        "10.0.7.1",
      );
      expect(status).toBe(200);
    }
  });

  it("starts an account's failures over when it signs in", async () => {
    let attempts = 0;
    // From many addresses, so only the account's counter can stop it.
    const fail = () => {
      attempts += 1;
      return post(
        "/api/login",
        { username: "lupa.sandi", password: "Salah#Sandi2026" },
        `10.0.8.${attempts}`,
      );
    };
    for (let attempt = 0; attempt < loginAccountMax - 1; attempt++) {
      expect((await fail()).status).toBe(400);
    }
    const good = await post(
      "/api/login",
      { username: "lupa.sandi", password: "Rahasia#Mandor26" },
      "10.0.8.1",
    );
    expect(good.status).toBe(200);
    for (let attempt = 0; attempt < loginAccountMax; attempt++) {
      expect((await fail()).status).toBe(400);
    }
    expect((await fail()).status).toBe(429);
  });

  it("finds no other route behind a differently cased path", async () => {
    const { status } = await post("/api/LOGIN", { username: "dibatasi", password: "x" });
    expect(status).toBe(404);
  });

  it("counts an unknown account exactly like a registered one", async () => {
    for (let attempt = 0; attempt < loginAccountMax; attempt++) {
      await post("/api/login", { username: "tidak.ada", password: "x" }, `10.0.2.${attempt}`);
    }
    const { status } = await post(
      "/api/login",
      { username: "Tidak.Ada", password: "x" },
      "10.0.3.1",
    );
    expect(status).toBe(429);
  });

  it("stops one IP after its limit across accounts, in English when asked, with Retry-After", async () => {
    const ip = "10.0.4.1";
    for (let attempt = 0; attempt < limits.login.ip.max; attempt++) {
      await post("/api/login", { username: `nama.${attempt}`, password: "x" }, ip);
    }
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "nama.lain", password: "x" },
      remoteAddress: ip,
      headers: { "content-language": "en" },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^Too many requests\. Try again in \d+ seconds \(at \d\d:\d\d Jakarta time\)\.$/,
    );
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await post("/api/login", { username: "nama.lain", password: "x" }, "10.0.4.2")).status,
    ).toBe(400);
  });
});

describe("forgot password, resend and the availability check", () => {
  it("limits forgot-password per e-mail in any case", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.forgotPassword.account.max; attempt++) {
      const email = attempt % 2 ? "Lupa@Mandor.Test" : "lupa@mandor.test ";
      statuses.push(
        (await post("/api/request-forgot-password", { email }, `10.1.0.${attempt}`)).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it("limits resend per account", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.resendVerification.account.max; attempt++) {
      const payload = { email: attempt % 2 ? "KIRIM@mandor.test" : "kirim@mandor.test" };
      statuses.push(
        (await post("/api/resend-email-verification", payload, `10.2.0.${attempt}`)).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits resend per account, by username and e-mail together", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.resendVerification.account.max; attempt++) {
      const payload =
        attempt % 2 ? { username: "belum.aktif" } : { email: "belum.aktif@mandor.test" };
      statuses.push(
        (await post("/api/resend-email-verification", payload, `10.2.1.${attempt}`)).status,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits the availability check per IP", async () => {
    const ip = "10.3.0.1";
    let last = 0;
    for (let attempt = 0; attempt <= RATE_LIMITS.availability.ip.max; attempt++) {
      const response = await t.call({
        url: `/api/no-auth/find-user-by-username-email?username=coba.${attempt}`,
        remoteAddress: ip,
      });
      last = response.status;
    }
    expect(last).toBe(429);
  });

  it("limits the availability check per name, across IPs", async () => {
    let last = 0;
    for (let attempt = 0; attempt <= RATE_LIMITS.availability.account.max; attempt++) {
      const email = attempt % 2 ? "Target%40Mandor.test" : "target%40mandor.test";
      const response = await t.call({
        url: `/api/no-auth/find-user-by-username-email?email=${email}`,
        remoteAddress: `10.4.0.${attempt}`,
      });
      last = response.status;
    }
    expect(last).toBe(429);
  });
});
