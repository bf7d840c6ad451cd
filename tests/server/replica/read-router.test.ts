/**
 * The read router over stand-in databases: which one each read reaches, the retry on the
 * primary when the replica drops the connection, one log line per change of state, and the
 * metric's calls.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "../../../src/server/db/connect";
import type { ReplicaHealth } from "../../../src/server/db/replica-health";
import { createReadRouter } from "../../../src/server/replica/read-router";
import { createMemoryRecentWritesStore } from "../../../src/server/replica/recent-writes-store";

const primary = { name: "primary" } as unknown as Db;
const replica = { name: "replica" } as unknown as Db;

function setUp(health: { value: ReplicaHealth }) {
  let clock = 0;
  const lines: string[] = [];
  const fallbacks: string[] = [];
  const inUse: boolean[] = [];
  let failed = 0;
  const router = createReadRouter({
    primary,
    replica,
    health: {
      current: async () => health.value,
      failed: () => {
        failed++;
      },
    },
    recentWrites: createMemoryRecentWritesStore({ windowMs: 5000, now: () => clock }),
    report: { fallback: (reason) => fallbacks.push(reason), inUse: (used) => inUse.push(used) },
    log: {
      info: (line) => lines.push(`info: ${line}`),
      warn: (line) => lines.push(`warn: ${line}`),
    },
  });
  const where = (userId?: number) => router.run(userId, async (_db, source) => source);
  return {
    router,
    where,
    lines,
    fallbacks,
    inUse,
    failures: () => failed,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe("the read router", () => {
  it("reads on the replica, and the author of a write on the primary for the window", async () => {
    const { router, where, tick, fallbacks } = setUp({ value: "ready" });
    expect(await where(1)).toBe("replica");
    await router.wrote(1);
    expect(await where(1)).toBe("primary");
    expect(await where(2)).toBe("replica");
    tick(5001);
    expect(await where(1)).toBe("replica");
    expect(fallbacks).toEqual([]);
  });

  it("falls back while the replica lags or is away, logging each change once", async () => {
    const health = { value: "ready" as ReplicaHealth };
    const { where, lines, fallbacks, inUse } = setUp(health);
    health.value = "lagging";
    expect(await where(1)).toBe("primary");
    expect(await where(2)).toBe("primary");
    health.value = "unreachable";
    expect(await where(1)).toBe("primary");
    health.value = "ready";
    expect(await where(1)).toBe("replica");
    expect(fallbacks).toEqual(["lagging", "lagging", "unreachable"]);
    expect(lines).toEqual([
      "warn: the read replica lags behind the primary: reads go to the primary",
      "warn: the read replica is out of reach: reads go to the primary",
      "info: the read replica is in use again",
    ]);
    expect(inUse).toEqual([true, false, false, true]);
  });

  it("runs a read the replica dropped again on the primary", async () => {
    const { router, lines, fallbacks, failures } = setUp({ value: "ready" });
    const sources: string[] = [];
    const answer = await router.run(1, async (_db, source) => {
      sources.push(source);
      if (source === "replica") throw Object.assign(new Error("refused"), { code: "ECONNREFUSED" });
      return "rows";
    });
    expect(answer).toBe("rows");
    expect(sources).toEqual(["replica", "primary"]);
    expect(failures()).toBe(1);
    expect(fallbacks).toEqual(["unreachable"]);
    expect(lines).toEqual(["warn: the read replica is out of reach: reads go to the primary"]);
  });

  it("lets any other failure of the read through", async () => {
    const { router } = setUp({ value: "ready" });
    await expect(
      router.run(1, async () => {
        throw new Error("column does not exist");
      }),
    ).rejects.toThrow("column does not exist");
  });
});
