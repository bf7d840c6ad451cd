/**
 * Navigation → first rows of the employee list, for `npm run bench` (issue #12, point 7): the
 * built client and server (as `npm start` runs them) on the demo data in embedded PGlite, the
 * super-admin signed in once in Chromium, then, after unmeasured warm-ups:
 *
 * - fullLoad: `page.goto('/tenaga-kerja/employee')`, from the navigation's start (the page's
 *   time origin) to the first row of the employee table in the document;
 * - sidebarClick: from a full load of another screen of the same module, a click on the
 *   aside's employee link, from the click event to that first row.
 *
 * Also one full load's network waterfall (each request's start and end, relative to the
 * navigation), which shows what waits on what.
 */
import { Console } from "node:console";
import type { Page } from "playwright-core";
import { percentile } from "./bench-server";
import { signedInBrowser } from "./signed-in-browser";

const EMPLOYEES = "/tenaga-kerja/employee";
// The module's only other route with a page today (a placeholder: no overlay yet).
const OTHER_SCREEN = "/tenaga-kerja/employee-blacklist";

interface Probe {
  /** The employee table's label, once known: rows of another table do not count. */
  table: string | null;
  firstRowAt: number | null;
  clickAt: number | null;
}

const median = (values: number[]) => percentile(values, 0.5);
const round = (value: number) => Math.round(value * 10) / 10;
export const summary = (samples: number[]) => ({
  medianMs: round(median(samples)),
  p95Ms: round(percentile(samples, 0.95)),
  minMs: round(Math.min(...samples)),
  maxMs: round(Math.max(...samples)),
  samplesMs: samples.map(round),
});

/**
 * Runs in the page before its scripts: notes when the employee table's first row appears.
 * Plain JavaScript text, because tsx would wrap named functions in a helper the page lacks.
 */
const probeScript = (table: string | null) => `
  const probe = { table: ${JSON.stringify(table)}, firstRowAt: null, clickAt: null };
  window.probe = probe;
  const selector = "section.list-table" +
    (probe.table ? '[aria-label="' + CSS.escape(probe.table) + '"]' : "") + " td.list-table__number";
  new MutationObserver(() => {
    if (probe.firstRowAt !== null || location.pathname !== ${JSON.stringify(EMPLOYEES)}) return;
    if (document.querySelector(selector)) probe.firstRowAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener("click", (event) => { probe.clickAt = event.timeStamp; }, true);
`;

async function waitForFirstRow(page: Page): Promise<Probe> {
  await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.firstRowAt);
  return page.evaluate(() => (window as unknown as { probe: Probe }).probe);
}

/** Each request of the last load: path, start and end in ms after the navigation began. */
function waterfallOf(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return [nav, ...resources].map((entry) => {
      const url = new URL(entry.name);
      return {
        path: `${url.pathname}${url.search}`,
        startMs: Math.round(entry.startTime),
        endMs: Math.round(entry.responseEnd),
      };
    });
  });
}

export async function benchFirstRows(runs = 30, warmUps = 3) {
  const { url, context, page, close } = await signedInBrowser();
  try {
    await page.addInitScript({ content: probeScript(null) });
    await page.goto(`${url}${EMPLOYEES}`);
    await waitForFirstRow(page);
    const table = await page.locator("section.list-table").getAttribute("aria-label");
    await page.close();
    const measured = await context.newPage();
    await measured.addInitScript({ content: probeScript(table) });

    const fullLoad: number[] = [];
    for (let run = 0; run < warmUps + runs; run += 1) {
      await measured.goto(`${url}${EMPLOYEES}`, { waitUntil: "commit" });
      const probe = await waitForFirstRow(measured);
      if (run >= warmUps) fullLoad.push(probe.firstRowAt ?? Number.NaN);
    }
    const waterfall = await waterfallOf(measured);

    const sidebarClick: number[] = [];
    for (let run = 0; run < warmUps + runs; run += 1) {
      await measured.goto(`${url}${OTHER_SCREEN}`);
      await measured.locator("main h1").waitFor();
      await measured.locator(`aside a[href="${EMPLOYEES}"]`).click();
      const probe = await waitForFirstRow(measured);
      if (run >= warmUps) sidebarClick.push((probe.firstRowAt ?? 0) - (probe.clickAt ?? 0));
    }
    return {
      database: "pglite",
      path: EMPLOYEES,
      runs,
      warmUps,
      targetMedianMs: 300,
      fullLoad: summary(fullLoad),
      sidebarClick: { from: OTHER_SCREEN, ...summary(sidebarClick) },
      waterfall,
    };
  } finally {
    await close();
  }
}

/** The two figures as a table on stderr, beside the JSON report on stdout. */
export function printFirstRows(figures: Awaited<ReturnType<typeof benchFirstRows>>): void {
  const row = (figure: typeof figures.fullLoad) => ({
    "median ms": figure.medianMs,
    "p95 ms": figure.p95Ms,
    "min ms": figure.minMs,
    "max ms": figure.maxMs,
  });
  const stderr = new Console(process.stderr);
  stderr.log(`navigation → first rows of ${figures.path} (${figures.runs} runs each):`);
  stderr.table({ fullLoad: row(figures.fullLoad), sidebarClick: row(figures.sidebarClick) });
}
