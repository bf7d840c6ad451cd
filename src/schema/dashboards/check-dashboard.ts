/**
 * Checks a dashboard overlay (whose shape the meta-schema has already vouched for) against the
 * cubes the server offers: every widget's source, grouping, items and sort must be something
 * a cube can answer. Each finding points into the file, like the screen overlays' checks.
 */
import { isTransformName } from "../adapter/transforms";
import { type Problem, pointerOf } from "../overlay/problem";
import type { CubeCatalog, CubeDescription } from "./cube-description";
import type { DashboardOverlay, DashboardWidget } from "./dashboard-types";

const listed = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

/** Problems of `overlay` (file `file`); errors keep the last good version serving. */
export function checkDashboard(
  file: string,
  overlay: DashboardOverlay,
  cubes: CubeCatalog,
): Problem[] {
  const problems: Problem[] = [];
  const report = (severity: Problem["severity"], reason: string, ...steps: (string | number)[]) =>
    problems.push({ file, pointer: pointerOf(...steps), reason, severity });
  const seen = new Set<string>();
  overlay.widgets.forEach((widget, index) => {
    if (seen.has(widget.id))
      report("error", `widget id "${widget.id}" is used twice`, "widgets", index, "id");
    seen.add(widget.id);
    const cube = cubes.get(widget.source);
    if (!cube) {
      const known = listed([...cubes.keys()].sort());
      report(
        "error",
        `unknown source "${widget.source}" (sources: ${known})`,
        "widgets",
        index,
        "source",
      );
      return;
    }
    for (const [reason, steps] of widgetProblems(widget, cube)) {
      report("error", reason, "widgets", index, ...steps);
    }
    widget.statistics.items.forEach((item, itemIndex) => {
      if (item.transform !== undefined && !isTransformName(item.transform)) {
        const reason = `unknown transform "${item.transform}": the raw number is shown`;
        report("warning", reason, "widgets", index, "statistics", "items", itemIndex, "transform");
      }
    });
  });
  return problems;
}

/** What `widget` asks of `cube` that the cube cannot answer: [reason, pointer steps]. */
function widgetProblems(
  widget: DashboardWidget,
  cube: CubeDescription,
): [string, (string | number)[]][] {
  const found: [string, (string | number)[]][] = [];
  if (widget.group_by !== undefined && !cube.dimensions.includes(widget.group_by)) {
    found.push([
      `source "${cube.name}" cannot group by "${widget.group_by}" (dimensions: ${listed(cube.dimensions)})`,
      ["group_by"],
    ]);
  }
  const items = new Set<string>();
  widget.statistics.items.forEach((item, index) => {
    if (items.has(item.id))
      found.push([`item "${item.id}" is listed twice`, ["statistics", "items", index, "id"]]);
    items.add(item.id);
    if (!cube.measures.includes(item.id)) {
      found.push([
        `source "${cube.name}" has no measure "${item.id}" (measures: ${listed(cube.measures)})`,
        ["statistics", "items", index, "id"],
      ]);
    }
  });
  if (widget.sort && !items.has(widget.sort.by)) {
    found.push([`sort.by "${widget.sort.by}" is not one of the widget's items`, ["sort", "by"]]);
  }
  return found;
}
