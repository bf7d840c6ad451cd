/** Which days a rollup list totals and which rollup table it reads them from. */
import { describe, expect, it } from "vitest";
import { monthOf, rangeOrDefault, rollupSource } from "../../src/schema/rollup/rollup-range";

describe("the range a rollup list totals", () => {
  it.each([
    ["nothing asked: the Jakarta month", {}, "2026-11-20T03:00:00Z", "2026-11-01", "2026-11-30"],
    ["already December in Jakarta", {}, "2026-11-30T17:30:00Z", "2026-12-01", "2026-12-31"],
    ["still November in Jakarta", {}, "2026-11-30T16:59:00Z", "2026-11-01", "2026-11-30"],
    ["a leap February", {}, "2028-02-10T00:00:00Z", "2028-02-01", "2028-02-29"],
    [
      "from alone: to its month's end",
      { from: "2026-03-10" },
      "2026-11-20T00:00:00Z",
      "2026-03-10",
      "2026-03-31",
    ],
    [
      "to alone: from its month's start",
      { to: "2026-03-10" },
      "2026-11-20T00:00:00Z",
      "2026-03-01",
      "2026-03-10",
    ],
    [
      "both asked",
      { from: "2026-01-05", to: "2026-02-07" },
      "2026-11-20T00:00:00Z",
      "2026-01-05",
      "2026-02-07",
    ],
  ])("%s", (_, asked, now, from, to) => {
    expect(rangeOrDefault(asked, new Date(now))).toEqual({ from, to });
  });
});

describe("where a range is read", () => {
  it.each([
    [
      "one whole month",
      "2026-11-01",
      "2026-11-30",
      { grain: "month", from: "2026-11-01", to: "2026-11-01" },
    ],
    [
      "whole months",
      "2026-10-01",
      "2026-12-31",
      { grain: "month", from: "2026-10-01", to: "2026-12-01" },
    ],
    [
      "February of a leap year",
      "2028-02-01",
      "2028-02-29",
      { grain: "month", from: "2028-02-01", to: "2028-02-01" },
    ],
    [
      "February short of its end",
      "2028-02-01",
      "2028-02-28",
      { grain: "day", from: "2028-02-01", to: "2028-02-28" },
    ],
    [
      "not from a first",
      "2026-11-02",
      "2026-11-30",
      { grain: "day", from: "2026-11-02", to: "2026-11-30" },
    ],
    [
      "a few days",
      "2026-11-04",
      "2026-11-10",
      { grain: "day", from: "2026-11-04", to: "2026-11-10" },
    ],
    [
      "reversed",
      "2026-12-01",
      "2026-11-30",
      { grain: "day", from: "2026-12-01", to: "2026-11-30" },
    ],
  ])("%s", (_, from, to, source) => {
    expect(rollupSource({ from, to })).toEqual(source);
  });

  it.each([
    ["2026-02-14", "2026-02-01", "2026-02-28"],
    ["2024-02-01", "2024-02-01", "2024-02-29"],
    ["2026-12-31", "2026-12-01", "2026-12-31"],
  ])("the month of %s is %s to %s", (day, from, to) => {
    expect(monthOf(day)).toEqual({ from, to });
  });
});
