/**
 * axe-core, the checker browsers' own audits use, over every route of schemas/modules.json as
 * the super-admin, the sign-in and registration pages, a record's detail and a form: any
 * violation of a WCAG 2.0–2.2 A or AA rule or of axe's best practices fails, whatever its impact. The page is checked
 * once its heading and data are there, since an empty shell passes rules a filled one breaks.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page, Request } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

interface ModuleLine {
  name: string;
  routes: { path: string }[];
}

const MODULES = (
  JSON.parse(readFileSync("schemas/modules.json", "utf8")) as { modules: ModuleLine[] }
).modules;
const ROUTES = MODULES.flatMap((module) =>
  module.routes.map((route) => `/${module.name}${route.path}`),
);
const VIEWS = ["/master/m-skills?view=detail&id=1", "/master/m-skills?view=create"];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");
/** WCAG 2.2 A/AA, and axe's best practices: unique landmark names, content inside landmarks. */
const RULE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];
const SLOW = { timeout: 90_000 };

/** What the evaluated axe-core source leaves on the page's window. */
interface AxeWindow {
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/** The page's violations, each as "rule (impact): help — where". */
async function violations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag, which the app's Content-Security-Policy refuses.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target),
    }));
  }, RULE_TAGS);
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets
        .slice(0, 3)
        .map((target) => JSON.stringify(target))
        .join(", ")}`,
  );
}

/** The dashboards' live stream (an EventSource over fetch): it stays open while the page does. */
const isStream = (request: Request) => new URL(request.url()).pathname === "/api/dashboard-events";

/**
 * Opens `path` and waits until the page has drawn its heading and its data: nothing busy, and
 * no call in flight for half a second (Playwright's "networkidle" would wait for the stream).
 */
async function openSettled(
  page: Page,
  open: (page: Page, path: string) => Promise<unknown>,
  path: string,
) {
  const pending = new Set<Request>();
  page.on("request", (request) => {
    if (!isStream(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await open(page, path);
  await page.locator("h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
  for (let quiet = 0; quiet < 5; quiet = pending.size === 0 ? quiet + 1 : 0) {
    await page.waitForTimeout(100);
  }
}

describe.skipIf(!chromiumAvailable)(
  "axe-core finds no WCAG 2.2 A/AA or best-practice violation",
  () => {
    const { newPage, signedInPage, open } = browserSuite({ setupTimeout: 600_000 });

    test.each(["/login", "/register"])("on %s", SLOW, async (path) => {
      const page = await newPage();
      await openSettled(page, open, path);
      expect(await violations(page)).toEqual([]);
    });

    test.each([...ROUTES, ...VIEWS])("on %s as the super-admin", SLOW, async (path) => {
      const page = await signedInPage();
      await openSettled(page, open, path);
      expect(await violations(page)).toEqual([]);
    });
  },
);
