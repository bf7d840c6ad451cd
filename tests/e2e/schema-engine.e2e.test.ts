/**
 * The schema engine in Chromium against the real server: a master-data screen's forms,
 * generated from the model and the overlay, validate in the browser (with the module the
 * server compiles: the page's CSP forbids eval) and on the server with the same messages,
 * and round-trip their values; an overlay edited while the server runs changes the form on
 * reload, and a broken one shows in the preview while the last good form keeps working.
 * Screenshots land in `test-results/`.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { recordActions } from "./record-actions";

describe.skipIf(!chromiumAvailable)("schema engine in Chromium", () => {
  const {
    signedInPage: pageIn,
    open,
    schemasDir,
    expectStatuses,
  } = browserSuite({ seedDemo: false, copySchemas: true });

  /** A signed-in page (the session stored as the client stores it) in `locale`. */
  const signedInPage = (locale: "id" | "en" = "id"): Promise<Page> => pageIn({ locale });

  /** Saves an overlay as a steward would, with a clock that always moves on. */
  let clock = 0;
  function saveOverlay(id: string, text: string) {
    const path = join(schemasDir(), `${id}.json`);
    writeFileSync(path, text);
    clock += 5;
    utimesSync(path, new Date(), new Date(Date.now() + clock * 1000));
  }

  describe("a master-data screen", () => {
    test("creates and updates a record, validating in the browser and on the server", async () => {
      const page = await signedInPage();
      expectStatuses(422);
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

      await recordActions(page).getByRole("link", { name: "Ubah" }).click();
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

      const overlay = JSON.parse(readFileSync(join(schemasDir(), "m-diseases.json"), "utf8"));
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
