/**
 * Figures for the schema preview, made from a definition alone so a steward sees the layout
 * before any data exists: the same numbers on every render (a fixed formula of row and item
 * positions), the groups a select filter of the same key offers (or the graph's categories,
 * or five sample groups), each widget's `sort` and `limit` applied.
 */

import type {
  DashboardData,
  DashboardDefinition,
  DashboardFilter,
  DashboardWidget,
  StatisticItem,
  WidgetFigures,
  WidgetRow,
} from "../../schema/dashboards/dashboard-types";
import { businessToday } from "../../schema/validation/periods";

const SAMPLE_GROUPS = 5;

const isPercent = (item: StatisticItem) => item.transform === "percent";

/** Row `row`'s figure of item `item`: 10–99, or a percentage with one decimal. */
function sampleValue(item: StatisticItem, row: number, column: number): number {
  if (isPercent(item)) return (((row + 1) * 137 + (column + 1) * 71) % 1000) / 10;
  return 10 + (((row + 1) * 37 + (column + 1) * 23) % 90);
}

type Group = { code: string; label: WidgetRow["label"] };

function sampleGroups(widget: DashboardWidget, options: DashboardFilter["options"]): Group[] {
  const categories = widget.statistics.graph?.categories;
  if (categories) return categories.map((key) => ({ code: key, label: key }));
  if (options?.length) return options.slice(0, 8);
  return Array.from({ length: SAMPLE_GROUPS }, (_, index) => ({
    code: `sample-${index + 1}`,
    label: { id: `Contoh ${index + 1}`, en: `Sample ${index + 1}` },
  }));
}

function sorted(widget: DashboardWidget, rows: WidgetRow[]): WidgetRow[] {
  const { sort, limit } = widget;
  const ordered = sort
    ? [...rows].sort((a, b) => {
        const difference = (a.values[sort.by] ?? 0) - (b.values[sort.by] ?? 0);
        return sort.dir === "asc" ? difference : -difference;
      })
    : rows;
  return limit ? ordered.slice(0, limit) : ordered;
}

/** Sums, except percentages, which average (one decimal). */
function totalsOf(items: readonly StatisticItem[], rows: readonly WidgetRow[]) {
  return Object.fromEntries(
    items.map((item, column) => {
      if (rows.length === 0) return [item.id, sampleValue(item, 0, column)];
      const sum = rows.reduce((total, row) => total + (row.values[item.id] ?? 0), 0);
      return [item.id, isPercent(item) ? Math.round((sum / rows.length) * 10) / 10 : sum];
    }),
  );
}

function sampleWidget(widget: DashboardWidget, definition: DashboardDefinition): WidgetFigures {
  const { items } = widget.statistics;
  if (!widget.group_by) return { rows: [], totals: totalsOf(items, []) };
  const options = definition.filters.find((filter) => filter.key === widget.group_by)?.options;
  const rows = sampleGroups(widget, options).map((group, row) => ({
    key: group.code,
    label: group.label,
    values: Object.fromEntries(
      items.map((item, column) => [item.id, sampleValue(item, row, column)]),
    ),
  }));
  const shown = sorted(widget, rows);
  return { rows: shown, totals: totalsOf(items, shown) };
}

export function sampleDashboardData(
  definition: DashboardDefinition,
  now: Date = new Date(),
): DashboardData {
  const today = businessToday(now);
  return {
    at: now.toISOString(),
    period: { from: definition.period === "today" ? today : `${today.slice(0, 8)}01`, to: today },
    widgets: Object.fromEntries(
      definition.widgets.map((widget) => [widget.id, sampleWidget(widget, definition)]),
    ),
  };
}
