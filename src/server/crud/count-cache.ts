/**
 * Totals (and rekap) of filtered lists, remembered until the next write through this server
 * or for `ttlMs` at most (bounding how stale a write from elsewhere leaves them). A write of
 * any screen forgets everything: filters and row scope reach across tables (a project moved to
 * another department changes whose employees a department admin sees), and writes are rare
 * next to reads in a back office. In-process now; one interface, so a shared store can
 * replace it when several instances run.
 */
export interface CountCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Forget every remembered value (a write happened). */
  invalidate(): void;
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
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expires: now() + ttlMs });
    },
    invalidate() {
      entries = new Map();
    },
  };
}
