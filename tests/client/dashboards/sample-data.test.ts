/** The schema preview's sample figures: made from the definition alone, the same every time. */
import { describe, expect, it } from "vitest";
import { sampleDashboardData } from "../../../src/client/dashboards/sample-data";
import type { DashboardDefinition } from "../../../src/schema/dashboards/dashboard-types";
import { DEFINITION } from "./dashboard-fixtures";

const NOW = new Date("2026-03-10T03:00:00Z");

describe("sampleDashboardData", () => {
  it("is the same on every call, for every widget of the definition", () => {
    const first = sampleDashboardData(DEFINITION, NOW);
    expect(sampleDashboardData(DEFINITION, NOW)).toEqual(first);
    expect(Object.keys(first.widgets)).toEqual(["headcount", "by-project", "odd-chart"]);
    expect(first.period).toEqual({ from: "2026-03-01", to: "2026-03-10" });
  });

  it("groups by the options of the filter on the same key, totals summed", () => {
    const widget = sampleDashboardData(DEFINITION, NOW).widgets["by-project"];
    expect(widget?.rows.map((row) => row.label)).toEqual([
      "Gedung Kantor Sudirman",
      "Jalan Tol Cipali",
    ]);
    const active = widget?.rows.map((row) => row.values.active ?? 0) ?? [];
    expect(widget?.totals.active).toBe(active.reduce((sum, value) => sum + value, 0));
  });

  it("keeps percentages within 0–100 with one decimal, averaged in the totals", () => {
    const totals = sampleDashboardData(DEFINITION, NOW).widgets.headcount?.totals;
    expect(totals?.attendance).toBeGreaterThanOrEqual(0);
    expect(totals?.attendance).toBeLessThanOrEqual(100);
    expect(Number.isInteger((totals?.attendance ?? 0) * 10)).toBe(true);
  });

  it("applies sort and limit, and samples groups the filters do not offer", () => {
    const definition: DashboardDefinition = {
      ...DEFINITION,
      period: "today",
      widgets: [
        {
          id: "top",
          title: { id: "Teratas", en: "Top" },
          source: "leaderboard",
          width: "full",
          group_by: "foreman_id",
          sort: { by: "rate", dir: "desc" },
          limit: 3,
          statistics: { items: [{ id: "rate", label: { id: "Laju", en: "Rate" } }], graph: {} },
        },
      ],
    };
    const data = sampleDashboardData(definition, NOW);
    const rates = data.widgets.top?.rows.map((row) => row.values.rate ?? 0) ?? [];
    expect(rates).toHaveLength(3);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(data.period).toEqual({ from: "2026-03-10", to: "2026-03-10" });
  });
});
