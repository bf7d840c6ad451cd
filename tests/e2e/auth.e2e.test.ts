/**
 * Sign-in, registration, approval, e-mail, password reset, SSO and the session, end to end:
 * the built client in Chromium against the real server, e-mail over real SMTP to a loopback
 * receiver, SSO tokens signed by a key made here. Screenshots land in `test-results/`.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertUser, type Organisation, seedOrganisation } from "../server/auth/auth-app";
import {
  SSO_AUDIENCE,
  SSO_ISSUER,
  type SsoProvider,
  startSsoProvider,
} from "../server/auth/sso-provider";
import { type SmtpReceiver, startSmtpReceiver } from "../server/mail/smtp-receiver";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { ADMIN } from "./sign-in";

describe.skipIf(!chromiumAvailable)("auth in Chromium", () => {
  let smtp: SmtpReceiver;
  let sso: SsoProvider;
  let org: Organisation;

  // Before the harness's set-up: the server's environment names the receiver and the provider.
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sso = await startSsoProvider();
  });

  afterAll(async () => {
    await smtp?.close();
    await sso?.close();
  });

  const {
    newPage: pageIn,
    server: running,
    url,
    expectStatuses,
    reportProblem,
  } = browserSuite({
    seedDemo: false,
    env: () => ({
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://mandor.test",
      SSO_JWKS_URL: sso.jwksUrl,
      SSO_ISSUER,
      SSO_AUDIENCE,
    }),
  });

  beforeAll(async () => {
    const { db } = running().database;
    org = await seedOrganisation(db);
    // A screen without an overlay yet: the launcher's placeholder page, whatever the schema
    // engine can already draw.
    await sql`INSERT INTO permissions (name) VALUES ('read-employee-blacklist')
      ON CONFLICT (name) DO NOTHING`.execute(db);
    await sql`UPDATE role_permissions SET permission_id = (
                SELECT id FROM permissions WHERE name = 'read-employee-blacklist')
              WHERE role_id = ${org.staffRole}`.execute(db);
  });

  /** A signed-out page that may use the clipboard; a 404 answer to any request is a problem. */
  const newPage = (options: { userAgent?: string } = {}): Promise<Page> =>
    pageIn({
      contextOptions: options,
      prepareContext: async (context) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"], {
          origin: running().url,
        });
        context.on("response", (response) => {
          if (response.status() === 404) reportProblem(`404: ${response.url()}`);
        });
      },
    });

  async function open(path: string, page?: Page): Promise<Page> {
    const target = page ?? (await newPage());
    await target.goto(url(path));
    return target;
  }

  /** An e-mail's link, on the server under test (PUBLIC_URL is a made-up address). */
  const onServer = (link: string | undefined) => {
    const url = new URL(link ?? "");
    return `${url.pathname}${url.search}`;
  };

  async function api(path: string, body?: object, token?: string) {
    const response = await fetch(new URL(`/api${path}`, running().url), {
      method: body ? "POST" : "GET",
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.json() };
  }

  async function signIn(page: Page, username: string, password: string) {
    await page.getByLabel("Username atau e-mail").fill(username);
    await page.getByLabel("Kata sandi", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });

  test("register, verify by e-mail, wait for approval, get approved, reach the launcher", async () => {
    const page = await open("/");
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await shot(page, "auth-login-id");

    await page.getByRole("link", { name: "Daftar di sini" }).click();
    await page.getByRole("heading", { level: 1, name: "Daftar akun" }).waitFor();
    const next = page.getByRole("button", { name: "Selanjutnya" });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel("Nama lengkap").fill("Rudi Hartono");
    await page
      .getByLabel("E-mail")
      .fill("admin.gedung@mandor.test".replace("admin.gedung", "admin"));
    await page.getByText("Email salah / sudah terdaftar, gunakan email lain").waitFor();
    await page.getByLabel("E-mail").fill("rudi.hartono@mandor.test");
    await page.getByLabel("Username").fill("ADMIN");
    await page.getByText("Username sudah terdaftar, gunakan username lain").waitFor();
    await page.getByLabel("Username").fill("rudi.hartono");
    await page.getByLabel("Kata sandi", { exact: true }).fill("Tiang-Pancang-2026");
    await expect.poll(() => next.isEnabled()).toBe(true);
    await shot(page, "auth-register-step1");
    await next.click();

    await page.getByRole("radio", { name: /Staf Lapangan/ }).check();
    await page.getByLabel("Departemen").selectOption({ label: "Departemen Gedung" });
    await page
      .getByRole("option", { name: "Gedung Kantor Sudirman" })
      .waitFor({ state: "attached" });
    await page.getByLabel("Proyek").selectOption({ label: "Gedung Kantor Sudirman" });
    await page.getByLabel("Jabatan").fill("Pengawas Lapangan");
    await shot(page, "auth-register-step2");
    await next.click();

    await page.getByText("Pengawas Lapangan").waitFor();
    await shot(page, "auth-register-step3");
    await page.getByRole("button", { name: "Kirim Pendaftaran" }).click();
    await page.getByRole("heading", { level: 1, name: "Pendaftaran Selesai" }).waitFor();
    await shot(page, "auth-register-done");

    const verification = await smtp.waitFor("rudi.hartono@mandor.test");
    await open(onServer(verification.links[0]), page);
    await page.getByText("E-mail berhasil diverifikasi").waitFor();
    await shot(page, "auth-verify-email");

    await page.getByRole("link", { name: "Ke halaman masuk" }).click();
    await signIn(page, "Rudi.Hartono@mandor.test", "Tiang-Pancang-2026");
    expectStatuses(403);
    await page.getByRole("heading", { level: 1, name: "Proses Persetujuan" }).waitFor();
    await page.getByText("Budi Santoso - 0812-3456-7890").waitFor();
    await page.getByRole("button", { name: "Salin nomor" }).click();
    await page.getByText("Nomor PIC sudah dicopy").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0812-3456-7890");
    await shot(page, "auth-waiting-account");

    const admin = await api("/login", ADMIN);
    const pending = await api("/user-approval/list?search=rudi", undefined, admin.body.token);
    const rudi = pending.body.data[0];
    const approved = await fetch(new URL("/api/user-approval/approve", running().url), {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.body.token}` },
      body: JSON.stringify({ id: rudi.id }),
    });
    expect(approved.status).toBe(200);
    expect(
      (await smtp.waitFor("rudi.hartono@mandor.test", (m) => m.subject.includes("disetujui")))
        .links,
    ).toHaveLength(1);

    await page.getByRole("link", { name: "Kembali ke halaman masuk" }).click();
    await signIn(page, "rudi.hartono", "Tiang-Pancang-2026");
    await page.getByRole("heading", { name: "Selamat datang, Rudi Hartono" }).waitFor();
    await page.getByText("Berjalan normal").waitFor();
    const stored = await page.evaluate(() => ({
      profile: JSON.parse(localStorage.getItem("profile") ?? "null"),
      token: localStorage.getItem("token"),
      permissions: JSON.parse(localStorage.getItem("permissions") ?? "[]"),
      appCode: localStorage.getItem("app_code"),
      modules: JSON.parse(localStorage.getItem("modules") ?? "[]").map(
        (m: { name: string }) => m.name,
      ),
      autofill: JSON.parse(localStorage.getItem("autofill") ?? "null"),
    }));
    expect(stored).toMatchObject({
      profile: { username: "rudi.hartono", role_id: org.staffRole },
      token: expect.any(String),
      permissions: ["read-employee-blacklist"],
      appCode: "MANDOR-WEB",
      modules: ["tenaga-kerja"],
      autofill: { department: { value: org.departmentA }, project: { value: org.projectA1 } },
    });
    await shot(page, "auth-launcher");

    await page.getByRole("link", { name: /Tenaga Kerja/ }).click();
    await page.getByRole("heading", { level: 1, name: "Blacklist" }).waitFor();
    // The one screen this role may read: its list (rows of the user's projects, or none).
    await page
      .getByRole("table")
      .or(page.getByText("Belum ada data yang ditambahkan"))
      .first()
      .waitFor();
    await shot(page, "auth-module-screen");

    await page.getByRole("button", { name: "Keluar" }).click();
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await api("/me", undefined, stored.token as string)).status).toBe(401);
  });

  test("forgot password, reset by e-mail link, sign in with the new password", async () => {
    await insertUser(running().database.db, {
      username: "lupa.sandi",
      status: "active",
      roleId: org.staffRole,
    });
    const page = await open("/login");
    await page.getByRole("button", { name: "Lupa kata sandi?" }).click();
    const send = page.getByRole("button", { name: "Kirim tautan" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel("E-mail").fill("Lupa.Sandi@mandor.test");
    await shot(page, "auth-forgot");
    await send.click();
    await page.getByRole("heading", { level: 1, name: "Periksa e-mail Anda" }).waitFor();
    await shot(page, "auth-forgot-success");

    const mail = await smtp.waitFor("lupa.sandi@mandor.test");
    const link = onServer(mail.links[0]);
    await open(link, page);
    await page.getByLabel("Kata sandi baru").fill("Balok-Kolom-Pelat-7");
    await page.getByLabel("Konfirmasi kata sandi").fill("Balok-Kolom-Pelat-8");
    await page.getByText("Konfirmasi kata sandi tidak cocok").waitFor();
    const update = page.getByRole("button", { name: "Perbarui & Login" });
    expect(await update.isDisabled()).toBe(true);
    await shot(page, "auth-reset-mismatch");
    await page.getByLabel("Konfirmasi kata sandi").fill("Balok-Kolom-Pelat-7");
    await update.click();
    await page.getByText("Password Berhasil diperbarui").waitFor();
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    await shot(page, "auth-reset-done");

    await signIn(page, "lupa.sandi", "Balok-Kolom-Pelat-7");
    await page.getByRole("heading", { name: /Selamat datang/ }).waitFor();
  });

  test("refuses a reused or expired reset link, and skips a stale one", async () => {
    await insertUser(running().database.db, {
      username: "reset.ulang",
      status: "active",
      roleId: org.staffRole,
    });
    expect(
      (await api("/request-forgot-password", { email: "reset.ulang@mandor.test" })).status,
    ).toBe(200);
    const first = onServer((await smtp.waitFor("reset.ulang@mandor.test")).links[0]);
    expect(
      (
        await api("/change-password", {
          code: new URL(first, "http://x").searchParams.get("code"),
          password: "Besi-Siku-Galvanis-1",
        })
      ).status,
    ).toBe(200);

    const page = await open(first);
    expectStatuses(400);
    await page.getByLabel("Kata sandi baru").fill("Besi-Siku-Galvanis-2");
    await page.getByLabel("Konfirmasi kata sandi").fill("Besi-Siku-Galvanis-2");
    await page.getByRole("button", { name: "Perbarui & Login" }).click();
    await page
      .getByRole("alert")
      .getByText(/sudah dipakai, atau kedaluwarsa/)
      .waitFor();
    await shot(page, "auth-reset-refused");

    await api("/request-forgot-password", { email: "reset.ulang@mandor.test" });
    const second = onServer(
      (await smtp.waitFor("reset.ulang@mandor.test", (m) => onServer(m.links[0]) !== first))
        .links[0],
    );
    await sql`UPDATE user_tokens SET expires_at = now() - interval '1 second'
              WHERE user_id = (SELECT id FROM users WHERE username = 'reset.ulang')`.execute(
      running().database.db,
    );
    await open(second, page);
    await page.getByLabel("Kata sandi baru").fill("Besi-Siku-Galvanis-3");
    await page.getByLabel("Konfirmasi kata sandi").fill("Besi-Siku-Galvanis-3");
    await page.getByRole("button", { name: "Perbarui & Login" }).click();
    await page
      .getByRole("alert")
      .getByText(/kedaluwarsa/)
      .waitFor();

    const stale = second.replace(/ts=\d+/, `ts=${Date.now() - 3 * 24 * 3600 * 1000}`);
    await open(stale, page);
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    await open("/reset-password", page);
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
  });

  test("signs in through SSO with a token signed by the provider's key", async () => {
    await insertUser(running().database.db, {
      username: "sso.pengguna",
      status: "active",
      roleId: org.staffRole,
      password: null,
    });
    const token = await sso.sign({ email: "SSO.Pengguna@mandor.test" });
    const page = await open(`/sso-login?id=${token}`);
    await page.getByRole("heading", { name: "Selamat datang, User sso.pengguna" }).waitFor();

    expectStatuses(400);
    const forged = await sso.sign({ email: "sso.pengguna@mandor.test" }, { audience: "other-app" });
    await open(`/sso-login?id=${forged}`, page);
    // A signed-in visitor of /sso-login stays on it: the page handles its own token.
    await page.getByRole("heading", { level: 1, name: "Masuk dengan SSO gagal" }).waitFor();
    await page
      .getByRole("main")
      .getByRole("alert")
      .getByText("Token SSO tidak valid atau sudah kedaluwarsa. Masuk kembali melalui SSO.")
      .waitFor();
    await shot(page, "auth-sso-failed");
  });

  test("a 401 from any call clears the stored session and lands on the login page", async () => {
    await insertUser(running().database.db, {
      username: "sesi.habis",
      status: "active",
      roleId: org.staffRole,
    });
    const page = await open("/login");
    await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");
    await page.getByLabel("Username or e-mail").fill("sesi.habis");
    await page.getByLabel("Password", { exact: true }).fill("Rahasia#Mandor26");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: /Welcome/ }).waitFor();

    await sql`UPDATE sessions SET revoked_at = now()
              WHERE user_id = (SELECT id FROM users WHERE username = 'sesi.habis')`.execute(
      running().database.db,
    );
    expectStatuses(401);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    const storage = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      profile: localStorage.getItem("profile"),
      locale: localStorage.getItem("locale"),
    }));
    expect(storage).toEqual({ token: null, profile: null, locale: "en" });
  });

  test("switching the language changes every text on the page", async () => {
    const page = await open("/login");
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    const indonesian = await page.locator("body").innerText();
    for (const text of [
      "Username atau e-mail",
      "Kata sandi",
      "Lupa kata sandi?",
      "Belum punya akun?",
      "Syarat & Ketentuan",
      "Kebijakan Privasi",
      "Panduan Pengguna",
      "Administrasi tenaga kerja konstruksi",
    ]) {
      expect(indonesian).toContain(text);
    }

    await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    const english = await page.locator("body").innerText();
    for (const text of [
      "Username atau e-mail",
      "Kata sandi",
      "Lupa",
      "Belum punya",
      "Syarat",
      "Kebijakan",
      "Panduan",
      "Administrasi",
      "Masuk",
      "Daftar",
      "dengan",
    ]) {
      expect(english).not.toContain(text);
    }
    for (const text of [
      "Username or e-mail",
      "Password",
      "Forgot your password?",
      "No account yet?",
      "Terms & Conditions",
      "Privacy Policy",
      "User Guide",
      "Construction workforce administration",
    ]) {
      expect(english).toContain(text);
    }
    expect(await page.title()).toBe("Sign in · Mandor");
    await shot(page, "auth-login-en");

    await page.getByRole("link", { name: "Register here" }).click();
    await page.getByRole("heading", { level: 1, name: "Register an account" }).waitFor();
    await page.getByText("Account Info").waitFor();
    await shot(page, "auth-register-en");

    await page.getByRole("link", { name: "Terms & Conditions" }).click();
    await page.getByText("Terms & Conditions of Use").waitFor();
    await shot(page, "auth-terms-en");
  });

  test("shows phones the device notice with the store links, until the web is chosen", async () => {
    const page = await newPage({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await open("/login", page);
    await page.getByRole("heading", { name: "Layar perangkat terlalu kecil" }).waitFor();
    expect(
      await page.getByRole("link", { name: "Unduh di Google Play" }).getAttribute("href"),
    ).toContain("play.google.com");
    expect(
      await page.getByRole("link", { name: "Unduh di App Store" }).getAttribute("href"),
    ).toContain("apps.apple.com");
    await shot(page, "auth-device-notice");
    await page.getByRole("button", { name: "Tetap gunakan versi web" }).click();
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Masuk" }).waitFor();
    // The form fits a phone's width: no sideways scrolling, the fields as wide as the card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const field = await page.getByLabel("Username atau e-mail").boundingBox();
    expect(field?.width ?? 0).toBeGreaterThan(250);
    await shot(page, "auth-sign-in-phone");
  });
});
