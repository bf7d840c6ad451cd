/**
 * Builds the client for the browser tests into a fresh temporary folder, so a test never runs
 * against a stale `dist/client` and never races a developer's own build.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

export async function buildClient(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "mandor-client-"));
  // Vitest sets NODE_ENV=test, which would make Vite bundle development React and keep the
  // Lingui messages in the code; the browser tests must see what `npm run build` ships.
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build: { outDir: dir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
