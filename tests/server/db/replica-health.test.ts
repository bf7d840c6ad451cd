/**
 * The replica's health check over a stand-in database: one probe a second, concurrent asks
 * sharing it, a failed read taken for "unreachable", and no read waiting on the probe of a
 * replica already out of reach.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "../../../src/server/db/connect";
import { createReplicaHealthCheck } from "../../../src/server/db/replica-health";

/** A Db whose every query answers `row` (or fails), counting the queries. */
function standIn(answer: () => Promise<unknown>) {
  const calls = { count: 0 };
  const db = {
    getExecutor: () => ({
      transformQuery: (node: unknown) => node,
      compileQuery: (node: unknown) => ({ sql: "", parameters: [], query: node }),
      executeQuery: async () => {
        calls.count++;
        return { rows: [await answer()] };
      },
    }),
  } as unknown as Db;
  return { db, calls };
}

const caughtUp = { recovering: true, caught_up: true, lag_seconds: 120 };

describe("the replica health check", () => {
  it("probes once a second, sharing a probe between concurrent asks", async () => {
    let clock = 0;
    const { db, calls } = standIn(async () => caughtUp);
    const health = createReplicaHealthCheck(db, { maxLagMs: 1000, now: () => clock });
    expect(await Promise.all([health.current(), health.current()])).toEqual(["ready", "ready"]);
    expect(calls.count).toBe(1);
    clock += 999;
    expect(await health.current()).toBe("ready");
    expect(calls.count).toBe(1);
    clock += 1;
    await health.current();
    expect(calls.count).toBe(2);
  });

  it("says lagging past the limit with WAL waiting, and unreachable when the probe fails", async () => {
    let clock = 0;
    let answer: () => Promise<unknown> = async () => ({ ...caughtUp, caught_up: false });
    const { db } = standIn(() => answer());
    const health = createReplicaHealthCheck(db, { maxLagMs: 1000, now: () => clock });
    expect(await health.current()).toBe("lagging");
    clock += 1000;
    answer = async () => {
      throw Object.assign(new Error("refused"), { code: "ECONNREFUSED" });
    };
    expect(await health.current()).toBe("unreachable");
  });

  it("takes a failed read for unreachable, and reads do not wait on the next probe", async () => {
    let clock = 0;
    let release: (row: unknown) => void = () => {};
    const { db } = standIn(() => new Promise((resolve) => (release = resolve)));
    const health = createReplicaHealthCheck(db, { maxLagMs: 1000, now: () => clock });
    health.failed();
    expect(await health.current()).toBe("unreachable");
    clock += 1000;
    // The probe hangs; the read is answered at once.
    expect(await health.current()).toBe("unreachable");
    release(caughtUp);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await health.current()).toBe("ready");
  });

  it("gives up on a probe that does not answer in time", async () => {
    const { db } = standIn(() => new Promise(() => {}));
    const health = createReplicaHealthCheck(db, { maxLagMs: 1000, timeoutMs: 20 });
    expect(await health.current()).toBe("unreachable");
  });
});
