/**
 * The repository's dashboards: every file of schemas/dashboards/ keeps to
 * schemas/dashboard.schema.json and asks only what the cubes answer, and every router line
 * naming a dashboard names one of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkDashboard } from "../../../src/schema/dashboards/check-dashboard";
import type { DashboardOverlay } from "../../../src/schema/dashboards/dashboard-types";
import type { ModulesFile } from "../../../src/schema/modules";
import { CUBE_CATALOG } from "../../../src/server/dashboards/cubes";
import { metaSchemaCheck } from "../../../src/server/schemas/meta-schema";

const files = readdirSync("schemas/dashboards").filter((name) => name.endsWith(".json"));
const checkShape = metaSchemaCheck("schemas/dashboard.schema.json");

describe("schemas/dashboards/*.json", () => {
  it("holds the four dashboards of the router", () => {
    const router = JSON.parse(readFileSync("schemas/modules.json", "utf8")) as ModulesFile;
    const named = router.modules.flatMap((module) =>
      module.routes.flatMap((route) => (route.dashboard ? [`${route.dashboard}.json`] : [])),
    );
    expect(named.sort()).toEqual([
      "dashboard-akuisisi.json",
      "dashboard-leaderboard.json",
      "dashboard-monitoring-presence.json",
      "dashboard-summary.json",
    ]);
    expect(files.sort()).toEqual(named);
  });

  it.each(files)("%s keeps to the meta-schema and the cubes", (file) => {
    const overlay = JSON.parse(
      readFileSync(`schemas/dashboards/${file}`, "utf8"),
    ) as DashboardOverlay;
    expect(checkShape(file, overlay)).toEqual([]);
    expect(checkDashboard(file, overlay, CUBE_CATALOG)).toEqual([]);
    expect(overlay.$schema).toBe("../dashboard.schema.json");
  });

  it("refuses what a steward may get wrong, with a pointer", () => {
    const problems = checkShape("x.json", {
      title: { id: "Dasbor" },
      filters: ["site_id"],
      widgets: [{ id: "A B", title: { id: "a", en: "a" }, source: "manpower", statistics: {} }],
    });
    expect(problems.map((problem) => [problem.pointer, problem.reason])).toEqual([
      ["/title", 'missing "en"'],
      [
        "/filters/0",
        'must be one of "territory_id", "department_id", "project_id", "period", "manpower_type_id"',
      ],
      ["/widgets/0/id", 'must match pattern "^[a-z0-9][a-z0-9-]*$"'],
      ["/widgets/0/statistics", 'missing "items"'],
    ]);
  });
});
