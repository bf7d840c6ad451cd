/**
 * Builds the client for the browser tests into a fresh temporary folder, so a test never runs
 * against a stale `dist/client` and never races a developer's own build. Under Vitest the
 * e2e project's global setup (`shared-client.ts`) builds it once for every browser suite of
 * the run, in a process of its own while the other projects' suites run; a suite then waits
 * for that build and leaves its removal to the global teardown.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
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

/** A build running in a child process: its folder now, marked built (or failed) when it ends. */
export interface ClientBuild {
  dir: string;
  /** Ends with the build (never rejects: a failure is marked for the suites to report). */
  finished: Promise<void>;
  /** Stops the build if it still runs and removes the folder. */
  remove(): Promise<void>;
}

const BUILT = ".built";
const FAILED = ".failed";
/** The marks live beside the client folder, not in it: the server serves that folder. */
const mark = (dir: string, name: string) => `${dir}${name}`;

/**
 * Starts `vite build` in a process of its own, so NODE_ENV=production holds there alone: this
 * process goes on transforming modules for the other projects' suites meanwhile.
 */
export async function startClientBuild(): Promise<ClientBuild> {
  const dir = await mkdtemp(join(tmpdir(), "mandor-client-"));
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules/vite/bin/vite.js"),
      "build",
      "--mode",
      "production",
      "--logLevel",
      "warn",
      "--outDir",
      dir,
      "--emptyOutDir",
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const finished = new Promise<void>((resolve) => {
    let settled = false;
    const settle = (written: Promise<void>) => {
      if (settled) return;
      settled = true;
      void written.then(() => resolve());
    };
    child.on("error", (error) =>
      settle(writeFile(mark(dir, FAILED), `vite build did not start: ${error.message}`)),
    );
    child.on("close", (code, signal) =>
      settle(
        code === 0
          ? writeFile(mark(dir, BUILT), "")
          : writeFile(mark(dir, FAILED), `vite build ended with ${code ?? signal}:\n${output}`),
      ),
    );
  });
  return {
    dir,
    finished,
    async remove() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await finished;
      await Promise.all(
        [dir, mark(dir, BUILT), mark(dir, FAILED)].map((path) =>
          rm(path, { recursive: true, force: true }),
        ),
      );
    },
  };
}

/** Waits for the build in `dir` (from startClientBuild) to end; throws its output if it failed. */
async function builtIn(dir: string): Promise<void> {
  for (;;) {
    if (existsSync(mark(dir, BUILT))) return;
    if (existsSync(mark(dir, FAILED))) throw new Error(readFileSync(mark(dir, FAILED), "utf8"));
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The run's shared build when the global setup made one, else a build of this caller's own. */
export async function buildClient(): Promise<BuiltClient> {
  const shared = await sharedClientDir();
  if (!shared) return buildFreshClient();
  await builtIn(shared);
  return { dir: shared, remove: async () => {} };
}

async function sharedClientDir(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("sharedClientDir");
}
