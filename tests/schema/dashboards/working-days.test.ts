/** Working days (Monday to Saturday) of a period, never past today. */
import { describe, expect, it } from "vitest";
import { workingDays } from "../../../src/schema/dashboards/working-days";

describe("workingDays", () => {
  it.each([
    ["a Monday alone", "2026-11-23", "2026-11-23", "2026-11-30", 1],
    ["a Sunday alone", "2026-11-22", "2026-11-22", "2026-11-30", 0],
    ["a whole week, Monday to Sunday", "2026-11-16", "2026-11-22", "2026-11-30", 6],
    ["Sunday to Sunday", "2026-11-15", "2026-11-22", "2026-11-30", 6],
    ["November 2026 (5 Sundays)", "2026-11-01", "2026-11-30", "2026-12-15", 25],
    ["February 2026", "2026-02-01", "2026-02-28", "2026-12-15", 24],
    ["a month cut at today (Thursday the 26th)", "2026-11-01", "2026-11-30", "2026-11-26", 22],
    ["a future period", "2026-12-01", "2026-12-31", "2026-11-26", 0],
    ["to before from", "2026-11-10", "2026-11-09", "2026-11-30", 0],
    ["across a year end", "2026-12-28", "2027-01-03", "2027-02-01", 6],
  ])("%s", (_, from, to, today, expected) => {
    expect(workingDays(from, to, today)).toBe(expected);
  });
});
