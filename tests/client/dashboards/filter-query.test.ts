/** The dashboard filters in the address: read, written back, reset, and the data call's query. */
import { describe, expect, it } from "vitest";
import {
  filterSearch,
  hasFilters,
  readFilters,
  withFilters,
  withoutFilters,
} from "../../../src/client/dashboards/filter-query";

describe("readFilters", () => {
  it.each<[string, Record<string, string>]>([
    ["", {}],
    ["project_id=3", { project_id: "3" }],
    ["project_id=3&view=list&foo=1", { project_id: "3" }],
    [
      "period_from=2026-03-01&period_to=2026-03-10",
      { period_from: "2026-03-01", period_to: "2026-03-10" },
    ],
    [
      "period_from=2026-03-10&period_to=2026-03-01",
      { period_from: "2026-03-01", period_to: "2026-03-10" },
    ],
    ["period_from=10-03-2026", {}],
    ["project_id=3%20OR%201", {}],
    ["project_id=", {}],
    [
      "territory_id=7&department_id=1&manpower_type_id=2",
      { territory_id: "7", department_id: "1", manpower_type_id: "2" },
    ],
  ])("%j reads as %j", (search, expected) => {
    expect(readFilters(search)).toEqual(expected);
  });
});

describe("filterSearch", () => {
  it("writes the filters in one order, so equal filters are one cache key", () => {
    expect(
      filterSearch({ period_to: "2026-03-10", project_id: "3", period_from: "2026-03-01" }),
    ).toBe("project_id=3&period_from=2026-03-01&period_to=2026-03-10");
    expect(filterSearch({})).toBe("");
  });
});

describe("withFilters and withoutFilters", () => {
  it.each<[string, Record<string, string>, string]>([
    ["", { project_id: "3" }, "project_id=3"],
    ["project_id=3", { project_id: "2" }, "project_id=2"],
    ["project_id=3&territory_id=1", { project_id: "" }, "territory_id=1"],
    [
      "x=1",
      { period_from: "2026-03-01", period_to: "2026-03-02" },
      "x=1&period_from=2026-03-01&period_to=2026-03-02",
    ],
  ])("%j with %j is %j", (search, changes, expected) => {
    expect(withFilters(search, changes)).toBe(expected);
  });

  it("resets every filter and keeps the rest of the query", () => {
    expect(withoutFilters("project_id=3&x=1&period_from=2026-03-01")).toBe("x=1");
    expect(hasFilters("x=1")).toBe(false);
    expect(hasFilters("project_id=3")).toBe(true);
  });
});
