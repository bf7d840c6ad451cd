/**
 * Rich text and document preview in Chromium against the real server. The server reads a copy
 * of schemas/ in which Master Keahlian's description is written in the rich text editor (and
 * shown as innerHTML) and Master Riwayat Penyakit's description is a file: no real overlay
 * has such columns yet.
 *
 * Rich text with `<img onerror>` and `<script>` is saved through the API (create and update)
 * and through the editor (typed with a shortcut, the attack pasted): what is stored is clean,
 * the formatting stays, and no script runs when the record is shown (a window flag trap).
 * A PDF written by hand (uploaded through the form) and an XLSX written with exceljs (through
 * the API) open in the preview: the PDF in a frame of its signed address, the sheet's cells
 * as a table.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { minimalPdf } from "./sample-files";

const VIEWPORT = { width: 1280, height: 900 };
const SKILLS = "/master/m-skills";
const DISEASES = "/master/m-diseases";
const SLOW = { timeout: 120_000 };
/** What every attack tries to do: set this flag on the window. */
const TRAP = "__mandorPwned";
const ATTACK = `<p>Aman</p><img src=x onerror="window.${TRAP}=1"><script>window.${TRAP}=2</script><p><a href="javascript:window.${TRAP}=3">klik</a></p>`;

type Row = Record<string, unknown>;

async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Rekap");
  sheet.addRow(["Pekerja", "Jam"]);
  sheet.addRow(["Sutrisno", 40]);
  sheet.addRow(["Wagiman", 38]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The copy of schemas/ with the two test overlays' fields turned into rich text and a file. */
function withTestFields(dir: string) {
  const change = (file: string, field: string, overlay: Row) => {
    const path = join(dir, file);
    const screen = JSON.parse(readFileSync(path, "utf8"));
    screen.fields[field] = { ...screen.fields[field], ...overlay };
    writeFileSync(path, JSON.stringify(screen, null, 2));
  };
  change("m-skills.json", "description", { type: "texteditor", detail: { type: "innerHTML" } });
  change("m-diseases.json", "description", {
    type: "file",
    attr: { accept: ".pdf,.xlsx" },
    detail: { type: "file" },
  });
}

describe.skipIf(!chromiumAvailable)("rich text and document preview in Chromium", () => {
  const { request, session, url, signedInPage, expectProblems } = browserSuite({
    editSchemas: withTestFields,
    viewport: VIEWPORT,
    setupTimeout: SLOW.timeout,
  });

  async function api(method: string, path: string, body?: unknown): Promise<Row> {
    const answer = await request<Row>(path, {
      method,
      ...(body ? { headers: { "content-type": "application/json" } } : {}),
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Row;
  }

  async function upload(endpoint: string, name: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(url(`/api/${endpoint}/upload`), {
      method: "POST",
      headers: { authorization: `Bearer ${session().token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { filename: string } }).data.filename;
  }

  /** A signed-in page whose window sets off the trap if any attack ever runs. */
  const trappedPage = () =>
    signedInPage({
      prepareContext: (context) =>
        context.addInitScript((trap) => {
          Object.defineProperty(window, trap, {
            set() {
              console.error(`attack ran: ${trap}`);
            },
            get: () => undefined,
          });
        }, TRAP),
    });

  /** The detail's rich text, once shown. */
  async function shownRichText(page: Page, id: unknown) {
    await page.goto(url(`${SKILLS}?view=detail&id=${id}`));
    const shown = page.locator(".display-html").first();
    await shown.waitFor();
    return shown;
  }

  /** The preview action beside the detail's file (named "Pratinjau <file>"). */
  const previewButton = (page: Page) => page.locator(".file-named button").first();

  function expectClean(html: unknown) {
    expect(String(html)).not.toMatch(/<script|<img|onerror|javascript:/i);
  }

  test(
    "rich text with <img onerror> and <script> saved through the API is stored clean and runs nothing",
    SLOW,
    async () => {
      const created = await api("POST", "m-skills/create", {
        code: "E2E-RT-1",
        name: "Uji Teks Kaya API",
        description: `<p><strong>Tebal</strong> <em>miring</em></p>${ATTACK}`,
      });
      expectClean(created.description);
      expect(created.description).toContain("<strong>Tebal</strong> <em>miring</em>");

      const updated = await api("PUT", "m-skills/update", {
        id: created.id,
        updated_at: created.updated_at,
        description: `<h2>Judul</h2>${ATTACK}`,
      });
      expectClean(updated.description);
      const stored = await api("GET", `m-skills/${created.id}/show`);
      expect(stored.description).toBe(updated.description);
      expect(stored.description).toContain("<h2>Judul</h2><p>Aman</p>");

      const page = await trappedPage();
      const shown = await shownRichText(page, created.id);
      await expect.poll(() => shown.locator("h2").textContent()).toBe("Judul");
      expect(await shown.locator("img, script, [onerror]").count()).toBe(0);
      expect(
        await page.evaluate((trap) => Object.hasOwn(window, trap) && (window as never)[trap], TRAP),
      ).toBeFalsy();
    },
  );

  test(
    "rich text typed in the editor keeps its formatting; a pasted attack is dropped",
    SLOW,
    async () => {
      const page = await trappedPage();
      await page.goto(url(`${SKILLS}?view=create`));
      await page.locator("#root_code").fill("E2E-RT-2");
      await page.locator("#root_name").fill("Uji Teks Kaya Editor");
      const editor = page.getByRole("textbox", { name: "Deskripsi" });
      await editor.click();
      // ProseMirror reads typed text from the DOM a moment later: a mark toggled before it
      // has would apply to the text still on its way (the space before "helm").
      await page.keyboard.type("Wajib ");
      await expect.poll(() => editor.textContent()).toMatch(/^Wajib\s$/);
      await page.keyboard.press("Control+b");
      await page.keyboard.type("helm");
      await expect.poll(() => editor.locator("strong").textContent()).toBe("helm");
      await page.keyboard.press("Control+b");
      await page.keyboard.press("Enter");
      // A paste, as from another page: ProseMirror keeps only what its schema knows. Chromium
      // reports the CSP refusal of the `onerror` as soon as the pasted markup is parsed, even
      // in an inert document that runs nothing (DOMParser and <template> alike); the trap
      // below proves nothing ran.
      expectProblems(/Executing inline event handler violates .*script-src 'self'/);
      await editor.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", "Aman");
        element.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, ATTACK);
      await expect.poll(() => editor.locator("strong").textContent()).toBe("helm");
      await page.screenshot({ path: `${SCREENSHOTS}/widgets-richtext-editor.png` });
      await page.getByRole("button", { name: "Simpan" }).click();

      await expect
        .poll(async () => {
          const found = await api("GET", "m-skills/list?search=E2E-RT-2");
          return (found as unknown as Row[])[0];
        })
        .toBeTruthy();
      const list = (await api("GET", "m-skills/list?search=E2E-RT-2")) as unknown as Row[];
      const stored = await api("GET", `m-skills/${list[0]?.id}/show`);
      expect(stored.description).toMatch(/^<p>Wajib <strong>helm<\/strong><\/p><p>Aman<\/p>/);
      expectClean(stored.description);

      const shown = await shownRichText(page, list[0]?.id);
      await expect.poll(() => shown.locator("strong").textContent()).toBe("helm");
      expect(
        await page.evaluate((trap) => Object.hasOwn(window, trap) && (window as never)[trap], TRAP),
      ).toBeFalsy();
    },
  );

  test("a PDF uploaded in the form previews in a frame of its signed address", SLOW, async () => {
    const page = await trappedPage();
    await page.goto(url(`${DISEASES}?view=create`));
    await page.locator("#root_code").fill("E2E-PDF");
    await page.locator("#root_name").fill("Uji Pratinjau PDF");
    await page.locator("#root_description").setInputFiles({
      name: "kontrak-k3.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf(),
    });
    await page.getByRole("link", { name: /\.pdf$/ }).waitFor();
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect
      .poll(
        async () =>
          ((await api("GET", "m-diseases/list?search=E2E-PDF")) as unknown as Row[]).length,
      )
      .toBe(1);
    const [row] = (await api("GET", "m-diseases/list?search=E2E-PDF")) as unknown as Row[];

    await page.goto(url(`${DISEASES}?view=detail&id=${row?.id}`));
    await previewButton(page).click();
    const frame = page.getByRole("dialog").locator("iframe");
    await frame.waitFor();
    const src = await frame.getAttribute("src");
    expect(src).toMatch(/^\/api\/files\/.+\.pdf\?exp=\d+&sig=/);
    const served = await fetch(url(src ?? ""));
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^inline/);
    expect(served.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-document-preview-pdf.png` });
  });

  test("an XLSX file previews as a table of its first sheet", SLOW, async () => {
    const filename = await upload("m-diseases", "rekap-jam.xlsx", await sampleXlsx());
    const created = await api("POST", "m-diseases/create", {
      code: "E2E-XLSX",
      name: "Uji Pratinjau XLSX",
      description: filename,
    });
    const page = await trappedPage();
    await page.goto(url(`${DISEASES}?view=detail&id=${created.id}`));
    await previewButton(page).click();
    const table = page.getByRole("dialog").locator("table");
    await table.waitFor();
    const cells = await table
      .locator("tr")
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)),
      );
    expect(cells).toEqual([
      ["Pekerja", "Jam"],
      ["Sutrisno", "40"],
      ["Wagiman", "38"],
    ]);
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-document-preview-xlsx.png` });
  });
});
