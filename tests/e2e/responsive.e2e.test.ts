/**
 * The responsive shell in Chromium (issue #12, point 5, and the launcher's focus of point 6),
 * at 1366, 768 and 390 px wide: the page is never wider than the window; sign-out, the menu
 * toggle (below 1024 px), the list's tools and every row's actions are inside the window and
 * not covered; the table's own scroll box fits the window (its horizontal scrollbar is on
 * screen) and its sticky action column never covers 'Status' or 'Status Verifikasi'; the
 * aside drawer opens and closes; the card list has 3, 2 and 1 columns (a copy of the overlays
 * where the projects screen is a card list); the launcher's module cards show the focus ring
 * and open with Enter. Below 640 px the employee list is a card list whose rows' actions are
 * in a menu. At each width every action of the list's first row and of a document row in the
 * detail's 'Dokumen Pribadi' tab is clicked — detail, edit, delete (cancelled), 'Pratinjau' —
 * with Playwright's checks (a covered button fails). Screenshots land in
 * `test-results/responsive-*.png` and `test-results/list-<width>.png`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { recordActions } from "./record-actions";
import { minimalPdf } from "./sample-files";

const HEIGHT = 800;
const WIDTHS = [1366, 768, 390] as const;
/** Below this width the aside is a drawer behind the header's menu toggle. */
const DRAWER_BELOW = 1024;
/** The card list's columns at each width (admin-area §2: 3, 2 up to 1024 px, 1 at 425 px). */
const CARD_COLUMNS: Record<(typeof WIDTHS)[number], number> = { 1366: 3, 768: 2, 390: 1 };
/** Below this width a table list is a card list, each row's actions in a menu. */
const PHONE_BELOW = 640;
const EMPLOYEES = "/tenaga-kerja/employee";
const DOCUMENTS_TAB = "Dokumen Pribadi";
/** The projects screen, turned into a card list in this suite's copy of the overlays. */
const PROJECTS = "/operational-unit/project";
const SLOW = { timeout: 120_000 };

type Box = { x: number; y: number; width: number; height: number };

/** How far two boxes of one row overlap sideways, in px (0 when apart or touching). */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));

describe.skipIf(!chromiumAvailable)("responsive shell in Chromium", () => {
  const {
    signedInPage: pageAt,
    open,
    request,
    session,
    url,
  } = browserSuite({
    editSchemas: (dir) => {
      const projects = join(dir, "projects.json");
      const overlay = JSON.parse(readFileSync(projects, "utf8"));
      writeFileSync(
        projects,
        JSON.stringify({ ...overlay, list: { ...overlay.list, layout: "card" } }),
      );
    },
  });

  /** A signed-in page in a window `width` px wide, on a desktop browser's user agent. */
  const signedInPage = (width: number): Promise<Page> =>
    pageAt({ contextOptions: { viewport: { width, height: HEIGHT } } });

  /** The page scrolls only down: nothing sticks out past the window's right edge. */
  async function fitsTheWindow(page: Page) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, "the page is wider than the window").toBeLessThanOrEqual(innerWidth);
  }

  /**
   * Shown, inside the window once scrolled to, the element itself at its centre (nothing
   * covers it), and clickable as far as Playwright's checks go.
   */
  async function reachable(target: Locator, what: string) {
    await target.scrollIntoViewIfNeeded();
    const state = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        inside:
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= window.innerWidth &&
          box.bottom <= window.innerHeight,
        uncovered: hit !== null && (hit === element || element.contains(hit)),
      };
    });
    expect(state, what).toEqual({ inside: true, uncovered: true });
    await target.click({ trial: true, timeout: 5_000 });
  }

  /** At rest, no cell of the row lies under its action cell (below 1024 px it does not stick). */
  async function clearOfActions(row: Locator, what: string) {
    const under = await row.evaluate((tr) => {
      const cells = [...tr.querySelectorAll("td")];
      const actions = cells.at(-1)?.getBoundingClientRect();
      if (!actions) return ["no action cell"];
      return cells
        .slice(0, -1)
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.right > actions.left + 0.5 && box.left < actions.right - 0.5;
        })
        .map((cell) => cell.textContent ?? "");
    });
    expect(under, what).toEqual([]);
  }

  /** Found by what it controls: its name ('Menu') is a new message until the catalogs are extracted. */
  const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");
  const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigasi utama" });

  /** Sign-out, and the menu toggle exactly where the aside is a drawer. */
  async function headerWorks(page: Page, width: number) {
    await reachable(page.getByRole("button", { name: "Keluar" }), "sign-out");
    if (width < DRAWER_BELOW) {
      await reachable(menuToggle(page), "menu toggle");
      await expect.poll(() => mainNav(page).isVisible()).toBe(false);
    } else {
      expect(await menuToggle(page).isVisible()).toBe(false);
      expect(await mainNav(page).isVisible()).toBe(true);
    }
  }

  async function screenshot(page: Page, name: string, width: number) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/responsive-${name}-${width}.png` });
  }

  /** The rows of a list: the table's, or the cards on a phone. */
  const listRows = (page: Page, width: number, within: Locator = page.locator("main")) =>
    width < PHONE_BELOW
      ? within.locator("li.list-card")
      : within
          .getByRole("table")
          .getByRole("row")
          .filter({ has: page.getByRole("cell") });

  /**
   * A row's action, checked reachable: its button in the table, or on a phone the item of the
   * row's action menu (opened with its toggle).
   */
  async function rowAction(row: Locator, width: number, name: string) {
    if (width < PHONE_BELOW) {
      const toggle = row.getByRole("button", { name: /^Aksi/ });
      await reachable(toggle, `${name}: the row's menu`);
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      const item = row.getByRole("menuitem", { name, exact: true });
      await reachable(item, name);
      return item;
    }
    const target = row.getByRole(name === "Hapus" ? "button" : "link", { name, exact: true });
    await reachable(target, name);
    return target;
  }

  /** Delete asked and cancelled: the confirmation opens and closes, nothing is sent. */
  async function deleteCancelled(page: Page, row: Locator, width: number) {
    await (await rowAction(row, width, "Hapus")).click();
    const dialog = page.getByRole("dialog", { name: "Hapus Permanen" });
    await dialog.getByRole("button", { name: "Batalkan" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }

  /** A PDF stored with a new personal document of the employee, numbered `number`. */
  async function documentWithPdf(employeeId: string, number: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(minimalPdf())]), `dokumen-${number}.pdf`);
    const uploaded = await fetch(url("/api/employee-personal-documents/upload"), {
      method: "POST",
      headers: { authorization: `Bearer ${session().token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { filename: string } };
    const created = await request("employee-personal-documents/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        employee_id: Number(employeeId),
        document_kind: "other",
        number,
        file: data.filename,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }

  /** The detail's 'Dokumen Pribadi' tab, and in it the row of the document numbered `number`. */
  async function documentRow(page: Page, detail: string, width: number, number: string) {
    await page.goto(detail);
    await page.getByRole("tab", { name: DOCUMENTS_TAB }).click();
    const panel = page.getByRole("tabpanel");
    const row = listRows(page, width, panel).filter({ hasText: number });
    await row.waitFor();
    return row;
  }

  for (const width of WIDTHS) {
    test(
      `at ${width} px every action of a list row and of a document row is clickable`,
      SLOW,
      async () => {
        const page = await signedInPage(width);
        await open(page, EMPLOYEES);
        const first = listRows(page, width).first();
        await first.waitFor();
        if (width < PHONE_BELOW) {
          expect(await page.getByRole("table").count(), "a table on a phone").toBe(0);
          await expect.poll(() => listRows(page, width).count()).toBe(20);
        }
        await fitsTheWindow(page);
        if (width !== 1366) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `${SCREENSHOTS}/list-${width}.png` });
        }

        if (width === 768) await clearOfActions(first, "a list row at rest");
        await deleteCancelled(page, first, width);
        await (await rowAction(first, width, "Ubah")).click();
        await page.getByRole("button", { name: "Simpan" }).waitFor();
        await page.goBack();
        await (await rowAction(listRows(page, width).first(), width, "Detail")).click();
        await page.locator("dl.detail-rows").waitFor();
        const detail = page.url();
        const employeeId = new URL(detail).searchParams.get("id");
        if (!employeeId) throw new Error(`no id in ${detail}`);

        const number = `E2E-RESP-${width}`;
        await documentWithPdf(employeeId, number);
        let row = await documentRow(page, detail, width, number);
        await fitsTheWindow(page);
        if (width !== 1366) {
          await page.getByRole("tab", { name: DOCUMENTS_TAB }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SCREENSHOTS}/list-documents-${width}.png` });
        }
        const preview = row.getByRole("button", { name: /^Pratinjau/ });
        if (width === 768) await clearOfActions(row, "a document row at rest");
        await reachable(preview, "Pratinjau");
        await preview.click();
        const viewer = page.getByRole("dialog");
        await viewer.locator("iframe").waitFor();
        await page.keyboard.press("Escape");
        await expect.poll(() => viewer.count()).toBe(0);

        await deleteCancelled(page, row, width);
        await (await rowAction(row, width, "Ubah")).click();
        await page.getByRole("button", { name: "Simpan" }).waitFor();
        row = await documentRow(page, detail, width, number);
        await (await rowAction(row, width, "Detail")).click();
        await page.waitForURL((address) => address.searchParams.get("view") === "detail");
        await page.getByText(number).first().waitFor();
      },
    );
  }

  for (const width of WIDTHS) {
    test(
      `employee list at ${width} px: every tool, row action and column in reach`,
      SLOW,
      async () => {
        const page = await signedInPage(width);
        await open(page, EMPLOYEES);
        const table = page.getByRole("table");
        const rows = listRows(page, width);
        await expect.poll(() => rows.count()).toBe(20);
        await screenshot(page, "employee-list", width);
        await fitsTheWindow(page);
        await headerWorks(page, width);

        await reachable(page.getByRole("link", { name: "Tambah data" }), "Tambah data");
        await reachable(page.getByRole("searchbox", { name: "Cari data" }), "search");
        for (const name of ["Filter", "Kolom", "Export", "Import"]) {
          await reachable(page.getByRole("button", { name, exact: true }), name);
        }
        if (width < PHONE_BELOW) {
          for (const row of await rows.all()) {
            await reachable(row.getByRole("button", { name: /^Aksi/ }), "a card's menu");
          }
          return;
        }

        // The table scrolls inside its own box, which fits the window: its horizontal
        // scrollbar is on screen without scrolling past the rows.
        const box = table.locator("xpath=..");
        const fit = await box.evaluate((element) => {
          element.scrollIntoView({ block: "end" });
          const { top, bottom } = element.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          return {
            // Half a pixel past the window is the layout's rounding, not a hidden scrollbar.
            inWindow: top >= header && Math.floor(bottom) <= window.innerHeight,
            scrollsSideways: element.scrollWidth > element.clientWidth,
          };
        });
        expect(fit.inWindow, "the table's box is taller than the window").toBe(true);
        expect(fit.scrollsSideways).toBe(true);

        for (const row of await rows.all()) {
          for (const name of ["Detail", "Ubah", "Hapus"]) {
            await reachable(row.getByRole(name === "Hapus" ? "button" : "link", { name }), name);
          }
        }

        // Scrolled into view, the status columns are clear of the sticky action column.
        const headers = await table.locator("thead th").allTextContents();
        const firstRow = rows.first();
        const actions = firstRow.getByRole("cell").last();
        for (const title of ["Status", "Status Verifikasi"]) {
          const cell = firstRow.getByRole("cell").nth(headers.indexOf(title));
          await reachable(cell, title);
          const [cellBox, actionsBox] = await Promise.all([
            cell.boundingBox(),
            actions.boundingBox(),
          ]);
          if (!cellBox || !actionsBox) throw new Error(`${title} or the actions are not laid out`);
          // Adjacent columns may share a fraction of a pixel of their edges.
          expect(overlap(cellBox, actionsBox), `actions cover ${title}`).toBeLessThan(1);
        }
      },
    );

    test(`detail and form at ${width} px fit the window`, SLOW, async () => {
      const page = await signedInPage(width);
      await open(page, EMPLOYEES);
      const first = listRows(page, width).first();
      await first.waitFor();
      await (await rowAction(first, width, "Detail")).click();
      await page.locator("dl.detail-rows").waitFor();
      await screenshot(page, "employee-detail", width);
      await fitsTheWindow(page);
      await headerWorks(page, width);
      const actions = recordActions(page);
      await reachable(actions.getByRole("link", { name: "Kembali", exact: true }), "Kembali");
      const edit = actions.getByRole("link", { name: "Ubah", exact: true });
      await reachable(edit, "Ubah");

      await edit.click();
      await page.getByRole("button", { name: "Simpan" }).waitFor();
      await screenshot(page, "employee-form", width);
      await fitsTheWindow(page);
      await headerWorks(page, width);
      for (const field of await page.getByRole("main").getByRole("textbox").all()) {
        const box = await field.boundingBox();
        expect(box && box.x + box.width <= width, "a field sticks out").toBe(true);
      }
      await reachable(page.getByRole("button", { name: "Simpan" }), "Simpan");
      await reachable(page.getByRole("button", { name: "Batal" }), "Batal");
    });

    test(`card list at ${width} px has ${CARD_COLUMNS[width]} column(s)`, SLOW, async () => {
      const page = await signedInPage(width);
      await open(page, PROJECTS);
      const cards = page.locator(".list-card");
      await expect.poll(() => cards.count()).toBe(9);
      await screenshot(page, "card-list", width);
      await fitsTheWindow(page);
      await headerWorks(page, width);
      const lefts = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(CARD_COLUMNS[width]);
      await reachable(page.getByRole("link", { name: "Tambah data" }), "Tambah data");
      await reachable(cards.first().getByRole("button", { name: "Hapus" }), "a card's Hapus");
    });
  }

  for (const width of WIDTHS.filter((width) => width < DRAWER_BELOW)) {
    test(
      `at ${width} px the aside is a drawer: toggle, Escape, a click beside it, a link`,
      SLOW,
      async () => {
        const page = await signedInPage(width);
        await open(page, EMPLOYEES);
        const toggle = menuToggle(page);
        const blacklist = mainNav(page).getByRole("link", { name: "Blacklist" });
        await toggle.waitFor();
        expect(await toggle.getAttribute("aria-label")).toBeTruthy();

        await toggle.click();
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        await reachable(blacklist, "a link in the drawer");
        expect(await page.evaluate(() => document.activeElement?.closest("nav")?.ariaLabel)).toBe(
          "Navigasi utama",
        );
        await screenshot(page, "drawer", width);

        await toggle.click();
        await expect.poll(() => blacklist.isVisible()).toBe(false);
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");

        await toggle.click();
        await blacklist.waitFor();
        await page.keyboard.press("Escape");
        await expect.poll(() => blacklist.isVisible()).toBe(false);
        expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

        await toggle.click();
        await blacklist.waitFor();
        await page.mouse.click(width - 10, HEIGHT / 2);
        await expect.poll(() => blacklist.isVisible()).toBe(false);

        await toggle.click();
        await blacklist.click();
        await page.waitForURL((url) => url.pathname.endsWith("/employee-blacklist"));
        await expect.poll(() => blacklist.isVisible()).toBe(false);
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        await fitsTheWindow(page);
      },
    );
  }

  test("the launcher's module cards show the focus ring and open with Enter", SLOW, async () => {
    const page = await signedInPage(1366);
    await open(page, "/");
    const cards = page.locator("a.launcher__card");
    await cards.first().waitFor();
    // Tab through the page until a module card has the focus, as a keyboard user would.
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press("Tab");
      if (await cards.first().evaluate((card) => card === document.activeElement)) break;
    }
    expect(
      await cards
        .first()
        .evaluate((card) => card === document.activeElement && card.matches(":focus-visible")),
    ).toBe(true);
    // The ring is the primary colour (#1f5fbf), not the card's resting shadow (polled: the
    // card's shadow eases in).
    await expect
      .poll(() => cards.first().evaluate((card) => getComputedStyle(card).boxShadow))
      .toContain("rgb(31, 95, 191)");
    await page.screenshot({ path: `${SCREENSHOTS}/responsive-launcher-focus.png` });
    const href = await cards.first().getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === href);
  });
});
