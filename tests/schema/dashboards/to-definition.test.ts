/** A dashboard overlay as the client receives it: defaults filled, filters labelled. */
import { describe, expect, it } from "vitest";
import { toDefinition } from "../../../src/schema/dashboards/to-definition";

describe("toDefinition", () => {
  it("fills the defaults and gives each select its choices", () => {
    const definition = toDefinition(
      "dashboard-x",
      {
        title: { id: "Dasbor", en: "Dashboard" },
        filters: ["project_id", "period"],
        widgets: [
          {
            id: "cards",
            title: { id: "Kartu", en: "Cards" },
            source: "manpower",
            statistics: { items: [{ id: "active", label: { id: "Aktif", en: "Active" } }] },
          },
        ],
      },
      "v1",
      new Map([["project_id", [{ code: "3", label: "Proyek Tiga" }]]]),
    );
    expect(definition).toMatchObject({
      id: "dashboard-x",
      live: false,
      period: "month",
      version: "v1",
      filters: [
        {
          key: "project_id",
          label: { id: "Proyek", en: "Project" },
          kind: "select",
          options: [{ code: "3", label: "Proyek Tiga" }],
        },
        { key: "period", label: { id: "Periode", en: "Period" }, kind: "period" },
      ],
      widgets: [{ id: "cards", width: "half" }],
    });
    expect(definition.filters[1]).not.toHaveProperty("options");
  });
});
