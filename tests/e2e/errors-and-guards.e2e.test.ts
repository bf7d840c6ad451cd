/**
 * Honest errors and guarded views in Chromium against the real server and the demo data
 * (issue #12, points 3 and 6): a router line whose overlay does not exist says the screen is
 * not configured (and the schema preview names the line and the missing file), another
 * department's employee says whose it is, a viewer typing `?view=update` gets no form, and a
 * changed form asks before Batal, a sidebar link or the back button lose it. The server
 * reads a copy of schemas/ with one extra router line. Screenshots land in `test-results/`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import type { ModulesFile } from "../../src/schema/modules";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { recordActions } from "./record-actions";

const SCREEN = "/tenaga-kerja/employee";
const DEPT_ADMIN = { username: "admin.dept", password: "Admin#Mandor25" };
const VIEWER = { username: "viewer", password: "Lihat#Mandor25" };
/** The router line this file adds: its screen has no overlay file. */
const UNCONFIGURED = { module: "master", path: "/e2e-tanpa-layar", schema: "e2e-tanpa-layar" };
const OLD_MESSAGE = "Periksa koneksi Anda atau izin akses Anda";
const SLOW = { timeout: 90_000 };

/** Who a page or an API call is signed in as. */
type Account = "admin" | "dept" | "viewer";

describe.skipIf(!chromiumAvailable)("errors and guarded views in Chromium", () => {
  const { request, signedInPage, url, expectStatuses } = browserSuite({
    accounts: { dept: DEPT_ADMIN, viewer: VIEWER },
    editSchemas: (dir) => {
      const routerPath = join(dir, "modules.json");
      const router = JSON.parse(readFileSync(routerPath, "utf8")) as ModulesFile;
      router.modules
        .find((module) => module.name === UNCONFIGURED.module)
        ?.routes.push({
          path: UNCONFIGURED.path,
          name: UNCONFIGURED.schema,
          title: { id: "Layar Uji Tanpa Overlay", en: "Test screen without an overlay" },
          schema: UNCONFIGURED.schema,
          resource: "m-skills",
        });
      writeFileSync(routerPath, JSON.stringify(router, null, 2));
    },
  });

  /** A page signed in as `as` in a context of its own, showing `path`. */
  async function openAs(as: Account, path: string): Promise<Page> {
    const page = await signedInPage({ as });
    await page.goto(url(path));
    return page;
  }

  const api = <T>(path: string, as: Account) => request<T>(path, { as });

  const employees = async (as: Account) =>
    (await api<ListAnswer>("employee/list?limit=100&sort_by=id&sort=ASC", as)).body.data;

  test(
    "a router line without an overlay is 'not configured', and the preview says why",
    SLOW,
    async () => {
      expectStatuses(404);
      const page = await openAs("admin", `/${UNCONFIGURED.module}${UNCONFIGURED.path}`);
      const alert = page.getByRole("alert");
      await alert.getByText("Layar ini belum dikonfigurasi").waitFor();
      await alert.getByText(`Layar "${UNCONFIGURED.schema}" tidak ditemukan`).waitFor();
      expect(await alert.textContent()).not.toContain(OLD_MESSAGE);
      await page.screenshot({ path: `${SCREENSHOTS}/errors-not-configured.png` });
      await alert.getByRole("link", { name: "Kembali ke beranda" }).click();
      await page.waitForURL((url) => url.pathname === "/");

      await page.goto(url("/schema-preview"));
      const problem = page
        .getByRole("row")
        .filter({ hasText: `route /${UNCONFIGURED.module}${UNCONFIGURED.path}` });
      await problem.waitFor();
      expect(await problem.textContent()).toContain(
        `schemas/${UNCONFIGURED.schema}.json does not exist`,
      );
    },
  );

  test(
    "another department's employee says whose it is (403), not the connection",
    SLOW,
    async () => {
      const mine = new Set((await employees("dept")).map((row) => row.id));
      let foreign: unknown;
      for (const row of await employees("admin")) {
        if (mine.has(row.id)) continue;
        if ((await api(`employee/${row.id}/show`, "dept")).status === 403) {
          foreign = row.id;
          break;
        }
      }
      expect(foreign).toBeDefined();
      expectStatuses(403);
      const page = await openAs("dept", `${SCREEN}?view=detail&id=${foreign}`);
      const alert = page.getByRole("alert");
      await alert.getByText("Data ini milik departemen atau proyek lain").waitFor();
      await alert.getByText("berada di luar departemen dan proyek yang Anda kelola").waitFor();
      expect(await alert.textContent()).not.toContain(OLD_MESSAGE);
      await page.screenshot({ path: `${SCREENSHOTS}/errors-other-department.png` });
      await alert.getByRole("link", { name: "Kembali ke daftar" }).click();
      await page.waitForURL((url) => url.pathname === SCREEN && !url.searchParams.has("view"));
    },
  );

  test("a viewer typing ?view=update gets no form", SLOW, async () => {
    const [readable] = await employees("viewer");
    expect(readable).toBeDefined();
    const page = await openAs("viewer", `${SCREEN}?view=update&id=${readable?.id}`);
    const alert = page.getByRole("alert");
    await alert.getByText("Anda tidak dapat mengubah data di layar ini").waitFor();
    expect(await alert.textContent()).toContain("update-employee");
    expect(await page.getByRole("button", { name: "Simpan" }).count()).toBe(0);
    expect(await page.locator("form input, form select, form textarea").count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/errors-viewer-update.png` });
    await alert.getByRole("link", { name: "Kembali ke detail" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "detail");
  });

  test(
    "a changed form asks before Batal, a sidebar link or the back button lose it",
    SLOW,
    async () => {
      const [row] = await employees("admin");
      const page = await openAs("admin", `${SCREEN}?view=detail&id=${row?.id}`);
      await recordActions(page).getByRole("link", { name: "Ubah" }).click();
      const name = page.getByLabel("Nama Lengkap");
      await expect.poll(() => name.inputValue()).toBe(String(row?.fullname));
      const typed = `${row?.fullname} Diubah`;
      await name.fill(typed);
      const question = page.getByRole("dialog", { name: "Tinggalkan halaman ini?" });
      /** Leaves by `leave`, is asked, stays: the form and its input are still there. */
      async function staysAfter(leave: () => Promise<unknown>) {
        await leave();
        await question.waitFor();
        await question.getByRole("button", { name: "Tetap di sini" }).click();
        await question.waitFor({ state: "detached" });
        expect(new URL(page.url()).searchParams.get("view")).toBe("update");
        expect(await name.inputValue()).toBe(typed);
      }
      const sidebarLink = () =>
        page.getByRole("navigation").getByRole("link", { name: "Blacklist" });

      await staysAfter(() => page.getByRole("button", { name: "Batal" }).click());
      await staysAfter(() => sidebarLink().click());
      await page.screenshot({ path: `${SCREENSHOTS}/errors-leave-question.png` });
      await staysAfter(() => page.evaluate(() => history.back()));

      await sidebarLink().click();
      await question.getByRole("button", { name: "Ya, tinggalkan" }).click();
      await page.waitForURL((url) => url.pathname === "/tenaga-kerja/employee-blacklist");
      expect(
        (await api<{ data: { fullname: string } }>(`employee/${row?.id}/show`, "admin")).body.data
          .fullname,
      ).toBe(row?.fullname);

      // Back to the unchanged form: Batal leaves at once.
      await page.goBack();
      await expect.poll(() => name.inputValue()).toBe(String(row?.fullname));
      await page.getByRole("button", { name: "Batal" }).click();
      await page.waitForURL((url) => url.searchParams.get("view") === "detail");
      expect(await question.count()).toBe(0);
    },
  );
});
