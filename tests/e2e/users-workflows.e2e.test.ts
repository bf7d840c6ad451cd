/**
 * The account workflows of the user settings in Chromium on the demo data (issue #15), with
 * e-mail over real SMTP to a loopback receiver: approve and reject a waiting account on the
 * approval screen (the user reads the decision, a rejection with its reason); deactivate an
 * account on the users screen while it is signed in in another browser — its very next call
 * is refused and it lands on the login page; reactivate it on the inactive-users screen.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertUser } from "../server/auth/auth-app";
import { type SmtpReceiver, startSmtpReceiver } from "../server/mail/smtp-receiver";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { signedInStorage, storeSession } from "./sign-in";

const SLOW = { timeout: 120_000 };
const PASSWORD = "Rahasia#Mandor26";

describe.skipIf(!chromiumAvailable)("user settings workflows in Chromium", () => {
  let smtp: SmtpReceiver;

  // Before the harness's set-up: the server's environment names the receiver.
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const { server, url, signedInPage, newPage, open, expectStatuses } = browserSuite({
    viewport: { width: 1280, height: 900 },
    env: () => ({ SMTP_URL: smtp.url }),
    setupTimeout: 300_000,
  });

  const db = () => server().database.db;

  /** An account of the demo's Viewer role in `status`, with a known password. */
  async function account(username: string, status: string) {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM roles WHERE role_name = 'Viewer'`.execute(db());
    return insertUser(db(), { username, status, roleId: rows[0]?.id ?? null, password: PASSWORD });
  }

  const statusOf = async (username: string) =>
    (
      await sql<{ status: string }>`SELECT status FROM users WHERE username = ${username}`.execute(
        db(),
      )
    ).rows[0]?.status;

  /** The list at `path` searched for `username`: the row's step button named `step`. */
  async function stepButton(page: Page, path: string, username: string, step: string) {
    await open(page, path);
    await page.getByRole("searchbox", { name: "Cari data" }).fill(username);
    const row = page.getByRole("row").filter({ hasText: username });
    const button = row.getByRole("button", { name: step, exact: true });
    await button.waitFor();
    return button;
  }

  /** Confirms the open step dialog with `reason`, after checking an empty one is refused. */
  async function confirmWithReason(page: Page, reason: string) {
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    // By role, not text: the dialog's own texts are new messages, translated once extracted.
    await dialog.getByRole("alert").waitFor();
    const reasonBox = dialog.getByRole("textbox");
    expect(await reasonBox.getAttribute("aria-invalid")).toBe("true");
    await reasonBox.fill(reason);
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  test("approving a waiting account asks first, lets it in and tells the user", SLOW, async () => {
    await account("e2e.setuju", "pending_approval");
    const page = await signedInPage();
    const approve = await stepButton(page, "/user-role/user-approval", "e2e.setuju", "Setujui");
    await approve.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/Setujui pendaftaran akun ini\?/).waitFor();
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await page.getByText(/Setujui berhasil/).waitFor();

    const mail = await smtp.waitFor("e2e.setuju@mandor.test");
    expect(mail.subject).toMatch(/telah disetujui$/);
    expect(mail.links.map((link) => new URL(link).pathname)).toEqual(["/login"]);
    expect(await statusOf("e2e.setuju")).toBe("active");
    await page.getByRole("row").filter({ hasText: "e2e.setuju" }).waitFor({ state: "detached" });
  });

  test("rejecting asks a reason, and the user reads it in the e-mail", SLOW, async () => {
    await account("e2e.tolak", "pending_approval");
    const page = await signedInPage();
    const reject = await stepButton(page, "/user-role/user-approval", "e2e.tolak", "Tolak");
    await reject.click();
    await page
      .getByRole("dialog")
      .getByText(/Tolak pendaftaran akun ini\?/)
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-reject-dialog.png` });
    await confirmWithReason(page, "Bukan pegawai proyek ini");

    const mail = await smtp.waitFor("e2e.tolak@mandor.test");
    expect(mail.subject).toMatch(/ditolak$/);
    expect(mail.text).toContain("Alasan: Bukan pegawai proyek ini");
    expect(await statusOf("e2e.tolak")).toBe("rejected");
  });

  test(
    "deactivating refuses the user's open session at once; reactivating lets them in again",
    SLOW,
    async () => {
      await account("e2e.nonaktif", "active");
      const userSession = await signedInStorage(server().url, {
        username: "e2e.nonaktif",
        password: PASSWORD,
      });
      const userPage = await newPage();
      await storeSession(userPage, server().url, userSession);
      await userPage.goto(url("/"));
      await userPage.waitForURL((address) => address.pathname === "/");
      const me = () =>
        userPage.evaluate(
          async (token) =>
            (await fetch("/api/me", { headers: { authorization: `Bearer ${token}` } })).status,
          userSession.token as string,
        );
      expect(await me()).toBe(200);

      const admin = await signedInPage();
      const deactivate = await stepButton(admin, "/user-role/user", "e2e.nonaktif", "Nonaktifkan");
      await deactivate.click();
      await admin
        .getByRole("dialog")
        .getByText(/langsung keluar dari semua sesinya/)
        .waitFor();
      await confirmWithReason(admin, "Kontrak selesai");
      await admin.getByText(/Nonaktifkan berhasil/).waitFor();
      expect(await statusOf("e2e.nonaktif")).toBe("inactive");

      expectStatuses(401);
      expect(await me()).toBe(401);
      await userPage.reload();
      await userPage.waitForURL(/\/login/);
      const deactivated = await smtp.waitFor("e2e.nonaktif@mandor.test");
      expect(deactivated.text).toContain("Alasan: Kontrak selesai");

      const reactivate = await stepButton(
        admin,
        "/user-role/user-register",
        "e2e.nonaktif",
        "Aktifkan Kembali",
      );
      await reactivate.click();
      await confirmWithReason(admin, "Kontrak diperpanjang");
      await admin.getByText(/Aktifkan Kembali berhasil/).waitFor();
      expect(await statusOf("e2e.nonaktif")).toBe("active");
      await smtp.waitFor("e2e.nonaktif@mandor.test", (mail) =>
        /diaktifkan kembali$/.test(mail.subject),
      );
      const again = await signedInStorage(server().url, {
        username: "e2e.nonaktif",
        password: PASSWORD,
      });
      expect(again.token).toEqual(expect.any(String));
    },
  );
});
