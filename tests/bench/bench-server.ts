/**
 * What the server-side benches share: the built server (built here, as `npm start` runs it) on
 * the bench database with the count cache off (every answer computed, as a real user's varied
 * requests are), the percentile of a sample, and a server process's peak resident memory.
 */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, type ServerProcess, spawnServer } from "../helpers/server-process";

let built = false;

/**
 * `dist/server/main.js`: measured as `npm start` runs it, not TypeScript compiled on the fly.
 * Built once per bench run: the sources do not change meanwhile.
 */
export function buildServer(): void {
  if (built) return;
  execSync("npm run build:server", { stdio: "ignore" });
  built = true;
}

/** The built Mandor on `url`, no demo seed, no count cache; wait for its health yourself. */
export async function spawnUncachedServer(url: string, env: Record<string, string>) {
  return spawnServer(
    { ...env, DATABASE_URL: url, SEED_DEMO: "false", COUNT_CACHE_SECONDS: "0" },
    await freePort(),
    { built: true },
  );
}

/** The `p`-quantile (0–1) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Samples a process's resident memory every 50 ms and keeps the peak. */
export function watchRss(server: ServerProcess) {
  let peakMb = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
      const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
      peakMb = Math.max(peakMb, Number(hwm ?? 0) / 1024);
    } catch {
      // the process has ended
    }
  };
  const timer = setInterval(read, 50);
  return {
    stop() {
      read();
      clearInterval(timer);
    },
    peakMb: () => peakMb,
  };
}

const megabytes = (kb: string | undefined) => Math.round((Number(kb ?? 0) / 1024) * 10) / 10;

/** A process's resident memory now and at its peak, in MB to one decimal. */
export function processMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return {
    rssMb: megabytes(/VmRSS:\s+(\d+)/.exec(status)?.[1]),
    peakMb: megabytes(/VmHWM:\s+(\d+)/.exec(status)?.[1]),
  };
}
