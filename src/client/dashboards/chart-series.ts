/**
 * What a widget's chart draws, before any chart library sees it: the kind its graph names
 * (`bar` by default, admin-area §9), the category labels and one series per item. A type the
 * client cannot draw is `unknown` (the widget says so and shows its table); no graph at all
 * is `none` (cards only).
 */

import type {
  DashboardWidget,
  StatisticGraph,
  StatisticItem,
} from "../../schema/dashboards/dashboard-types";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { ShownRow } from "./widget-rows";

export const GRAPH_KINDS = ["bar", "line", "pie", "doughnut"] as const;
export type GraphKind = (typeof GRAPH_KINDS)[number];

export function graphKind(graph: StatisticGraph | undefined): GraphKind | "unknown" | "none" {
  if (!graph) return "none";
  const type = graph.type ?? "bar";
  return (GRAPH_KINDS as readonly string[]).includes(type) ? (type as GraphKind) : "unknown";
}

export interface ChartDataset {
  id: string;
  label: string;
  values: (number | null)[];
  color?: string;
  item: StatisticItem;
}

export interface ChartSeries {
  kind: GraphKind;
  /** Bars along the vertical axis; only bars turn. */
  horizontal: boolean;
  labels: string[];
  datasets: ChartDataset[];
}

/** The chart of a widget with a graph the client can draw; null otherwise. */
export function chartSeries(
  widget: DashboardWidget,
  rows: readonly ShownRow[],
  locale: SchemaLocale,
): ChartSeries | null {
  const { graph, items } = widget.statistics;
  const kind = graphKind(graph);
  if (kind === "none" || kind === "unknown") return null;
  return {
    kind,
    horizontal: kind === "bar" && graph?.horizontal === true,
    labels: rows.map((row) => row.label),
    datasets: items.map((item) => ({
      id: item.id,
      label: pickText(item.label, locale),
      values: rows.map((row) => row.values[item.id] ?? null),
      ...(item.color ? { color: item.color } : {}),
      item,
    })),
  };
}
