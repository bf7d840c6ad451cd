import { describe, expect, it } from "vitest";
import { accountKey, createMemoryRateLimitStore } from "../../../src/server/auth/rate-limit";

describe("the in-process rate-limit store", () => {
  it("counts hits in a window and starts over when it ends", async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await store.hit("a", 100)).toEqual({ count: 2, resetInMs: 60 });
    expect(await store.hit("b", 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 60;
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it("takes a hit back within its window only, and never below none", async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    await store.hit("a", 100);
    await store.hit("a", 100);
    await store.unhit("a");
    expect(await store.hit("a", 100)).toEqual({ count: 2, resetInMs: 100 });
    await store.unhit("a");
    await store.unhit("a");
    await store.unhit("a");
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 100;
    await store.unhit("a");
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it("starts a key over on reset, leaving the others", async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    await store.hit("a", 100);
    await store.hit("b", 100);
    now += 30;
    await store.reset("a");
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 });
    expect(await store.hit("b", 100)).toEqual({ count: 2, resetInMs: 70 });
  });
});

describe("accountKey", () => {
  it.each([
    ["Ani@Mandor.ID", "ani@mandor.id"],
    ["  ani@mandor.id\t", "ani@mandor.id"],
    ["ＡＮＩ@mandor.id", "ani@mandor.id"],
  ])("writes %j as %j", (value, key) => {
    expect(accountKey(value)).toBe(key);
  });
});
