/**
 * A dashboard's figures for one caller: every widget's query (or the one asked for) run on the
 * summaries with the caller's scope and filters, shaped as the contract's rows and totals.
 */

import type { DashboardQuery } from "../../schema/dashboards/dashboard-query";
import type {
  DashboardOverlay,
  DashboardWidget,
  WidgetFigures,
  WidgetRow,
} from "../../schema/dashboards/dashboard-types";
import { workingDays } from "../../schema/dashboards/working-days";
import type { LocalText } from "../../schema/local-text";
import type { DayRange } from "../../schema/rollup/rollup-range";
import type { RowScope, RowScoper } from "../crud/row-scope";
import type { Db } from "../db/connect";
import { CUBES } from "./cubes";
import type { Cube, DimensionLabel } from "./cubes/cube-types";
import { dashboardQuery } from "./query/dashboard-query";
import type { FigureRow, QueryScope, WidgetAsk } from "./query/widget-ask";

export interface FiguresRequest {
  db: Db;
  scoper: RowScoper;
  scope: RowScope | null;
  query: DashboardQuery;
  today: string;
}

function labelOf(label: DimensionLabel | undefined, row: FigureRow): LocalText | string {
  const key = row.key ?? "";
  if (!label || "time" in label) return key;
  if ("values" in label) return label.values[key] ?? key;
  if (key === "") return label.none ?? key;
  return row.label ?? key;
}

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

function figuresOf(widget: DashboardWidget, cube: Cube, rows: FigureRow[]): WidgetFigures {
  const items = widget.statistics.items.map((item) => item.id);
  const values = (row: FigureRow | undefined) =>
    Object.fromEntries(items.map((id, index) => [id, row ? numberOrNull(row[`m${index}`]) : null]));
  const label = widget.group_by ? cube.dimensions[widget.group_by]?.label : undefined;
  const grouped: WidgetRow[] = rows
    .filter((row) => Number(row.g) === 0)
    .map((row) => ({ key: row.key ?? "", label: labelOf(label, row), values: values(row) }));
  return { rows: grouped, totals: values(rows.find((row) => Number(row.g) === 1)) };
}

function cubeOf(widget: DashboardWidget): Cube {
  const cube = CUBES.get(widget.source);
  // The store serves only overlays whose sources were checked against this registry.
  if (!cube) throw new Error(`no cube ${widget.source}`);
  return cube;
}

export async function dashboardFigures(
  overlay: DashboardOverlay,
  { db, scoper, scope, query, today }: FiguresRequest,
): Promise<{ period: DayRange; widgets: Record<string, WidgetFigures> }> {
  const { period } = query;
  const queryScope: QueryScope = {
    today,
    period,
    workdays: workingDays(period.from, period.to, today),
    ids: query.ids,
    projectScope: (alias) => scoper.condition("projects", alias, scope),
  };
  const widgets = overlay.widgets.filter((widget) => !query.widget || widget.id === query.widget);
  const asks: WidgetAsk[] = widgets.map((widget) => ({
    cube: cubeOf(widget),
    items: widget.statistics.items.map((item) => item.id),
    ...(widget.group_by ? { groupBy: widget.group_by } : {}),
    ...(widget.sort ? { sort: widget.sort } : {}),
    ...(widget.limit ? { limit: widget.limit } : {}),
  }));
  const { rows } = await dashboardQuery(asks, queryScope).execute(db);
  return {
    period,
    widgets: Object.fromEntries(
      widgets.map((widget, index) => [
        widget.id,
        figuresOf(
          widget,
          cubeOf(widget),
          rows.filter((row) => Number(row.w) === index),
        ),
      ]),
    ),
  };
}
