import { describe, expect, it } from "vitest";
import { monthSlices } from "../../../src/server/dashboards/query/month-slices";

describe("monthSlices", () => {
  it.each([
    ["one day", "2026-11-26", "2026-11-26", [["2026-11-01", 26, 26, false]]],
    ["a week inside a month", "2026-11-20", "2026-11-26", [["2026-11-01", 20, 26, false]]],
    ["a whole month", "2026-11-01", "2026-11-30", [["2026-11-01", 1, 30, true]]],
    [
      "a week across a month's turn",
      "2026-10-28",
      "2026-11-03",
      [
        ["2026-10-01", 28, 31, false],
        ["2026-11-01", 1, 3, false],
      ],
    ],
    [
      "a whole month between two parts",
      "2026-01-31",
      "2026-03-01",
      [
        ["2026-01-01", 31, 31, false],
        ["2026-02-01", 1, 28, true],
        ["2026-03-01", 1, 1, false],
      ],
    ],
    [
      "a leap February across a year's turn",
      "2027-12-15",
      "2028-02-29",
      [
        ["2027-12-01", 15, 31, false],
        ["2028-01-01", 1, 31, true],
        ["2028-02-01", 1, 29, true],
      ],
    ],
  ])("%s", (_, from, to, expected) => {
    expect(monthSlices({ from, to })).toEqual(
      expected.map(([month, first, last, whole]) => ({ month, first, last, whole })),
    );
  });
});
