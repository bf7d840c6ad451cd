/**
 * QR card printing (`/tenaga-kerja/cetak-qr`, issue #16) in Chromium on the demo data: the page
 * renders without a console error; a project's workers are picked with the lookup dialog and
 * shown as A4 sheets of the first print setting's columns × rows; the first card's QR picture,
 * read back from its pixels with jsQR, is that worker's stored card number; "Unduh PDF" gives a
 * PDF with one A4 page per sheet; and the browser's print (Chromium's own PDF of the print
 * media) gives exactly those pages too.
 */
import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const PAGE = "/tenaga-kerja/cetak-qr";
const SLOW = { timeout: 180_000 };
/** A4 in points, as pdf-lib reads a page's size. */
const A4 = { width: 595.28, height: 841.89 };

interface Project {
  id: number;
  project_name: string;
}
interface Setting {
  columns_per_page: number;
  rows_per_page: number;
}

describe.skipIf(!chromiumAvailable)("QR card printing in Chromium", () => {
  const suite = browserSuite({
    setupTimeout: SLOW.timeout,
    viewport: { width: 1280, height: 900 },
    contextOptions: { acceptDownloads: true },
  });

  const list = async <T>(path: string) => {
    const answer = await suite.request<ListAnswer<T & Record<string, unknown>>>(path);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** A demo project with more workers than one sheet holds, and its workers' card numbers. */
  async function projectWithWorkers(
    perPage: number,
  ): Promise<{ project: Project; numbers: string[] }> {
    const projects = await list<Project>("project/list?limit=40&sort_by=id&sort=asc");
    for (const project of projects.data) {
      const workers = await list<{ id: number }>(
        `employee/list?project_id=${project.id}&limit=100`,
      );
      if (workers.total > perPage && workers.total <= 100) {
        // The list leaves the card number out; each record's detail has it.
        const numbers = await Promise.all(
          workers.data.map(async (row) => {
            const shown = await suite.request<{ data: { qr_card_number: string } }>(
              `employee/${row.id}/show`,
            );
            return shown.body.data.qr_card_number;
          }),
        );
        return { project, numbers };
      }
    }
    throw new Error("no demo project with a fitting number of workers");
  }

  test(
    "a project's workers print as sheets of columns × rows with QR codes a reader decodes",
    SLOW,
    async () => {
      const settings = await list<Setting>("qr-print-settings/list?limit=100&active=1");
      const setting = settings.data[0];
      if (!setting) throw new Error("no demo print setting");
      const perPage = setting.columns_per_page * setting.rows_per_page;
      const { project, numbers } = await projectWithWorkers(perPage);
      const sheetsWanted = Math.ceil(numbers.length / perPage);

      const page = await suite.signedInPage();
      await suite.open(page, PAGE);
      await page.getByRole("heading", { name: "Cetak QR", level: 1 }).waitFor();
      await page.locator("#qr-setting").waitFor();

      await page.locator('[data-picker="project_id"]').click();
      const dialog = page.getByRole("dialog", { name: "Proyek" });
      await dialog.getByRole("searchbox").fill(project.project_name);
      const option = dialog.getByRole("option", { name: new RegExp(project.project_name) }).first();
      await option.click();
      await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
      await dialog.getByRole("button", { name: "Selesai" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Tampilkan Kartu" }).click();
      await page.getByRole("status").filter({ hasText: "kartu pada" }).waitFor();

      const sheets = page.locator(".qr-preview .qr-sheet");
      expect(await sheets.count()).toBe(sheetsWanted);
      expect(await sheets.first().locator(".qr-card").count()).toBe(perPage);
      expect(await sheets.last().locator(".qr-card").count()).toBe(
        numbers.length - (sheetsWanted - 1) * perPage,
      );
      const shown = await page
        .locator(".qr-preview .qr-card")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card")));
      expect(new Set(shown)).toEqual(new Set(numbers));
      // The first print setting shows the name and the card number beside the code.
      expect(await page.locator(".qr-preview .qr-card__text").first().textContent()).toContain(
        shown[0],
      );
      await page.screenshot({ path: `${SCREENSHOTS}/qr-cards.png`, fullPage: false });

      // The first card's QR picture, read from its pixels as a phone's camera would.
      const qr = page.locator(".qr-preview .qr-card").first().locator("img.qr-card__qr");
      await qr.waitFor();
      const pixels = await qr.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        context.drawImage(img, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, data: Array.from(data.data) };
      });
      const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
      expect(decoded?.data).toBe(shown[0]);
      expect(numbers).toContain(decoded?.data);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Unduh PDF" }).click(),
      ]);
      const path = await download.path();
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(sheetsWanted);
      const size = pdf.getPage(0).getSize();
      expect(size.width).toBeCloseTo(A4.width, 0);
      expect(size.height).toBeCloseTo(A4.height, 0);

      // What the browser's print makes of the page: the sheets, one A4 page each, nothing else.
      await page.emulateMedia({ media: "print" });
      expect(await page.locator("#root").isVisible()).toBe(false);
      const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
      expect(printed.getPageCount()).toBe(sheetsWanted);
      expect(printed.getPage(0).getSize().width).toBeCloseTo(A4.width, 0);
    },
  );
});
