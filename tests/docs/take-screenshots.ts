/**
 * The documentation's screenshots, for `npm run docs:shots`: the built server (built first
 * when dist/ is stale, as `npm start` does) on the demo data in a throwaway embedded database,
 * and Debian's Chromium signed in as the super-admin through the sign-in page. Writes
 * docs/images/employee-list.png and docs/images/dashboard.png at 1280×800, one pixel per CSS
 * pixel, so the committed files stay small and the same size on every machine.
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { demoServerEnv, signInAsAdmin } from "../bench/signed-in-browser";
import { launchChromium } from "../e2e/chromium";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";

const OUT = resolve("docs/images");

/** The page at rest: fonts loaded, no request in flight, transitions over. */
async function settle(page: Page, ms = 500) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(ms);
}

async function shoot(page: Page, name: string) {
  const path = join(OUT, name);
  await page.screenshot({ path });
  console.log(`${path}: ${Math.round(statSync(path).size / 1024)} kB`);
}

execSync("node src/build/build-stamp.mjs fresh || npm run build", { stdio: "inherit" });
mkdirSync(OUT, { recursive: true });

const scratch = mkdtempSync(join(tmpdir(), "mandor-docs-shots-"));
const server = spawnServer(
  demoServerEnv(join(scratch, "pglite"), resolve("dist/client"), {}),
  await freePort(),
  { built: true },
);
const browser = await launchChromium().catch((error) => {
  server.child.kill("SIGTERM");
  throw error;
});
try {
  // Seeding the demo data into a new database takes a minute or more on a slow machine.
  await waitForHealth(server, 300_000);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await signInAsAdmin(page, server.url);

  await page.goto(`${server.url}/tenaga-kerja/employee`);
  // A body row has cells; the header row has column headers only.
  await page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
    .waitFor();
  await settle(page);
  await shoot(page, "employee-list.png");

  await page.goto(`${server.url}/dashboard/dashboard-summary`);
  await page.locator("section.widget canvas").first().waitFor();
  await page.waitForFunction(() => !document.querySelector('section.widget[aria-busy="true"]'));
  // Each chart is drawn in a task of its own after its data arrives.
  await settle(page, 1_500);
  await shoot(page, "dashboard.png");
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(scratch, { recursive: true, force: true });
}
