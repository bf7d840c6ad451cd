/** Whether a period's figures wait for the working day to begin. */
import { describe, expect, it } from "vitest";
import { pendingWorkStart } from "../../../src/schema/dashboards/work-start";

describe("pendingWorkStart", () => {
  it.each([
    ["Wed 05:00 Jakarta", "2026-11-25", "2026-11-25", "2026-11-24T22:00:00Z", "08:00"],
    ["a minute before the start", "2026-11-25", "2026-11-25", "2026-11-25T00:59:00Z", "08:00"],
    ["at the start", "2026-11-25", "2026-11-25", "2026-11-25T01:00:00Z", undefined],
    ["the afternoon", "2026-11-25", "2026-11-25", "2026-11-25T08:00:00Z", undefined],
    ["a month that ends today, early", "2026-11-01", "2026-11-25", "2026-11-24T23:30:00Z", "08:00"],
    ["ended yesterday", "2026-11-24", "2026-11-24", "2026-11-24T22:00:00Z", undefined],
    ["a Sunday (no work)", "2026-11-29", "2026-11-29", "2026-11-28T22:00:00Z", undefined],
    ["Sat 05:00, Fri UTC", "2026-11-28", "2026-11-28", "2026-11-27T22:00:00Z", "08:00"],
  ])("%s", (_, from, to, now, expected) => {
    expect(pendingWorkStart({ from, to }, new Date(now), "08:00")).toBe(expected);
  });

  it("follows the configured start", () => {
    const period = { from: "2026-11-25", to: "2026-11-25" };
    expect(pendingWorkStart(period, new Date("2026-11-24T23:30:00Z"), "06:00")).toBeUndefined();
    expect(pendingWorkStart(period, new Date("2026-11-24T23:30:00Z"), "07:00")).toBe("07:00");
  });
});
