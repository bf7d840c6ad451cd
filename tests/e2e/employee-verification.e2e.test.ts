/**
 * Worker blacklist and data verification in Chromium on the demo data (issue #16): a worker is
 * blacklisted from their record and taken off the blacklist screen, each with a reason the
 * history shows; a change request goes through every step (sent back for revision and
 * resubmitted), its approval applies the change (the worker shows the new value); and an
 * approval over a change made meanwhile is refused, the field marked before and the reason
 * shown after.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const WORKERS = "/tenaga-kerja/employee";
const BLACKLIST = "/tenaga-kerja/employee-blacklist";
const REQUESTS = "/tenaga-kerja/employee-request-changes";

describe.skipIf(!chromiumAvailable)("worker blacklist and verification in Chromium", () => {
  const { server, signedInPage, open, detailValue, expectStatuses } = browserSuite({
    viewport: { width: 1280, height: 900 },
    setupTimeout: 300_000,
  });
  const db = () => server().database.db;

  /** A demo worker no test has touched: active, on a project, not blacklisted. */
  async function freshWorker(offset: number) {
    const { rows } = await sql<{ id: number; fullname: string; phone: string | null }>`
      SELECT id, fullname, phone FROM employees
      WHERE NOT is_blacklisted AND status = 'active' AND project_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM employee_request_changes r WHERE r.employee_id = employees.id)
      ORDER BY id OFFSET ${offset} LIMIT 1`.execute(db());
    const worker = rows[0];
    if (!worker) throw new Error("the demo data has no such worker");
    return worker;
  }

  /** A change request of the signed-in admin asking `phone` → `next` of `worker`. */
  async function phoneRequest(
    worker: { id: number; phone: string | null },
    next: string,
    state: string,
  ) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO employee_request_changes (employee_id, requested_by, change_status, verification_status)
      SELECT ${worker.id}, id, 'update', ${state} FROM users WHERE username = 'admin'
      RETURNING id`.execute(db());
    const id = rows[0]?.id as number;
    await sql`INSERT INTO employee_request_change_details (request_change_id, field, old_value, new_value)
      VALUES (${id}, 'phone', ${worker.phone}, ${next})`.execute(db());
    return id;
  }

  /** Takes the detail's step `name`, writing `reason` when the dialog asks one. */
  async function takeStep(page: Page, name: string, reason?: string) {
    await page.locator(`[data-transition="${name}"]`).click();
    const dialog = page.getByRole("dialog");
    if (reason !== undefined) await dialog.getByRole("textbox").fill(reason);
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  test(
    "blacklists a worker from their record and takes them off the blacklist, with reasons in the history",
    SLOW,
    async () => {
      const worker = await freshWorker(0);
      const page = await signedInPage();
      await open(page, `${WORKERS}?view=detail&id=${worker.id}`);
      await takeStep(page, "blacklist", "Membawa pulang material proyek");
      await page.getByText(/Masukkan Daftar Hitam berhasil/).waitFor();

      await open(page, BLACKLIST);
      await page.getByRole("searchbox", { name: "Cari data" }).fill(worker.fullname);
      const row = page.getByRole("row").filter({ hasText: worker.fullname });
      await row.getByText("Membawa pulang material proyek").waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/employee-blacklist.png` });
      await row.locator('[data-transition="unblacklist"]').click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox").fill("Barang terbukti milik pribadi");
      await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
      await page.getByText(/Keluarkan dari Daftar Hitam berhasil/).waitFor();
      await row.waitFor({ state: "detached" });

      const { rows } = await sql<{ is_blacklisted: boolean; blacklist_reason: string | null }>`
      SELECT is_blacklisted, blacklist_reason FROM employees WHERE id = ${worker.id}`.execute(db());
      expect(rows[0]).toEqual({ is_blacklisted: false, blacklist_reason: null });

      await open(page, `${WORKERS}?view=detail&id=${worker.id}`);
      const history = page.locator(".transition-history");
      await history.getByText("Membawa pulang material proyek").waitFor();
      await history.getByText("Barang terbukti milik pribadi").waitFor();
    },
  );

  test("a change request takes every step and its approval changes the worker", SLOW, async () => {
    const worker = await freshWorker(1);
    const request = await phoneRequest(worker, "081299990001", "draft");
    const page = await signedInPage();
    await open(page, `${REQUESTS}?view=detail&id=${request}`);
    const diff = page.locator("table.change-diff tr[data-field='phone']");
    await diff.getByText("081299990001").waitFor();
    expect(await diff.textContent()).toContain(worker.phone ?? "—");
    const status = () => detailValue(page, "Status Verifikasi");

    await takeStep(page, "submit");
    await status().getByText("Menunggu Verifikasi").waitFor();
    await takeStep(page, "return-verification", "Lampirkan foto KTP");
    await status().getByText("Perlu Revisi").waitFor();
    await takeStep(page, "submit", "Foto KTP dilampirkan");
    await status().getByText("Menunggu Verifikasi").waitFor();
    await takeStep(page, "verify");
    await status().getByText("Menunggu Penilaian").waitFor();
    await takeStep(page, "return-appraisal", "Nomor kurang satu digit");
    await status().getByText("Perlu Revisi").waitFor();
    await takeStep(page, "submit");
    await takeStep(page, "verify");
    await status().getByText("Menunggu Penilaian").waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/employee-request-change-detail.png` });
    await takeStep(page, "approve");
    await page.getByText(/Setujui dan Terapkan berhasil/).waitFor();
    await status().getByText("Disetujui").waitFor();

    await open(page, `${WORKERS}?view=detail&id=${worker.id}`);
    await detailValue(page, "No. Telepon").getByText("081299990001").waitFor();
  });

  test("an approval over a change made meanwhile is refused and said", SLOW, async () => {
    const worker = await freshWorker(2);
    const request = await phoneRequest(worker, "081299990002", "appraisal_request");
    await sql`UPDATE employees SET phone = '081277770000' WHERE id = ${worker.id}`.execute(db());

    const page = await signedInPage();
    await open(page, `${REQUESTS}?view=detail&id=${request}`);
    const diff = page.locator("table.change-diff tr[data-field='phone']");
    await page.locator("tr.change-diff__row--conflict[data-field='phone']").waitFor();
    expect(await diff.textContent()).toContain("081277770000");

    expectStatuses(409);
    await takeStep(page, "approve");
    await page.getByText(/sudah berubah sejak permintaan ini dibuat \(No\. Telepon\)/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/employee-request-change-conflict.png` });
    const { rows } = await sql<{ phone: string; verification_status: string }>`
      SELECT e.phone, r.verification_status FROM employees e, employee_request_changes r
      WHERE e.id = ${worker.id} AND r.id = ${request}`.execute(db());
    expect(rows[0]).toEqual({ phone: "081277770000", verification_status: "appraisal_request" });
  });
});
