/**
 * Builds the client for the browser tests into a fresh temporary folder, so a test never runs
 * against a stale `dist/client` and never races a developer's own build. Under Vitest the
 * e2e project's global setup (`shared-client.ts`) builds it once for every browser suite of
 * the run; a suite then receives that folder and leaves its removal to the global teardown.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface BuiltClient {
  dir: string;
  remove(): Promise<void>;
}

/** A new build of the client in its own temporary folder. */
export async function buildFreshClient(): Promise<BuiltClient> {
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

/** The run's shared build when the global setup made one, else a build of this caller's own. */
export async function buildClient(): Promise<BuiltClient> {
  const shared = await sharedClientDir();
  if (shared) return { dir: shared, remove: async () => {} };
  return buildFreshClient();
}

async function sharedClientDir(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("sharedClientDir");
}
