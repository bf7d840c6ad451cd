/**
 * Who wrote in the last few seconds (READ_YOUR_WRITES_SECONDS): their reads go to the primary,
 * since the replica may not have replayed their write yet. In this process by default; in
 * Redis (redis-recent-writes-store.ts) when several instances share the load, so a write
 * through one instance sends the author's next read through any other to the primary too.
 */
export interface RecentWritesStore {
  /** `userId` has just written (before the answer leaves, so the next read already knows). */
  mark(userId: number): Promise<void>;
  wroteRecently(userId: number): Promise<boolean>;
}

export function createMemoryRecentWritesStore({
  windowMs,
  now = Date.now,
}: {
  windowMs: number;
  now?: () => number;
}): RecentWritesStore {
  const until = new Map<number, number>();
  return {
    async mark(userId) {
      if (windowMs <= 0) return;
      const at = now();
      // Expired marks are dropped as new ones come, so the map holds at most the users who
      // wrote within one window.
      for (const [id, end] of until) if (end <= at) until.delete(id);
      until.set(userId, at + windowMs);
    },
    async wroteRecently(userId) {
      return (until.get(userId) ?? 0) > now();
    },
  };
}
