/**
 * The schema engine in Chromium against the real server: a master-data screen's forms,
 * generated from the model and the overlay, validate in the browser (with the module the
 * server compiles: the page's CSP forbids eval) and on the server with the same messages,
 * and round-trip their values; an overlay edited while the server runs changes the form on
 * reload, and a broken one shows in the preview while the last good form keeps working.
 * Screenshots land in `test-results/`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startServer, type TestServer } from "../helpers/start-server";
import { buildClient } from "./build-client";
import { chromiumAvailable, launchChromium } from "./chromium";
import { signedInStorage, storeSession, unexpectedProblems, watchProblems } from "./sign-in";

const SCREENSHOTS = "test-results";
const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(!chromiumAvailable)("schema engine in Chromium", () => {
  let client: Awaited<ReturnType<typeof buildClient>> | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let schemasDir = "";
  let problems: string[] = [];
  /** HTTP statuses a test provokes on purpose; the browser logs them as console errors. */
  let expectedStatuses: number[] = [];

  beforeAll(async () => {
    schemasDir = mkdtempSync(join(tmpdir(), "mandor-e2e-schemas-"));
    cpSync("schemas", schemasDir, { recursive: true });
    client = await buildClient();
    server = await startServer({ env: { CLIENT_DIR: client.dir, SCHEMAS_DIR: schemasDir } });
    browser = await launchChromium();
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterEach(async () => {
    await context?.close();
    const unexpected = unexpectedProblems(problems, expectedStatuses);
    expect(unexpected).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await client?.remove();
    rmSync(schemasDir, { recursive: true, force: true });
  });

  /** A signed-in page: POST /api/login, then the session stored as the client stores it. */
  async function signedInPage(locale: "id" | "en" = "id"): Promise<Page> {
    if (!browser || !server) throw new Error("beforeAll did not finish");
    problems = [];
    expectedStatuses = [];
    context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    watchProblems(page, (line) => problems.push(line));
    await storeSession(page, server.url, await signedInStorage(server.url), locale);
    return page;
  }

  async function open(page: Page, path: string) {
    if (!server) throw new Error("beforeAll did not finish");
    await page.goto(new URL(path, server.url).href);
  }

  /** Saves an overlay as a steward would, with a clock that always moves on. */
  let clock = 0;
  function saveOverlay(id: string, text: string) {
    const path = join(schemasDir, `${id}.json`);
    writeFileSync(path, text);
    clock += 5;
    utimesSync(path, new Date(), new Date(Date.now() + clock * 1000));
  }

  describe("a master-data screen", () => {
    test("creates and updates a record, validating in the browser and on the server", async () => {
      const page = await signedInPage();
      expectedStatuses = [422];
      await open(page, "/master/m-skills?view=create");
      const code = page.getByLabel("Kode Keahlian");
      await code.waitFor();

      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Kode Keahlian harus diisi").waitFor();
      await page.getByText("Nama Keahlian harus diisi").waitFor();
      expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);

      await code.fill("LAS 01");
      await code.blur();
      await page
        .getByText(
          "Kode Keahlian boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
        )
        .waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-form-errors-id.png` });

      await code.fill("LAS-01");
      await page.getByLabel("Nama Keahlian").fill("  Juru Las  ");
      await page.getByLabel("Deskripsi").fill("Pengelasan struktur baja");
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data Master Keahlian berhasil ditambahkan").waitFor();
      await page.waitForURL(/view=detail&id=\d+/);
      const detail = page.locator(".detail-rows");
      await detail.getByText("Juru Las", { exact: true }).waitFor();
      await detail.getByText("Pengelasan struktur baja").waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-detail-id.png` });

      await page.getByRole("link", { name: "Ubah" }).click();
      const name = page.getByLabel("Nama Keahlian");
      await name.waitFor();
      expect(await name.inputValue()).toBe("Juru Las");
      expect(await page.getByLabel("Kode Keahlian").inputValue()).toBe("LAS-01");
      await name.fill("Juru Las Ahli");
      await page.getByLabel("Deskripsi").fill("");
      await page.getByRole("checkbox", { name: /Aktif/ }).uncheck();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-form-update-id.png` });
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Edit data Master Keahlian berhasil").waitFor();
      await detail.getByText("Juru Las Ahli").waitFor();
      await detail.getByText("Tidak Aktif").waitFor();

      // Only the server knows the code is taken: its message lands under the field.
      await open(page, "/master/m-skills?view=create");
      await page.getByLabel("Kode Keahlian").fill("LAS-01");
      await page.getByLabel("Nama Keahlian").fill("Juru Las Kedua");
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Kode Keahlian sudah digunakan").waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-form-server-error-id.png` });
    });

    test("speaks English, with the same rules", async () => {
      const page = await signedInPage("en");
      await open(page, "/master/m-skills?view=create");
      await page.getByLabel("Skill Code").fill("x".repeat(31));
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The Skill Code field may not be greater than 30 characters").waitFor();
      await page.getByText("The Skill Name field is required").waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-form-errors-en.png` });
    });

    test("draws a richer screen: relations, fixed choices, money", async () => {
      const page = await signedInPage();
      await open(page, "/operational-unit/territory?view=create");
      await page.getByLabel("Kode Wilayah").fill("JTG");
      await page.getByLabel("Nama Wilayah").fill("Jawa Tengah");
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data Wilayah berhasil ditambahkan").waitFor();
      await open(page, "/operational-unit/department?view=create");
      await page.getByLabel("Kode Departemen").fill("GDG-SMG");
      await page.getByLabel("Nama Departemen").fill("Departemen Gedung Semarang");
      await page.getByLabel("Wilayah").selectOption({ label: "Jawa Tengah" });
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data Departemen berhasil ditambahkan").waitFor();

      await open(page, "/operational-unit/project?view=create");
      await page.getByLabel("Departemen").selectOption({ label: "Departemen Gedung Semarang" });
      expect(await page.getByLabel("Wilayah").inputValue()).not.toBe("");
      // A new project's contract value starts at zero rupiah (the money widget's empty value).
      expect(await page.getByLabel("Nilai Kontrak").inputValue()).toBe("0");
      expect(await page.getByLabel("Status").inputValue()).not.toBe("");
      await page.screenshot({ path: `${SCREENSHOTS}/schema-form-project-id.png`, fullPage: true });
    });
  });

  describe("overlays edited while the server runs", () => {
    test("change the form on reload; a broken one shows in the preview and the old form works", async () => {
      const page = await signedInPage();
      await open(page, "/master/m-diseases?view=create");
      await page.getByLabel("Kode Penyakit").waitFor();

      const overlay = JSON.parse(readFileSync(join(schemasDir, "m-diseases.json"), "utf8"));
      overlay.fields.code.label = { id: "Kode ICD-10", en: "ICD-10 Code" };
      overlay.fields.code.rules = ["alpha_num"];
      saveOverlay("m-diseases", JSON.stringify(overlay, null, 2));
      await page.reload();
      const code = page.getByLabel("Kode ICD-10");
      await code.waitFor();
      await code.fill("I10-X");
      await code.blur();
      await page.getByText("Kode ICD-10 hanya boleh mengandung karakter alfanumerik").waitFor();

      saveOverlay("m-diseases", JSON.stringify(overlay, null, 2).replace('"model"', '"modle"'));
      await open(page, "/schema-preview/m-diseases");
      await page
        .getByRole("alert")
        .getByText(/Berkas ini ditolak; versi baik terakhir \(\w+\) tetap dipakai\./)
        .waitFor();
      await page.getByRole("tab", { name: /Masalah/ }).click();
      await page.getByText('unknown key "modle"').waitFor();
      await page.getByText('missing "model"').waitFor();
      await page.screenshot({
        path: `${SCREENSHOTS}/schema-preview-problems-id.png`,
        fullPage: true,
      });

      await open(page, "/master/m-diseases?view=create");
      await page.getByLabel("Kode ICD-10").fill("I10");
      await page.getByLabel("Nama Penyakit").fill("Hipertensi");
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Data Master Riwayat Penyakit berhasil ditambahkan").waitFor();
    });

    test("the preview draws a screen's form, list, detail and schemas", async () => {
      const page = await signedInPage();
      await open(page, "/schema-preview/projects");
      await page.getByLabel("Kode Proyek").waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-preview-form-id.png`, fullPage: true });
      await page.getByRole("tab", { name: "Daftar" }).click();
      await page.getByRole("columnheader", { name: "Kode Proyek" }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/schema-preview-list-id.png` });
      await page.getByRole("tab", { name: "uiSchema" }).click();
      await page.getByText('"ui:widget": "select"').first().waitFor();
    });
  });
});
