/**
 * The shape of a dashboard overlay, `schemas/dashboards/<id>.json`, and of the two answers the
 * server gives about it (its definition and its figures). `schemas/dashboard.schema.json` is
 * the same contract as a JSON Schema; the widget's `statistics` follow the statistics config of
 * admin-area §3 (items and graph), so a steward adds a card or a chart without code.
 */
import type { LocalText } from "../local-text";
import type { StatisticItem } from "../overlay/overlay-types";

/** The filters a dashboard may offer, in the order the filter bar shows them. */
export const FILTER_KEYS = [
  "territory_id",
  "department_id",
  "project_id",
  "period",
  "manpower_type_id",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters that pick one row of a table by its id. */
export type IdFilterKey = Exclude<FilterKey, "period">;

/** The range a dashboard shows until the reader picks one. */
export const PERIOD_DEFAULTS = ["month", "today"] as const;
export type PeriodDefault = (typeof PERIOD_DEFAULTS)[number];

export const WIDGET_WIDTHS = ["third", "half", "full"] as const;
export type WidgetWidth = (typeof WIDGET_WIDTHS)[number];

/** One figure of a widget (a card, a series of the chart, a column of the table); its id is a measure of the widget's cube. */
export type { StatisticItem };

export interface StatisticGraph {
  /** `bar` when left out; a type the client cannot draw shows "No visualization". */
  type?: string;
  horizontal?: boolean;
  /** A fixed order (and subset) of the group keys. */
  categories?: string[];
}

export interface DashboardWidget {
  id: string;
  title: LocalText;
  /** The server-side cube the figures come from. */
  source: string;
  /** One of the cube's dimensions; left out, the widget is one row of totals (cards). */
  group_by?: string;
  statistics: { items: StatisticItem[]; graph?: StatisticGraph };
  /** Rows ordered by one of the widget's items (leaderboards, top-N). */
  sort?: { by: string; dir?: "asc" | "desc" };
  limit?: number;
  width?: WidgetWidth;
}

export interface DashboardOverlay {
  $schema?: string;
  title: LocalText;
  filters: FilterKey[];
  period?: PeriodDefault;
  /** Refreshed by itself when presences arrive (the monitoring dashboard). */
  live?: boolean;
  widgets: DashboardWidget[];
}

/** A dashboard filter as the client draws it, its choices already cut to the caller's scope. */
export interface DashboardFilter {
  key: FilterKey;
  label: LocalText;
  kind: "select" | "period";
  options?: { code: string; label: string }[];
}

/** GET /api/dashboards/:id */
export interface DashboardDefinition {
  id: string;
  title: LocalText;
  live: boolean;
  period: PeriodDefault;
  filters: DashboardFilter[];
  widgets: (Omit<DashboardWidget, "width"> & { width: WidgetWidth })[];
  version: string;
}

export interface WidgetRow {
  key: string;
  label: LocalText | string;
  values: Record<string, number | null>;
}

export interface WidgetFigures {
  rows: WidgetRow[];
  totals: Record<string, number | null>;
}

/** GET /api/dashboards/:id/data */
export interface DashboardData {
  at: string;
  /** "HH:MM" in Jakarta while a period ending today waits for the working day to begin. */
  work_starts_at?: string;
  period: { from: string; to: string };
  widgets: Record<string, WidgetFigures>;
}
