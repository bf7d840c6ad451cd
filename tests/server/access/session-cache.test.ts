/** The in-memory session cache's rules, without a database. */
import { describe, expect, it } from "vitest";
import { createSessionCache } from "../../../src/server/access/session-cache";
import type { FeedEvent } from "../../../src/server/db/change-feed";

const session = (id: number) => ({
  expiresAt: 10_000_000,
  lastSeenAt: 0,
  user: {
    id,
    username: `u${id}`,
    fullname: `User ${id}`,
    roleId: 1,
    permissions: new Set<string>(),
    departmentIds: [],
    projectIds: [],
    sessionId: id,
  },
});

function listeningCache(ttlMs = 1000, maxEntries?: number) {
  const cache = createSessionCache({ ttlMs, ...(maxEntries ? { maxEntries } : {}) });
  cache.follow("listening");
  return cache;
}

describe("the session cache", () => {
  it.each<[string, FeedEvent[], boolean]>([
    ["before the feed listens", [], false],
    ["while the feed listens", ["listening"], true],
    ["after the feed is lost", ["listening", "lost"], false],
    ["once the feed listens again", ["listening", "lost", "listening"], true],
  ])("keeps sessions only %s", (_when, events, kept) => {
    const cache = createSessionCache({ ttlMs: 1000 });
    for (const event of events) cache.follow(event);
    cache.store("a", session(1), cache.generation(), 0);
    expect(cache.get("a", 1) !== undefined).toBe(kept);
  });

  it.each<FeedEvent>(["changed", "lost", "listening"])("forgets everything on %s", (event) => {
    const cache = listeningCache();
    cache.store("a", session(1), cache.generation(), 0);
    cache.follow(event);
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("never keeps anything with a time to live of 0", () => {
    const cache = listeningCache(0);
    cache.store("a", session(1), cache.generation(), 0);
    expect(cache.get("a", 0)).toBeUndefined();
  });

  it("serves a session for its time to live, then no longer", () => {
    const cache = listeningCache(1000);
    cache.store("a", session(1), cache.generation(), 500);
    expect(cache.get("a", 1499)?.user.id).toBe(1);
    expect(cache.get("a", 1500)).toBeUndefined();
  });

  it.each<[string, (cache: ReturnType<typeof listeningCache>) => void]>([
    ["a change notice", (cache) => cache.follow("changed")],
    ["a revoked token", (cache) => cache.forget("other")],
    ["a user's sessions revoked", (cache) => cache.forgetUser(99)],
  ])("drops a lookup's answer when %s came during it", (_what, change) => {
    const cache = listeningCache();
    const generation = cache.generation();
    change(cache);
    cache.store("a", session(1), generation, 0);
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("forgets one token, or every session of one user", () => {
    const cache = listeningCache();
    for (const [hash, user] of [
      ["a", 1],
      ["b", 1],
      ["c", 2],
    ] as const) {
      cache.store(hash, session(user), cache.generation(), 0);
    }
    cache.forget("c");
    expect(cache.get("c", 1)).toBeUndefined();
    expect(cache.get("a", 1)?.user.id).toBe(1);
    cache.forgetUser(1);
    expect([cache.get("a", 1), cache.get("b", 1)]).toEqual([undefined, undefined]);
  });

  it("drops the oldest session when full", () => {
    const cache = listeningCache(1000, 2);
    for (const hash of ["a", "b", "c"]) cache.store(hash, session(1), cache.generation(), 0);
    expect(["a", "b", "c"].map((hash) => cache.get(hash, 1) !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
