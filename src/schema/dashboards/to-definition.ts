/**
 * A dashboard overlay as the client receives it (GET /api/dashboards/:id): defaults filled in
 * (period, live, width), each filter labelled and, for selects, given its choices — already
 * cut to the caller's scope by the server.
 */
import type { LocalText } from "../local-text";
import type {
  DashboardDefinition,
  DashboardFilter,
  DashboardOverlay,
  FilterKey,
} from "./dashboard-types";

export const FILTER_LABELS = {
  territory_id: { id: "Wilayah", en: "Territory" },
  department_id: { id: "Departemen", en: "Department" },
  project_id: { id: "Proyek", en: "Project" },
  period: { id: "Periode", en: "Period" },
  manpower_type_id: { id: "Tipe Tenaga Kerja", en: "Manpower Type" },
} as const satisfies Record<FilterKey, LocalText>;

export function toDefinition(
  id: string,
  overlay: DashboardOverlay,
  version: string,
  options: ReadonlyMap<FilterKey, { code: string; label: string }[]>,
): DashboardDefinition {
  const filters: DashboardFilter[] = overlay.filters.map((key) =>
    key === "period"
      ? { key, label: FILTER_LABELS[key], kind: "period" }
      : { key, label: FILTER_LABELS[key], kind: "select", options: options.get(key) ?? [] },
  );
  return {
    id,
    title: overlay.title,
    live: overlay.live ?? false,
    period: overlay.period ?? "month",
    filters,
    widgets: overlay.widgets.map((widget) => ({ ...widget, width: widget.width ?? "half" })),
    version,
  };
}
