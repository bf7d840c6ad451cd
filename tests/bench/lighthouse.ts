/**
 * Lighthouse's performance audit, for `npm run bench -- --only lighthouse`: the built server and
 * a production build of the client (as `npm start` runs them) on the demo data in embedded
 * PGlite, audited in Debian's Chromium on the mobile and desktop presets — the sign-in page,
 * then, signed in as the super-admin, the employee list and the summary dashboard. Each
 * page's score, LCP and bytes transferred (by kind), once with compression on and once with
 * COMPRESSION=false, so the report shows what compression saves. Every audit is a cold load:
 * Lighthouse clears the cache (and, for the sign-in page, the storage) first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { type BrowserContext, chromium } from "playwright-core";
import { KEEP_WEB_KEY } from "../../src/client/layout/device";
import { buildFreshClient } from "../e2e/build-client";
import { CHROMIUM_FLAGS, executablePath } from "../e2e/chromium";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { buildServer } from "./bench-server";
import { ADMIN, demoServerEnv } from "./signed-in-browser";

/** The audited pages and the targets for their mobile score. */
const PAGES = [
  { name: "signIn", path: "/login", signedIn: false, mobileTarget: 95 },
  { name: "employeeList", path: "/tenaga-kerja/employee", signedIn: true, mobileTarget: 90 },
  {
    name: "summaryDashboard",
    path: "/dashboard/dashboard-summary",
    signedIn: true,
    mobileTarget: 85,
  },
] as const;

const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
type Preset = keyof typeof PRESETS;

const round = (value: number) => Math.round(value);

/** Debian's Chromium with a DevTools port for Lighthouse and a profile of its own. */
async function startChromium(profile: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    executablePath,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) break;
    } catch {
      if (tries > 200) throw new Error(`Chromium did not open its DevTools port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, endpoint, stop: () => child.kill("SIGTERM") };
}

/**
 * Signs the super-admin in through the sign-in page, in the profile Lighthouse audits, and
 * keeps the web version on a phone: otherwise the mobile preset's phone would measure the
 * "device too small" notice instead of the page.
 */
async function signIn(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel("Username atau e-mail").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await page.waitForURL(`${url}/`);
  await page.evaluate((key) => localStorage.setItem(key, "1"), KEEP_WEB_KEY);
  await page.close();
}

/** Transferred bytes of one load by resource kind (Script, Fetch, Document…), and in all. */
function bytesOf(lhr: Result) {
  const items =
    (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const byKind: Record<string, number> = {};
  for (const item of items) {
    const kind = String(item.resourceType ?? "Other");
    byKind[kind] = (byKind[kind] ?? 0) + Number(item.transferSize ?? 0);
  }
  return { total: round(lhr.audits["total-byte-weight"]?.numericValue ?? 0), byKind };
}

/** The report's opportunities with the most estimated time to win, largest first. */
function topOpportunities(lhr: Result, count = 3) {
  return Object.values(lhr.audits)
    .map((audit) => ({
      title: audit.title,
      savingsMs: Number((audit.details as { overallSavingsMs?: number })?.overallSavingsMs ?? 0),
    }))
    .filter((opportunity) => opportunity.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, count)
    .map((opportunity) => ({ ...opportunity, savingsMs: round(opportunity.savingsMs) }));
}

/** What the page painted last among its largest things: where to look to bring LCP forward. */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim() : undefined;
}

async function audit(
  url: string,
  port: number,
  preset: Preset,
  keepStorage: boolean,
  /** Empties what a signed-in audit keeps (its storage is not reset): before every attempt. */
  emptyCache: () => Promise<void>,
) {
  const flags: Flags = {
    port,
    logLevel: "error",
    onlyCategories: ["performance"],
    // Signed in: the session lives in local storage, which a storage reset would empty.
    disableStorageReset: keepStorage,
  };
  // A trace Chromium failed to record (NO_NAVSTART, now and then on a loaded machine) is
  // recorded again, at most twice.
  let lhr: Result | undefined;
  for (let attempt = 1; !lhr; attempt += 1) {
    // A failed attempt loaded the page too: the next one would find it in the cache.
    await emptyCache();
    const result = await lighthouse(url, flags, PRESETS[preset]);
    const error = result ? result.lhr.runtimeError : { message: "no result" };
    if (!error) lhr = result?.lhr;
    else if (attempt === 3) throw new Error(`${url} (${preset}): ${error.message}`);
    else process.stderr.write(`lighthouse: ${url} (${preset}) again after ${error.message}\n`);
  }
  process.stderr.write(`lighthouse: ${url} (${preset}) ${lhr.categories.performance?.score}\n`);
  return {
    score: round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    fcpMs: round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    tbtMs: round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    lcpElement: lcpElementOf(lhr),
    bytes: bytesOf(lhr),
    opportunities: topOpportunities(lhr),
  };
}

type PageFigures = Awaited<ReturnType<typeof audit>>;

/** Every page on both presets against one server. */
async function auditAll(url: string, scratch: string) {
  const browser = await startChromium(mkdtempSync(join(scratch, "profile-")));
  const driver = await chromium.connectOverCDP(browser.endpoint);
  const figures: Record<Preset, Record<string, PageFigures>> = { mobile: {}, desktop: {} };
  try {
    const context = driver.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    // Not signed in first: its audits reset the storage, which would sign the admin out.
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(context, url);
      for (const page of PAGES.filter((each) => each.signedIn === signedIn)) {
        // A cold load like the others: the cache emptied, the session kept.
        const emptyCache = async () => {
          if (!signedIn) return;
          const session = await context.newCDPSession(
            context.pages()[0] ?? (await context.newPage()),
          );
          await session.send("Network.clearBrowserCache");
          await session.detach();
        };
        for (const preset of Object.keys(PRESETS) as Preset[]) {
          figures[preset][page.name] = await audit(
            `${url}${page.path}`,
            browser.port,
            preset,
            signedIn,
            emptyCache,
          );
        }
      }
    }
    return figures;
  } finally {
    await driver.close().catch(() => {});
    browser.stop();
  }
}

export async function benchLighthouse() {
  const scratch = mkdtempSync(join(tmpdir(), "mandor-bench-lighthouse-"));
  buildServer();
  const client = await buildFreshClient();
  const served = async (compression: boolean) => {
    // The second start finds the demo data the first one seeded.
    const server = spawnServer(
      demoServerEnv(join(scratch, "pglite"), client.dir, { COMPRESSION: String(compression) }),
      await freePort(),
      { built: true },
    );
    try {
      await waitForHealth(server, 300_000);
      return await auditAll(server.url, scratch);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  };
  try {
    const on = await served(true);
    const off = await served(false);
    return {
      database: "pglite",
      mobileTargets: Object.fromEntries(PAGES.map((page) => [page.name, page.mobileTarget])),
      compressionOn: on,
      compressionOff: off,
    };
  } finally {
    await client.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}
