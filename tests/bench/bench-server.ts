/**
 * What the server-side benches share: the built server on the bench database with the count
 * cache off (every answer computed, as a real user's varied requests are), and the percentile
 * of a sample.
 */
import { freePort, spawnServer } from "../helpers/server-process";

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
