/**
 * Export → edit → import in Chromium on the demo employees (issue #12, point 2): the CSV export
 * of a search, one row's name and project (by its name) changed in the file and a row with a
 * date that does not exist added, imported with NIK as the key — the preview shows one update
 * with what it changes, every other row unchanged and the bad date caught with its field; the
 * commit changes that record and nothing else; the new export re-imported unchanged is all
 * "no change". Screenshots land in `test-results/`.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { importStats } from "./import-stats";

const SCREEN = "/tenaga-kerja/employee";
const SEARCH = "Gunawan";
const SLOW = { timeout: 180_000 };
const BAD_DATE = "2026-13-45";

type Row = Record<string, unknown>;

describe.skipIf(!chromiumAvailable)("export → edit → import round trip in Chromium", () => {
  const { api, url, signedInPage, unexpectedSoFar } = browserSuite({
    contextOptions: { acceptDownloads: true },
    setupTimeout: SLOW.timeout,
  });

  /** Every employee the search finds, by NIK, as the API reads them. */
  async function searched(): Promise<Map<string, Row>> {
    const answer = await api<ListAnswer>(`employee/list?search=${SEARCH}&limit=100`);
    expect(answer.total).toBeLessThanOrEqual(100);
    return new Map(answer.data.map((row) => [String(row.nik), row]));
  }

  /** Opens the list with the search and downloads its CSV export: the parsed rows. */
  async function exportCsv(page: Page, name: string): Promise<string[][]> {
    await page.goto(url(`${SCREEN}?search=${SEARCH}`));
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "Pilih format export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    const path = `${SCREENSHOTS}/import-roundtrip-${name}.csv`;
    await download.saveAs(path);
    const text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  }

  /** Uploads `rows` as CSV through the import dialog, NIK as the key, and previews them. */
  async function preview(page: Page, rows: string[][]) {
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import data Tenaga Kerja" });
    await dialog.getByLabel("File data").setInputFiles({
      name: "tenaga-kerja-edit.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFF${Papa.unparse(rows, { newline: "\r\n" })}`),
    });
    await dialog.getByRole("heading", { name: "Pemetaan kolom" }).waitFor();
    await dialog.getByRole("combobox", { name: "Kolom kunci (opsional)" }).selectOption("nik");
    await dialog.getByRole("button", { name: "Periksa data" }).click();
    await dialog.getByRole("heading", { name: "Hasil pemeriksaan" }).waitFor();
    return { dialog, stats: await importStats(dialog) };
  }

  test(
    "an edited export updates one record by NIK; the bad date is caught first",
    SLOW,
    async () => {
      const page = await signedInPage();
      const before = await searched();
      const exported = await exportCsv(page, "before");
      const [header = [], first = [], ...rest] = exported;
      const column = (name: string) => header.indexOf(name);
      expect(exported).toHaveLength(before.size + 1);

      // Another project, by its name, for the first row.
      const projects = await api<ListAnswer>("project/list?limit=20");
      const current = first[column("Proyek")];
      const target = projects.data
        .map((project) => String(project.project_name))
        .find((name) => name !== current);
      if (!target) throw new Error("the demo data has a single project");
      const edited = [...first];
      const oldName = first[column("Nama Lengkap")] ?? "";
      edited[column("Nama Lengkap")] = `${oldName} Diubah`;
      edited[column("Proyek")] = target;
      const badRow = [...first];
      badRow[column("Kode Pekerja")] = "E2E-RT-01";
      badRow[column("NIK")] = "9912345678901234";
      badRow[column("Nama Lengkap")] = "Tanggal Salah Ujicoba";
      badRow[column("Tanggal Bergabung")] = BAD_DATE;

      const { dialog, stats } = await preview(page, [header, edited, ...rest, badRow]);
      expect(stats).toEqual({
        "Jumlah baris": String(exported.length),
        Baru: "0",
        Ubah: "1",
        "Tidak berubah": String(rest.length),
        Error: "1",
      });
      const details = dialog.getByRole("region", { name: "Rincian per baris" });
      const shown = await details
        .getByRole("row")
        .filter({ has: page.getByRole("cell") })
        .evaluateAll((rows) =>
          rows.map((row) =>
            [...(row as HTMLTableRowElement).cells].map((cell) => cell.innerText.trim()),
          ),
        );
      expect(shown).toEqual([
        [
          "1",
          "Ubah",
          first[column("NIK")]?.replace(/^="(.*)"$/, "$1"),
          `Nama Lengkap: ${oldName} → ${oldName} Diubah\nProyek: ${current || "—"} → ${target}`,
        ],
        [
          String(exported.length),
          "Error (Baru)",
          "9912345678901234",
          "Tanggal Bergabung: Tanggal Bergabung harus berupa tanggal yang benar",
        ],
      ]);
      await page.screenshot({ path: `${SCREENSHOTS}/import-roundtrip-preview.png` });

      const committed = page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith("/commit"),
      );
      await dialog.getByRole("button", { name: "Simpan" }).click();
      const commit = await committed;
      expect(commit.status()).toBe(200);
      const { message } = (await commit.json()) as { message: string };
      expect(message).toBe(
        `Impor Tenaga Kerja selesai: 0 data baru, 1 diubah, ${rest.length} tidak berubah`,
      );
      await page.getByText(message).waitFor();
      await dialog.waitFor({ state: "detached" });

      const after = await searched();
      const nik = edited[column("NIK")]?.replace(/^="(.*)"$/, "$1") ?? "";
      const changed = after.get(nik);
      expect(changed?.fullname).toBe(`${oldName} Diubah`);
      expect(changed?.project).toMatchObject({ project_name: target });
      for (const [key, row] of before) if (key !== nik) expect(after.get(key)).toEqual(row);
      expect((await api<ListAnswer>("employee/list?search=Tanggal%20Salah")).total).toBe(0);

      // The new export, re-imported as it is, changes nothing.
      const again = await exportCsv(page, "after");
      const unchanged = await preview(page, again);
      expect(unchanged.stats).toEqual({
        "Jumlah baris": String(again.length - 1),
        Baru: "0",
        Ubah: "0",
        "Tidak berubah": String(again.length - 1),
        Error: "0",
      });
      await unchanged.dialog
        .getByText("Semua baris sama dengan data yang ada; menyimpan tidak mengubah apa pun.")
        .waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/import-roundtrip-unchanged.png` });
      expect(unexpectedSoFar()).toEqual([]);
    },
  );
});
