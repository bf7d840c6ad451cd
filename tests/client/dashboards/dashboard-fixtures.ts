/**
 * A dashboard as the contract of issue 17 serves it, for the dashboard tests: a definition
 * (two select filters and the period; a card widget, a grouped bar chart, an unknown graph
 * type), its figures, and the router line that names it.
 */
import type {
  DashboardData,
  DashboardDefinition,
} from "../../../src/schema/dashboards/dashboard-types";
import type { Module, ModuleRoute } from "../../../src/schema/modules";

export const DEFINITION: DashboardDefinition = {
  id: "dashboard-summary",
  title: { id: "Ringkasan", en: "Summary" },
  live: false,
  period: "month",
  version: "v1",
  filters: [
    {
      key: "project_id",
      label: { id: "Proyek", en: "Project" },
      kind: "select",
      options: [
        { code: "2", label: "Gedung Kantor Sudirman" },
        { code: "3", label: "Jalan Tol Cipali" },
      ],
    },
    { key: "period", label: { id: "Periode", en: "Period" }, kind: "period" },
    {
      key: "manpower_type_id",
      label: { id: "Tipe Tenaga Kerja", en: "Manpower Type" },
      kind: "select",
      options: [{ code: "1", label: "Pekerja" }],
    },
  ],
  widgets: [
    {
      id: "headcount",
      title: { id: "Jumlah Tenaga Kerja", en: "Headcount" },
      source: "manpower",
      width: "third",
      statistics: {
        items: [
          { id: "active", label: { id: "Aktif", en: "Active" }, color: "#157347", numeric: true },
          {
            id: "attendance",
            label: { id: "Kehadiran", en: "Attendance" },
            transform: "percent",
          },
        ],
      },
    },
    {
      id: "by-project",
      title: { id: "Tenaga Kerja per Proyek", en: "Manpower by Project" },
      source: "manpower",
      group_by: "project_id",
      width: "half",
      statistics: {
        items: [
          { id: "active", label: { id: "Aktif", en: "Active" }, numeric: true },
          { id: "late", label: { id: "Terlambat", en: "Late" }, numeric: true },
        ],
        graph: { horizontal: true },
      },
    },
    {
      id: "odd-chart",
      title: { id: "Radar Kehadiran", en: "Attendance Radar" },
      source: "presence",
      group_by: "project_id",
      width: "full",
      statistics: {
        items: [{ id: "present", label: { id: "Hadir", en: "Present" }, numeric: true }],
        graph: { type: "radar" },
      },
    },
  ],
};

export const DATA: DashboardData = {
  at: "2026-03-10T03:00:00Z",
  period: { from: "2026-02-26", to: "2026-03-10" },
  widgets: {
    headcount: { rows: [], totals: { active: 3002, attendance: 92.5 } },
    "by-project": {
      rows: [
        { key: "2", label: "Gedung Kantor Sudirman", values: { active: 1250, late: 12 } },
        { key: "3", label: "Jalan Tol Cipali", values: { active: 1752, late: null } },
      ],
      totals: { active: 3002, late: 12 },
    },
    "odd-chart": {
      rows: [{ key: "2", label: "Gedung Kantor Sudirman", values: { present: 1190 } }],
      totals: { present: 1190 },
    },
  },
};

const route = (path: string, dashboard: string, title: string): ModuleRoute =>
  ({
    path,
    name: path.slice(1),
    title: { id: title, en: title },
    resource: path.slice(1),
    actions: ["read"],
    dashboard,
  }) as ModuleRoute;

export const DASHBOARD_MODULES: Module[] = [
  {
    name: "dashboard",
    title: { id: "Dasbor", en: "Dashboard" },
    description: { id: "Dasbor.", en: "Dashboards." },
    icon: "chart",
    routes: [
      route("/dashboard-summary", "dashboard-summary", "Dasbor"),
      route("/dashboard-monitoring-presence", "dashboard-monitoring-presence", "Monitoring"),
    ],
  },
];
