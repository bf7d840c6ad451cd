import { describe, expect, it } from "vitest";
import { type ReplayState, replayVerdict } from "../../../src/server/db/replica-health";
import { chooseReads } from "../../../src/server/replica/read-choice";

describe("chooseReads", () => {
  it.each([
    ["no replica", { replica: false, wroteRecently: false }, { source: "primary" }],
    ["no replica, a writer", { replica: false, wroteRecently: true }, { source: "primary" }],
    [
      "written recently",
      { replica: true, wroteRecently: true, health: "ready" },
      { source: "primary" },
    ],
    [
      "lagging",
      { replica: true, wroteRecently: false, health: "lagging" },
      { source: "primary", fallback: "lagging" },
    ],
    [
      "unreachable",
      { replica: true, wroteRecently: false, health: "unreachable" },
      { source: "primary", fallback: "unreachable" },
    ],
    [
      "written recently while lagging: no fallback, never meant for the replica",
      { replica: true, wroteRecently: true, health: "lagging" },
      { source: "primary" },
    ],
    ["ready", { replica: true, wroteRecently: false, health: "ready" }, { source: "replica" }],
  ] as const)("%s", (_name, facts, choice) => {
    expect(chooseReads(facts)).toEqual(choice);
  });
});

describe("replayVerdict", () => {
  const state = (over: Partial<ReplayState>): ReplayState => ({
    recovering: true,
    caughtUp: false,
    lagSeconds: 0.5,
    ...over,
  });
  it.each([
    ["behind by less than the limit", state({ lagSeconds: 0.5 }), "ready"],
    ["behind by more than the limit", state({ lagSeconds: 3 }), "lagging"],
    [
      "an idle primary: old last transaction, nothing to replay",
      state({ caughtUp: true, lagSeconds: 3600 }),
      "ready",
    ],
    ["nothing replayed yet, WAL waiting", state({ lagSeconds: null }), "lagging"],
    ["not a standby", state({ recovering: false, lagSeconds: null }), "ready"],
  ] as const)("%s", (_name, replay, verdict) => {
    expect(replayVerdict(replay, 1000)).toBe(verdict);
  });
});
