/**
 * The rows a widget shows, one source for its chart, its table and its CSV: the server's rows
 * in the order the graph's `categories` fix (and only those), or, for a widget without
 * `group_by`, one row of its totals.
 */

import type {
  DashboardData,
  DashboardFilter,
  DashboardWidget,
  WidgetFigures,
} from "../../schema/dashboards/dashboard-types";
import { type LocalText, pickText, type SchemaLocale } from "../../schema/local-text";

export interface ShownRow {
  key: string;
  label: string;
  values: Record<string, number | null>;
}

/** A server label in the reader's language. */
export function labelText(label: LocalText | string, locale: SchemaLocale): string {
  return typeof label === "string" ? label : pickText(label, locale);
}

export function widgetRows(
  widget: DashboardWidget,
  data: WidgetFigures | undefined,
  locale: SchemaLocale,
): ShownRow[] {
  if (!data) return [];
  if (!widget.group_by) {
    return [{ key: "total", label: pickText(widget.title, locale), values: data.totals }];
  }
  const rows = data.rows.map((row) => ({
    key: row.key,
    label: labelText(row.label, locale),
    values: row.values,
  }));
  const categories = widget.statistics.graph?.categories;
  if (!categories) return rows;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return categories.flatMap((key) => byKey.get(key) ?? []);
}

/** Whether a widget has nothing to show: no group at all, or no total at all. */
export function isEmptyWidget(widget: DashboardWidget, rows: readonly ShownRow[]): boolean {
  if (widget.group_by) return rows.length === 0;
  return widget.statistics.items.every((item) => rows[0]?.values[item.id] == null);
}

/** What a widget's rows are: the label of the filter on the same key ("Proyek"), else `fallback`. */
export function rowHeaderOf(
  widget: DashboardWidget,
  filters: readonly DashboardFilter[],
  locale: SchemaLocale,
  fallback: string,
): string {
  const filter = filters.find((candidate) => candidate.key === widget.group_by);
  return filter ? labelText(filter.label, locale) : fallback;
}

/** A widget the answer left out has no figures, rather than a skeleton forever. */
const NO_FIGURES: WidgetFigures = { rows: [], totals: {} };

/** A widget's figures in a dashboard answer; undefined while the answer has not come. */
export function widgetData(data: DashboardData | undefined, widgetId: string) {
  return data ? (data.widgets[widgetId] ?? NO_FIGURES) : undefined;
}
