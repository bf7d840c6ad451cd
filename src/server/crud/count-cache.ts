/**
 * Totals (and rekap, and named-search matches) of filtered lists, remembered until the next
 * write or for `ttlMs` at most. A write of any screen forgets everything: filters and row scope
 * reach across tables (a project moved to another department changes whose employees a
 * department admin sees), and writes are rare next to reads in a back office.
 *
 * Forgetting is a new generation, and a value is kept only under the generation it was
 * computed in: a count that began before a write and ends after it is answered but not kept.
 * In this process by default; in Redis (redis-count-cache.ts) when several instances share
 * the load, so a write through one is in the next total of every other at once.
 */
export interface CountCache {
  /**
   * The value remembered under `key`, or `compute`'s, kept unless a write came meanwhile or
   * `keep` is false: a value read on a replica may predate writes the cache already forgot.
   */
  remember<T>(key: string, compute: () => Promise<T>, keep?: boolean): Promise<T>;
  /** Forget every remembered value (a write happened). */
  invalidate(): Promise<void>;
}

export function createCountCache({
  maxEntries,
  ttlMs,
  now = Date.now,
}: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): CountCache {
  let entries = new Map<string, { value: unknown; expires: number }>();
  let generation = 0;
  return {
    async remember<T>(key: string, compute: () => Promise<T>, keep = true): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as T;
      if (entry) entries.delete(key);
      const began = generation;
      const value = await compute();
      if (keep && ttlMs > 0 && began === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { value, expires: now() + ttlMs });
      }
      return value;
    },
    async invalidate() {
      generation += 1;
      entries = new Map();
    },
  };
}
