/**
 * The rate limits' counters, the list totals' cache and the read replica's recent writers,
 * kept in this process or in Redis: the same behaviour either way, and in Redis shared by
 * instances — two stores on two connections stand for two instances behind one balancer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMemoryRateLimitStore,
  type RateLimitStore,
} from "../../../src/server/auth/rate-limit";
import { createRedisRateLimitStore } from "../../../src/server/auth/redis-rate-limit-store";
import { type CountCache, createCountCache } from "../../../src/server/crud/count-cache";
import { createRedisCountCache } from "../../../src/server/crud/redis-count-cache";
import type { RedisConnection } from "../../../src/server/redis/redis-connection";
import {
  createMemoryRecentWritesStore,
  type RecentWritesStore,
} from "../../../src/server/replica/recent-writes-store";
import { createRedisRecentWritesStore } from "../../../src/server/replica/redis-recent-writes-store";
import { openTestRedis, redisAvailable, uniquePrefix } from "../../helpers/redis";

const available = await redisAvailable("the Redis store suites");
const connections: RedisConnection[] = [];

beforeAll(async () => {
  if (available) connections.push(await openTestRedis(), await openTestRedis());
});

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
});

/** Two instances' stores over one shared state (one store twice, in memory). */
type Pair<T> = () => [T, T];

const rateStores: Array<[string, Pair<RateLimitStore>]> = [
  [
    "in memory",
    () => {
      const store = createMemoryRateLimitStore();
      return [store, store];
    },
  ],
  ...(available
    ? ([
        [
          "in Redis",
          () => {
            const prefix = uniquePrefix("rate");
            return connections.map((redis) => createRedisRateLimitStore(redis, prefix)) as [
              RateLimitStore,
              RateLimitStore,
            ];
          },
        ],
      ] as Array<[string, Pair<RateLimitStore>]>)
    : []),
];

describe.each(rateStores)("rate-limit counters %s", (_where, pair) => {
  it("count hits from both instances in one window", async () => {
    const [a, b] = pair();
    for (let hit = 1; hit <= 10; hit++) {
      const { count, resetInMs } = await (hit % 2 ? a : b).hit("login|account|7", 60_000);
      expect(count).toBe(hit);
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(60_000);
    }
    expect((await a.hit("login|account|8", 60_000)).count).toBe(1);
  });

  it("take back a hit, never below none, and start over on reset", async () => {
    const [a, b] = pair();
    await a.hit("k", 60_000);
    await a.hit("k", 60_000);
    await b.unhit("k");
    expect((await a.hit("k", 60_000)).count).toBe(2);
    await b.reset("k");
    await a.unhit("k");
    expect((await b.hit("k", 60_000)).count).toBe(1);
  });

  it("open a new window once the old one is over", async () => {
    const [a, b] = pair();
    await a.hit("short", 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await b.hit("short", 50)).count).toBe(1);
  });
});

const countCaches: Array<[string, Pair<CountCache>]> = [
  [
    "in memory",
    () => {
      const cache = createCountCache({ maxEntries: 100, ttlMs: 60_000 });
      return [cache, cache];
    },
  ],
  ...(available
    ? ([
        [
          "in Redis",
          () => {
            const prefix = uniquePrefix("counts");
            return connections.map((redis) =>
              createRedisCountCache(redis, { ttlMs: 60_000, prefix }),
            ) as [CountCache, CountCache];
          },
        ],
      ] as Array<[string, Pair<CountCache>]>)
    : []),
];

describe.each(countCaches)("list totals' cache %s", (_where, pair) => {
  const counting = (value: unknown) => {
    const calls = { count: 0 };
    const compute = async () => {
      calls.count += 1;
      return value;
    };
    return { calls, compute };
  };

  it("answers what another instance counted, until a write anywhere", async () => {
    const [a, b] = pair();
    const first = counting({ total: 7, estimated: false });
    expect(await a.remember("total|employees", first.compute)).toEqual({
      total: 7,
      estimated: false,
    });
    expect(await b.remember("total|employees", first.compute)).toEqual({
      total: 7,
      estimated: false,
    });
    expect(first.calls.count).toBe(1);
    await a.invalidate();
    const second = counting({ total: 8, estimated: false });
    expect(await b.remember("total|employees", second.compute)).toEqual({
      total: 8,
      estimated: false,
    });
    expect(second.calls.count).toBe(1);
  });

  it("keeps a remembered null apart from nothing remembered", async () => {
    const [a, b] = pair();
    const none = counting(null);
    expect(await a.remember("named|x", none.compute)).toBeNull();
    expect(await b.remember("named|x", none.compute)).toBeNull();
    expect(none.calls.count).toBe(1);
  });

  it("does not keep a count that a write overtook", async () => {
    const [a, b] = pair();
    const stale = await a.remember("total|projects", async () => {
      await b.invalidate();
      return 3;
    });
    expect(stale).toBe(3);
    const fresh = counting(4);
    expect(await a.remember("total|projects", fresh.compute)).toBe(4);
    expect(fresh.calls.count).toBe(1);
  });

  it("answers without keeping a value it is told not to keep (read on a replica)", async () => {
    const [a, b] = pair();
    expect(await a.remember("total|skills", async () => 5, false)).toBe(5);
    const counted = counting(6);
    expect(await b.remember("total|skills", counted.compute)).toBe(6);
    expect(counted.calls.count).toBe(1);
    // What was kept is still answered to a reader that keeps nothing.
    expect(await a.remember("total|skills", async () => 9, false)).toBe(6);
  });
});

const recentWriters: Array<[string, (windowMs: number) => [RecentWritesStore, RecentWritesStore]]> =
  [
    [
      "in memory",
      (windowMs) => {
        const store = createMemoryRecentWritesStore({ windowMs });
        return [store, store];
      },
    ],
    ...(available
      ? ([
          [
            "in Redis",
            (windowMs: number) => {
              const prefix = uniquePrefix("wrote");
              return connections.map((redis) =>
                createRedisRecentWritesStore(redis, { windowMs, prefix }),
              ) as [RecentWritesStore, RecentWritesStore];
            },
          ],
        ] as Array<[string, (windowMs: number) => [RecentWritesStore, RecentWritesStore]]>)
      : []),
  ];

describe.each(recentWriters)("recent writers %s", (_where, pair) => {
  it("know a write through one instance on the other, for the window only", async () => {
    const [a, b] = pair(100);
    await a.mark(7);
    expect(await b.wroteRecently(7)).toBe(true);
    expect(await b.wroteRecently(8)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await b.wroteRecently(7)).toBe(false);
  });

  it("keep no mark with a window of none (READ_YOUR_WRITES_SECONDS=0)", async () => {
    const [a, b] = pair(0);
    await a.mark(7);
    expect(await b.wroteRecently(7)).toBe(false);
  });
});
