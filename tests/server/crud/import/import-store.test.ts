/** Import sessions: the owner's only, forgotten 30 minutes after their last use, a few per user. */
import { describe, expect, it } from "vitest";
import { createMemoryImportStore } from "../../../../src/server/crud/import/import-store";

function storeAt(start = 0) {
  let now = start;
  const store = createMemoryImportStore({ ttlMs: 30 * 60_000, perUser: 2, now: () => now });
  const add = (userId: number) =>
    store.create({ userId, screenId: "m-skills", columns: [], rows: [] });
  return { store, add, advance: (ms: number) => (now += ms) };
}

describe("createMemoryImportStore", () => {
  it("gives a session to its owner only", () => {
    const { store, add } = storeAt();
    const session = add(1);
    expect(session).toMatchObject({ stage: "uploaded", processed: 0, errors: [] });
    expect(session.id).toMatch(/^[0-9a-f]{32}$/);
    expect(store.get(session.id, 1)).toBe(session);
    expect(store.get(session.id, 2)).toBeUndefined();
    expect(store.get(session.id, 1)).toBe(session);
  });

  it("forgets a session 30 minutes after its last use", () => {
    const { store, add, advance } = storeAt();
    const session = add(1);
    advance(29 * 60_000);
    expect(store.get(session.id, 1)).toBe(session);
    advance(29 * 60_000);
    expect(store.get(session.id, 1)).toBe(session);
    advance(30 * 60_000);
    expect(store.get(session.id, 1)).toBeUndefined();
  });

  it("keeps the few most recently used per user", () => {
    const { store, add } = storeAt();
    const first = add(1);
    const second = add(1);
    const other = add(2);
    store.get(first.id, 1);
    const third = add(1);
    expect(store.get(second.id, 1)).toBeUndefined();
    expect(store.get(first.id, 1)).toBe(first);
    expect(store.get(third.id, 1)).toBe(third);
    expect(store.get(other.id, 2)).toBe(other);
  });
});
