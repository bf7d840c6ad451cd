/**
 * The built client served by the real server, in Chromium at 1280×800, signed in as the
 * super-admin: the home page (module launcher) with a live health check, the language
 * switch, and the not-found page. Screenshots land in `test-results/` for a human look at the
 * design.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

describe.skipIf(!chromiumAvailable)("home page in Chromium", () => {
  const { newPage: pageIn, session, url, expectProblems } = browserSuite({ seedDemo: false });

  /**
   * A page in a context of its own holding a real sign-in through the API, left in local
   * storage as the login page leaves it, before the first page's scripts run.
   */
  const newPage = (): Promise<Page> =>
    pageIn({
      prepareContext: async (context) =>
        context.addInitScript((stored) => {
          if (localStorage.getItem("token") !== null || sessionStorage.getItem("seeded")) return;
          sessionStorage.setItem("seeded", "1");
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        }, session()),
    });

  async function open(path: string, page?: Page): Promise<Page> {
    const target = page ?? (await newPage());
    await target.goto(url(path));
    return target;
  }

  test("welcomes the signed-in user with the modules and a healthy server", async () => {
    const page = await open("/");

    await page.getByRole("heading", { level: 2, name: "Selamat datang, Super Admin" }).waitFor();
    await page.getByRole("link", { name: /Pengaturan Pengguna/ }).waitFor();
    const status = page.getByRole("region", { name: "Status server" });
    await status.getByText("Berjalan normal").waitFor();
    expect(await status.textContent()).toMatch(/PGlite \(tertanam\)|PostgreSQL/);
    expect(await page.title()).toBe("Beranda · Mandor");
    expect(await page.getAttribute("html", "lang")).toBe("id");

    await page.screenshot({ path: `${SCREENSHOTS}/home-id.png` });
  });

  test("switches to English and keeps it after a reload", async () => {
    const page = await open("/");
    await page.getByText("Berjalan normal").waitFor();

    await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");

    await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
    await page.getByText("Running normally").waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.screenshot({ path: `${SCREENSHOTS}/home-en.png` });

    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Server status" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Language" }).inputValue()).toBe("en");
  });

  test("shows the not-found page for an unknown address, with a way home", async () => {
    const page = await open("/tidak-ada");

    await page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" }).waitFor();
    expect(await page.locator("main code").textContent()).toBe("/tidak-ada");
    await page.screenshot({ path: `${SCREENSHOTS}/not-found-id.png` });

    await page.getByRole("link", { name: "Kembali ke beranda" }).click();
    await page.getByRole("heading", { level: 1, name: "Beranda" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("shows a loading skeleton, then an error with a working retry", async () => {
    // The real server is healthy, so the page's first check is held back (the skeleton) and
    // then answered with a failure (the error); the retry goes through to the server.
    const page = await newPage();
    let checks = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/health", async (route) => {
      checks += 1;
      if (checks > 1) return route.continue();
      await held;
      return route.fulfill({ status: 503, json: { message: "Basis data tidak dapat dihubungi." } });
    });
    await open("/", page);

    await page
      .getByRole("status")
      .getByText("Memeriksa status server…")
      .waitFor({ state: "attached" });
    await page.screenshot({ path: `${SCREENSHOTS}/home-loading-id.png` });

    release();
    const alert = page.getByRole("alert");
    await alert.getByText("Server tidak dapat dihubungi").waitFor();
    expect(await alert.textContent()).toContain("Basis data tidak dapat dihubungi.");
    await page.screenshot({ path: `${SCREENSHOTS}/home-error-id.png` });

    await page.getByRole("button", { name: "Coba lagi" }).click();
    await page.getByText("Berjalan normal").waitFor();
    expect(checks).toBe(2);
    // The browser logs the deliberate 503 as a console error; it is not a fault of the page.
    expectProblems(/503/);
  });
});
