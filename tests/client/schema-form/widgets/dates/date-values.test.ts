/**
 * The pure date logic of the date widgets: Jakarta wall-clock time and instants at the day's
 * edges, ISO 8601 weeks at the year's edges, times, months and years as typed, the choices
 * the lock rules leave, ranges and the filter address they travel in.
 */
import { describe, expect, it } from "vitest";
import { DATE_KINDS } from "../../../../../src/client/schema-form/widgets/dates/date-kinds";
import {
  instantToLocal,
  isoWeek,
  localToInstant,
  lockedDays,
  normalizeTime,
  toYear,
} from "../../../../../src/client/schema-form/widgets/dates/date-values";
import {
  joinRangeFilters,
  splitRangeFilters,
  toRange,
  withEnd,
} from "../../../../../src/client/schema-form/widgets/dates/range-value";

describe("Jakarta time", () => {
  it.each([
    ["2026-01-31T16:59:59Z", "2026-01-31T23:59:59"],
    ["2026-01-31T17:00:00Z", "2026-02-01T00:00:00"],
    ["2026-12-31T17:30:00.000Z", "2027-01-01T00:30:00"],
    ["2026-03-01T00:00:00+07:00", "2026-03-01T00:00:00"],
    ["", ""],
    ["not a date", ""],
    [null, ""],
  ])("shows the instant %s as %s", (instant, local) => {
    expect(instantToLocal(instant)).toBe(local);
  });

  it.each([
    ["2026-02-01T00:00:00", "2026-01-31T17:00:00Z"],
    ["2026-02-01T00:00", "2026-01-31T17:00:00Z"],
    ["2026-01-31T23:59:59", "2026-01-31T16:59:59Z"],
    ["2026-01-31T23:59:59.000", "2026-01-31T16:59:59Z"],
    ["2027-01-01T06:59:59", "2026-12-31T23:59:59Z"],
    ["2026-02-30T10:00", undefined],
    ["2026-02-01", undefined],
    ["", undefined],
  ])("stores the Jakarta time %s as the instant %s", (local, instant) => {
    expect(localToInstant(local)).toBe(instant);
  });

  it("round-trips a moment through the input whatever the day edge", () => {
    for (const instant of ["2026-06-30T16:59:59Z", "2026-06-30T17:00:00Z", "2024-02-29T00:00:00Z"])
      expect(localToInstant(instantToLocal(instant))).toBe(instant);
  });
});

describe("ISO 8601 weeks", () => {
  it.each([
    ["2026-01-01", "2026-W01"],
    ["2021-01-03", "2020-W53"],
    ["2021-01-04", "2021-W01"],
    ["2024-12-30", "2025-W01"],
    ["2027-01-01", "2026-W53"],
    ["2026-06-15", "2026-W25"],
    ["nonsense", ""],
  ])("puts %s in %s", (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });
});

describe("times, months and years as typed", () => {
  it.each([
    ["07:30", "07:30:00"],
    ["07:30:15", "07:30:15"],
    ["23:59:59.500", "23:59:59"],
    ["24:00", ""],
    ["7:30", ""],
    [42, ""],
  ])("reads the time %s as %s", (typed, stored) => {
    expect(normalizeTime(typed)).toBe(stored);
  });

  it.each([
    ["2026-02", "2026-02"],
    ["2026-13", undefined],
    ["2026-2", undefined],
  ])("reads the month %s as %s", (typed, stored) => {
    expect(DATE_KINDS.month.fromInput(typed, "string")).toBe(stored);
  });

  it.each([
    ["2026", true, 2026],
    ["2026", false, "2026"],
    ["202", true, undefined],
    ["20261", false, undefined],
  ] as const)("reads the year %s (numeric column: %s) as %s", (typed, numeric, stored) => {
    expect(toYear(typed, numeric)).toBe(stored);
  });

  it.each([
    ["date", "2026-02-01T00:00:00Z", "2026-02-01"],
    ["week", "2026-W07", "2026-W07"],
    ["week", "2026-W54", ""],
    ["year", 2026, "2026"],
    ["month", "2026-02-01", ""],
  ] as const)("shows a stored %s %s as %s", (kind, value, shown) => {
    expect(DATE_KINDS[kind].toInput(value)).toBe(shown);
  });
});

describe("the lock rules' choices", () => {
  it.each([
    [[], "2026-03-10", {}],
    [["lock-day"], "2026-03-10", { min: "2026-03-10", max: "2026-03-10" }],
    [["lock-periode"], "2026-03-10", { min: "2026-02-26", max: "2026-03-25" }],
    [["lock-periode"], "2026-03-26", { min: "2026-03-26", max: "2026-04-25" }],
    [["lock-periode"], "2026-12-31", { min: "2026-12-26", max: "2027-01-25" }],
  ])("%j on %s leaves %j", (locks, today, limits) => {
    expect(lockedDays(locks, today)).toEqual(limits);
  });

  it.each([
    ["date", { min: "2026-12-26", max: "2027-01-25" }],
    ["datetime", { min: "2026-12-26T00:00:00", max: "2027-01-25T23:59:59" }],
    ["month", { min: "2026-12", max: "2027-01" }],
    ["week", { min: "2026-W52", max: "2027-W04" }],
    ["year", { min: "2026", max: "2027" }],
    ["time", {}],
  ] as const)("cuts the open period to a %s input's steps", (kind, limits) => {
    expect(DATE_KINDS[kind].limits(["lock-periode"], "2026-12-31")).toEqual(limits);
  });

  it("offers the years 1900 to 2100 without a lock", () => {
    expect(DATE_KINDS.year.limits([], "2026-12-31")).toEqual({ min: "1900", max: "2100" });
  });
});

describe("ranges", () => {
  it.each([
    [{ from: "2026-01-01", to: "" }, { from: "2026-01-01" }],
    [["2026-01-01", "2026-02-01"], { from: "2026-01-01", to: "2026-02-01" }],
    [null, {}],
    ["2026-01-01", {}],
  ])("reads %j as %j", (value, range) => {
    expect(toRange(value)).toEqual(range);
  });

  it("drops an emptied end, and the whole value with both", () => {
    expect(withEnd({ from: "2026-01-01" }, "to", "2026-02-01")).toEqual({
      from: "2026-01-01",
      to: "2026-02-01",
    });
    expect(withEnd({ from: "2026-01-01", to: "2026-02-01" }, "from", undefined)).toEqual({
      to: "2026-02-01",
    });
    expect(withEnd({ from: "2026-01-01" }, "from", undefined)).toBeUndefined();
  });

  const ranges = new Set(["join_date"]);

  it.each([
    [
      { join_date: { from: "2025-01-01", to: "2025-03-31" }, status: "1" },
      { join_date_from: "2025-01-01", join_date_to: "2025-03-31", status: "1" },
    ],
    [{ join_date: { to: "2025-03-31" } }, { join_date_to: "2025-03-31" }],
  ])("splits the form's %j into the list filters %j and joins them back", (values, filters) => {
    expect(splitRangeFilters(values, ranges)).toEqual(filters);
    expect(joinRangeFilters(filters, ranges)).toEqual(values);
  });

  it("reads a range from an address that repeats its key", () => {
    expect(joinRangeFilters({ join_date: ["", "2025-03-31"] }, ranges)).toEqual({
      join_date: { to: "2025-03-31" },
    });
  });
});
