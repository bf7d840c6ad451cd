/** A dashboard overlay checked against the cubes' description: every finding with its pointer. */
import { describe, expect, it } from "vitest";
import { checkDashboard } from "../../../src/schema/dashboards/check-dashboard";
import type { CubeCatalog } from "../../../src/schema/dashboards/cube-description";
import type {
  DashboardOverlay,
  DashboardWidget,
} from "../../../src/schema/dashboards/dashboard-types";

const CUBES: CubeCatalog = new Map([
  [
    "manpower",
    {
      name: "manpower",
      dimensions: ["project_id", "manpower_type_id"],
      measures: ["active", "non_active"],
      filters: ["project_id"],
    },
  ],
]);

const widget = (changes: Partial<DashboardWidget>): DashboardWidget => ({
  id: "by-type",
  title: { id: "Per Tipe", en: "By Type" },
  source: "manpower",
  group_by: "manpower_type_id",
  statistics: { items: [{ id: "active", label: { id: "Aktif", en: "Active" } }] },
  ...changes,
});

const overlay = (...widgets: DashboardWidget[]): DashboardOverlay => ({
  title: { id: "Dasbor", en: "Dashboard" },
  filters: ["project_id"],
  widgets,
});

const found = (value: DashboardOverlay) =>
  checkDashboard("d.json", value, CUBES).map((p) => [p.severity, p.pointer, p.reason]);

describe("checkDashboard", () => {
  it("accepts what the cubes answer", () => {
    expect(found(overlay(widget({}), widget({ id: "cards", group_by: undefined })))).toEqual([]);
  });

  it.each([
    [
      "an unknown source",
      widget({ source: "people" }),
      ["error", "/widgets/0/source", 'unknown source "people" (sources: "manpower")'],
    ],
    [
      "a grouping the cube has not",
      widget({ group_by: "day" }),
      [
        "error",
        "/widgets/0/group_by",
        'source "manpower" cannot group by "day" (dimensions: "project_id", "manpower_type_id")',
      ],
    ],
    [
      "a measure the cube has not",
      widget({ statistics: { items: [{ id: "late", label: { id: "T", en: "L" } }] } }),
      [
        "error",
        "/widgets/0/statistics/items/0/id",
        'source "manpower" has no measure "late" (measures: "active", "non_active")',
      ],
    ],
    [
      "a sort by something not shown",
      widget({ sort: { by: "non_active" } }),
      ["error", "/widgets/0/sort/by", 'sort.by "non_active" is not one of the widget\'s items'],
    ],
    [
      "an unknown transform (a warning: the raw number shows)",
      widget({
        statistics: { items: [{ id: "active", label: { id: "A", en: "A" }, transform: "euro" }] },
      }),
      [
        "warning",
        "/widgets/0/statistics/items/0/transform",
        'unknown transform "euro": the raw number is shown',
      ],
    ],
  ])("finds %s", (_, bad, problem) => {
    expect(found(overlay(bad))).toEqual([problem]);
  });

  it("finds a widget id used twice", () => {
    expect(found(overlay(widget({}), widget({})))).toEqual([
      ["error", "/widgets/1/id", 'widget id "by-type" is used twice'],
    ]);
  });
});
