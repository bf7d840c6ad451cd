/**
 * The operating-unit screens in Chromium on the demo data (issue #15): a vendor whose document
 * expires in 10 days is flagged in the vendor list and the document is highlighted in the
 * vendor's documents tab; "Tambah data" in a tab opens the sub-screen's form with the parent
 * filled in and locked, and the saved row belongs to the parent; a device added under a project
 * shows its key once, and no longer after a reload.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 90_000 };

/** The day `days` from today in Jakarta, YYYY-MM-DD. */
function inDays(days: number): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  jakarta.setUTCDate(jakarta.getUTCDate() + days);
  return jakarta.toISOString().slice(0, 10);
}

describe.skipIf(!chromiumAvailable)("operating units in Chromium", () => {
  const { request, signedInPage, url } = browserSuite({ setupTimeout: 240_000 });
  let vendor = 0;
  let documentType = 0;

  async function post<T>(path: string, body: object): Promise<T> {
    const { status, body: answer } = await request<T>(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(status, path).toBe(200);
    return answer;
  }

  beforeAll(async () => {
    const created = await post<{ data: { id: number } }>("convalsals/create", {
      convalsal_code: "E2E-EXPIRY",
      convalsal_name: "CV Dokumen Segera Habis",
      convalsal_type: "vendor",
    });
    vendor = created.data.id;
    const types = await request<{ data: { id: number; name: string }[] }>(
      "m-convalsal-document-types/dataset?limit=10",
    );
    documentType = types.body.data[0]?.id ?? 0;
    await post("convalsal-documents/create", {
      convalsal_id: vendor,
      document_type_id: documentType,
      document_number: "SIUJK/E2E/10",
      valid_until: inDays(10),
    });
    await post("convalsal-documents/create", {
      convalsal_id: vendor,
      document_type_id: documentType,
      document_number: "SBU/E2E/400",
      valid_until: inDays(400),
    });
  });

  const tabPanel = (page: Page) => page.locator(".detail-tabs");

  test(
    "a document expiring in 10 days flags its vendor in the list and in the tab",
    SLOW,
    async () => {
      const page = await signedInPage();
      await page.goto(url("/operational-unit/convalsals?search=E2E-EXPIRY"));
      const row = page.getByRole("row").filter({ hasText: "CV Dokumen Segera Habis" });
      await expect.poll(() => row.locator('[data-expiry="expiring"]').count()).toBe(1);
      expect(await row.locator('[data-expiry="expiring"]').textContent()).toContain(inDays(10));

      await page.goto(url(`/operational-unit/convalsals?view=detail&id=${vendor}`));
      const documents = tabPanel(page).getByRole("row");
      await expect
        .poll(() =>
          documents.filter({ hasText: "SIUJK/E2E/10" }).locator('[data-expiry="expiring"]').count(),
        )
        .toBe(1);
      expect(
        await documents.filter({ hasText: "SBU/E2E/400" }).locator('[data-expiry="valid"]').count(),
      ).toBe(1);
    },
  );

  test(
    "a tab's add-new is prefilled with the parent, locked, and saves under it",
    SLOW,
    async () => {
      const page = await signedInPage();
      await page.goto(url(`/operational-unit/convalsals?view=detail&id=${vendor}`));
      await tabPanel(page).getByRole("link", { name: "Tambah data" }).click();
      await page.waitForURL(/\/operational-unit\/convalsal-documents\?.*view=create/);
      expect(new URL(page.url()).searchParams.get("fixed.convalsal_id")).toBe(String(vendor));
      const parent = page.getByLabel("Vendor / Subkon");
      // The select's values are choice positions: read the chosen label.
      await expect
        .poll(() => parent.locator("option:checked").textContent())
        .toBe("CV Dokumen Segera Habis");
      expect(await parent.isDisabled()).toBe(true);

      await page.getByLabel("Jenis Dokumen").selectOption({ index: 1 });
      await page.getByLabel("Nomor Dokumen").fill("NIB/E2E/PREFILL");
      await page.getByLabel("Berlaku Sampai").fill(inDays(90));
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.waitForURL(/view=detail/);

      const saved = await request<{ data: { convalsal_id: number; document_number: string }[] }>(
        `convalsal-documents/list?convalsal_id=${vendor}&limit=100`,
      );
      expect(saved.body.data.map((row) => row.document_number)).toContain("NIB/E2E/PREFILL");
      // Back to the list stays within the vendor's documents.
      await page.getByRole("link", { name: "Kembali" }).click();
      await expect
        .poll(() => page.getByRole("row").filter({ hasText: "NIB/E2E/PREFILL" }).count())
        .toBe(1);
      expect(await page.getByRole("row").filter({ hasText: "E2E" }).count()).toBe(3);
    },
  );

  test("the module's screens and a project's tabs render demo rows", SLOW, async () => {
    const page = await signedInPage();
    for (const path of ["/equipments", "/department", "/territory", "/project", "/convalsals"]) {
      await page.goto(url(`/operational-unit${path}`));
      await expect
        .poll(() => page.locator("tbody tr").count(), { message: path })
        .toBeGreaterThan(1);
    }
    const projects = await request<{ data: { id: number }[] }>(
      "project/list?status=running&limit=1",
    );
    await page.goto(url(`/operational-unit/project?view=detail&id=${projects.body.data[0]?.id}`));
    for (const tab of [
      "Vendor / Subkon Proyek",
      "Perangkat Presensi",
      "Mandor Proyek",
      "Riwayat Manpower",
      "Presensi",
    ]) {
      await tabPanel(page).getByRole("tab", { name: tab, exact: true }).click();
      await expect
        .poll(() => tabPanel(page).locator("tbody tr").count(), { message: tab })
        .toBeGreaterThan(0);
    }
  });

  test("a device added under a project shows its key once", SLOW, async () => {
    const projects = await request<{ data: { id: number }[] }>("project/list?limit=1");
    const project = projects.body.data[0]?.id ?? 0;
    const page = await signedInPage();
    await page.goto(url(`/operational-unit/project?view=detail&id=${project}`));
    await tabPanel(page).getByRole("tab", { name: "Perangkat Presensi" }).click();
    await tabPanel(page).getByRole("link", { name: "Tambah data" }).click();
    await page.waitForURL(/\/operational-unit\/devices\?.*view=create/);
    expect(await page.getByLabel("Proyek", { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel("Kode Perangkat").fill("DEV-E2E-1");
    await page.getByLabel("Nama Perangkat").fill("Terminal Uji Gerbang");
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.waitForURL(/view=detail/);

    const key = page.getByTestId("secret-key");
    await key.waitFor();
    const shown = (await key.textContent()) ?? "";
    expect(shown).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const devices = await request<{ data: { device_code: string; project_id: number }[] }>(
      `devices/list?project_id=${project}&limit=100`,
    );
    expect(devices.body.data.map((row) => row.device_code)).toContain("DEV-E2E-1");

    await page.reload();
    await page.getByRole("link", { name: "Kembali" }).waitFor();
    await page.locator(".secret-key, .card").first().waitFor();
    expect(await page.getByTestId("secret-key").count()).toBe(0);
    expect(await page.content()).not.toContain(shown);
  });
});
