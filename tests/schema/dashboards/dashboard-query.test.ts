/** Reading a dashboard's address query: offered filters checked, the period and its default. */
import { describe, expect, it } from "vitest";
import { readDashboardQuery } from "../../../src/schema/dashboards/dashboard-query";
import type { DashboardOverlay } from "../../../src/schema/dashboards/dashboard-types";

const dashboard = (
  filters: DashboardOverlay["filters"],
  period?: DashboardOverlay["period"],
): Pick<DashboardOverlay, "filters" | "period" | "widgets"> => ({
  filters,
  ...(period ? { period } : {}),
  widgets: [
    { id: "cards", title: { id: "K", en: "C" }, source: "manpower", statistics: { items: [] } },
  ],
});
const ALL = dashboard([
  "territory_id",
  "department_id",
  "project_id",
  "period",
  "manpower_type_id",
]);
/** 2026-11-26, 10:00 in Jakarta. */
const now = new Date("2026-11-26T03:00:00Z");

describe("readDashboardQuery", () => {
  it.each([
    [
      "nothing asked: this Jakarta month",
      ALL,
      {},
      { ids: {}, period: { from: "2026-11-01", to: "2026-11-30" } },
    ],
    [
      "a dashboard of today",
      dashboard(["period"], "today"),
      {},
      { ids: {}, period: { from: "2026-11-26", to: "2026-11-26" } },
    ],
    [
      "ids and a period",
      ALL,
      { project_id: "3", territory_id: "1", period_from: "2026-10-05", period_to: "2026-10-09" },
      { ids: { project_id: 3, territory_id: 1 }, period: { from: "2026-10-05", to: "2026-10-09" } },
    ],
    [
      "one end alone reaches its month's end",
      ALL,
      { period_from: "2026-10-05" },
      { ids: {}, period: { from: "2026-10-05", to: "2026-10-31" } },
    ],
    [
      "filters not offered are ignored, malformed or not",
      dashboard(["project_id"]),
      { project_id: "7", territory_id: "x", period_from: "nope" },
      { ids: { project_id: 7 }, period: { from: "2026-11-01", to: "2026-11-30" } },
    ],
    [
      "empty values are no filter",
      ALL,
      { project_id: "", period_to: "" },
      { ids: {}, period: { from: "2026-11-01", to: "2026-11-30" } },
    ],
    [
      "one widget",
      ALL,
      { widget: "cards" },
      { ids: {}, period: { from: "2026-11-01", to: "2026-11-30" }, widget: "cards" },
    ],
  ])("%s", (_, overlay, raw, query) => {
    expect(readDashboardQuery(raw, overlay, now)).toEqual({ ok: true, query });
  });

  it.each([
    ["an id that is not a whole number", { project_id: "3.5" }, "project_id", "id"],
    ["a negative id", { department_id: "-2" }, "department_id", "id"],
    ["an id given twice", { project_id: ["1", "2"] }, "project_id", "id"],
    ["a date that does not exist", { period_from: "2026-02-30" }, "period_from", "date"],
    ["a date in another format", { period_to: "26/11/2026" }, "period_to", "date"],
    [
      "an end before the start",
      { period_from: "2026-11-10", period_to: "2026-11-09" },
      "period_to",
      "order",
    ],
    [
      "more than two years",
      { period_from: "2024-01-01", period_to: "2026-01-02" },
      "period_to",
      "span",
    ],
    ["a widget the dashboard has not", { widget: "nope" }, "widget", "widget"],
  ])("refuses %s, naming it", (_, raw, field, problem) => {
    expect(readDashboardQuery(raw, ALL, now)).toEqual({ ok: false, field, problem });
  });
});
