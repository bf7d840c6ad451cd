/**
 * The browser figures' set-up, as `npm start` runs Mandor: the built server and a production
 * build of the client on the demo data in embedded PGlite, and Chromium with the super-admin
 * signed in through the sign-in page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { buildFreshClient } from "../e2e/build-client";
import { launchChromium } from "../e2e/chromium";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { buildServer } from "./bench-server";

export const ADMIN = { username: "superadmin", password: "Bench-admin-2026" };

/**
 * A built server's settings for the demo data on the embedded database in `dataDir` (whatever
 * the caller's environment says, unless `env` names one), serving the client in `clientDir`.
 */
export function demoServerEnv(dataDir: string, clientDir: string, env: Record<string, string>) {
  return {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    ...env,
  };
}

export interface SignedInBrowser {
  url: string;
  /** The built client's folder (its Vite manifest). */
  clientDir: string;
  browser: Browser;
  context: BrowserContext;
  /** The page that signed in, on the home page. */
  page: Page;
  close(): Promise<void>;
}

export async function signedInBrowser(env: Record<string, string> = {}): Promise<SignedInBrowser> {
  const scratch = mkdtempSync(join(tmpdir(), "mandor-bench-browser-"));
  buildServer();
  const client = await buildFreshClient();
  const server = spawnServer(
    demoServerEnv(join(scratch, "pglite"), client.dir, env),
    await freePort(),
    { built: true },
  );
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await client.remove();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, 300_000);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAsAdmin(page, server.url);
    return { url: server.url, clientDir: client.dir, browser, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs `page` in as the demo's super-admin through the sign-in page, as a person would. */
export async function signInAsAdmin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel("Username atau e-mail").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await page.waitForURL(`${url}/`);
}
