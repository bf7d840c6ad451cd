/**
 * Resolved sessions kept in memory, so a call costs no session lookup. Kept only while the
 * database's change feed is listening: any notice empties the whole cache (such changes are
 * rare, and a precise invalidation would need to know which sessions a role change touches),
 * and so does losing the feed, since notices could then be missed. Entries also age out
 * after `ttlMs`, a last guard should a notice ever go astray. A notice comes apart from the
 * answer to the write that sent it, so a session is served from memory only once the notices
 * already sent have been heard (`caughtUp`): a change answered by any instance holds for the
 * next call to every other.
 */
import type { ChangeFeed, FeedEvent } from "../db/change-feed";
import type { SessionUser } from "./session-user";

export interface CachedSession {
  user: SessionUser;
  /** Epoch milliseconds, as the database gave them. */
  expiresAt: number;
  lastSeenAt: number;
}

export interface SessionCache {
  get(tokenHash: string, now: number): CachedSession | undefined;
  /** Call before a lookup; `store` keeps its answer only if nothing changed meanwhile. */
  generation(): number;
  store(tokenHash: string, session: CachedSession, generation: number, now: number): void;
  forget(tokenHash: string): void;
  forgetUser(userId: number): void;
  follow(event: FeedEvent): void;
  /** The feed `follow` hears, whose notices `caughtUp` waits for. */
  attach(feed: Pick<ChangeFeed, "caughtUp">): void;
  /** Resolves once the notices committed before the call have been followed. */
  caughtUp(): Promise<void>;
}

export function createSessionCache({
  ttlMs,
  maxEntries = 10_000,
}: {
  ttlMs: number;
  maxEntries?: number;
}): SessionCache {
  const entries = new Map<string, CachedSession & { storedAt: number }>();
  let generation = 0;
  let listening = false;
  let feed: Pick<ChangeFeed, "caughtUp"> | undefined;
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt < ttlMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    generation: () => generation,
    store(tokenHash, session, since, now) {
      if (!listening || ttlMs <= 0 || since !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { ...session, storedAt: now });
    },
    forget(tokenHash) {
      generation += 1;
      entries.delete(tokenHash);
    },
    forgetUser(userId) {
      generation += 1;
      for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
    },
    follow(event) {
      if (event !== "changed") listening = event === "listening";
      invalidate();
    },
    attach(followed) {
      feed = followed;
    },
    caughtUp: () => feed?.caughtUp() ?? Promise.resolve(),
  };
}
