/**
 * A widget's figures as a table, the alternative of its chart: one row per shown row, one
 * column per item, formatted as the cards are.
 */
import type { DashboardWidget } from "../../schema/dashboards/dashboard-types";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import { statText } from "./stat-cards";
import type { ShownRow } from "./widget-rows";

export interface TableView {
  /** The header of the first column, naming what the rows are (project, type…). */
  rowHeader: string;
  columns: { id: string; label: string }[];
  rows: { key: string; label: string; cells: string[] }[];
}

export function widgetTable(
  widget: DashboardWidget,
  rows: readonly ShownRow[],
  rowHeader: string,
  locale: SchemaLocale,
): TableView {
  const { items } = widget.statistics;
  return {
    rowHeader,
    columns: items.map((item) => ({ id: item.id, label: pickText(item.label, locale) })),
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      cells: items.map((item) => statText(item, row.values[item.id], locale)),
    })),
  };
}
