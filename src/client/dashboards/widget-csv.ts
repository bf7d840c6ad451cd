/**
 * A widget's figures as CSV, rows × items: plain numbers (no `="…"` markers, no thousands
 * separators) a spreadsheet reads as numbers, CRLF lines, a label that would run as a formula
 * kept as text. Loaded when a CSV is asked for, so papaparse stays out of the dashboard's
 * first scripts.
 */
import Papa from "papaparse";
import type { DashboardWidget } from "../../schema/dashboards/dashboard-types";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { ShownRow } from "./widget-rows";

export function widgetCsv(
  widget: DashboardWidget,
  rows: readonly ShownRow[],
  rowHeader: string,
  locale: SchemaLocale,
): string {
  const { items } = widget.statistics;
  return Papa.unparse(
    {
      fields: [rowHeader, ...items.map((item) => pickText(item.label, locale))],
      data: rows.map((row) => [row.label, ...items.map((item) => row.values[item.id] ?? null)]),
    },
    { escapeFormulae: true },
  );
}
