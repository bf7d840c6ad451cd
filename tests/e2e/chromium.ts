/**
 * Debian's Chromium driven by playwright-core, for the browser tests. Where it is missing the
 * tests are skipped with a loud warning; under CI (`CI=true`) a missing browser is an error.
 */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { skipLoudly } from "../helpers/loud-skip";

export const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumAvailable: boolean = existsSync(executablePath);

if (!chromiumAvailable) {
  const advice =
    `Chromium is not installed at ${executablePath}: install it with ` +
    "`apt-get install -y chromium` (or point CHROMIUM_PATH at a Chromium binary).";
  skipLoudly("Browser tests", advice);
}

/** Headless, and quiet on this machine's closed network (no background connections). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
