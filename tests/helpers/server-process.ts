/**
 * Runs `src/server/main.ts` as its own process, as `npm start` does after building, so tests
 * and benchmarks can send it real signals and time its start.
 */
import { type ChildProcess, spawn } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * `built`: the server `npm start` runs (`dist/server/main.js`, made by `npm run build:server`);
 * `entry`: another program's node arguments (a benchmark's comparison server);
 * `readStdout: false`: nobody reads its stdout, which fills up as a stalled log reader's would
 * (`output()` then holds stderr only).
 */
export function spawnServer(
  env: Record<string, string>,
  port: number,
  {
    built = false,
    entry = built ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"],
    readStdout = true,
  }: { built?: boolean; entry?: string[]; readStdout?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  if (readStdout) {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
  }
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls `/api/health` until it answers 200; returns the milliseconds waited. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (performance.now() - started < timeoutMs) {
    if (exitCode !== undefined) {
      throw new Error(`server exited with ${exitCode} before answering:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Waits for the process to end and gives its exit code, or kills it and fails naming what it
 * printed when it is still alive after `ms`: a bound for a hung stop, not a measurement.
 */
export async function exitWithin(server: ServerProcess, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const alive = new Promise<"alive">((resolve) => {
    timer = setTimeout(() => resolve("alive"), ms);
  });
  const outcome = await Promise.race([server.exited, alive]);
  clearTimeout(timer);
  if (outcome !== "alive") return outcome;
  server.child.kill("SIGKILL");
  throw new Error(`server still running ${ms} ms later, killed:\n${server.output()}`);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
