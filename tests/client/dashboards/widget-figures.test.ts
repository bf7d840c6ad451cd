/**
 * A definition and a data answer turned into what a widget shows: its rows (categories fix
 * their order), its cards, its chart series (bar by default, unknown types, none), its table
 * and its CSV.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { chartSeries, graphKind } from "../../../src/client/dashboards/chart-series";
import { statCards, statText } from "../../../src/client/dashboards/stat-cards";
import { widgetCsv } from "../../../src/client/dashboards/widget-csv";
import {
  isEmptyWidget,
  rowHeaderOf,
  widgetData,
  widgetRows,
} from "../../../src/client/dashboards/widget-rows";
import { widgetTable } from "../../../src/client/dashboards/widget-table";
import type { DashboardWidget } from "../../../src/schema/dashboards/dashboard-types";
import { DATA, DEFINITION } from "./dashboard-fixtures";

const [headcount, byProject, oddChart] = DEFINITION.widgets as [
  DashboardWidget,
  DashboardWidget,
  DashboardWidget,
];

describe("graphKind", () => {
  it.each([
    [undefined, "none"],
    [{}, "bar"],
    [{ type: "bar" }, "bar"],
    [{ type: "line" }, "line"],
    [{ type: "pie" }, "pie"],
    [{ type: "doughnut" }, "doughnut"],
    [{ type: "radar" }, "unknown"],
    [{ type: "donut" }, "unknown"],
  ])("%j is %s", (graph, kind) => {
    expect(graphKind(graph)).toBe(kind);
  });
});

describe("statText", () => {
  it.each<[object, number | null, "id" | "en", string]>([
    [{ numeric: true }, 3002, "id", "3.002"],
    [{ numeric: true }, 3002, "en", "3,002"],
    [{}, 1234.5, "id", "1.234,5"],
    [{ transform: "percent" }, 92.5, "id", "92,5%"],
    [{ transform: "percent" }, 92.5, "en", "92.5%"],
    [{ transform: "hours" }, 7.5, "id", "7,5 jam"],
    [{ transform: "money" }, 1500000, "id", "Rp. 1.500.000"],
    [{ numeric: false }, 3002, "id", "3002"],
    [{ numeric: true }, null, "id", "—"],
  ])("%j of %j in %s is %j", (item, value, locale, expected) => {
    expect(statText({ id: "x", label: { id: "X", en: "X" }, ...item }, value, locale)).toBe(
      expected,
    );
  });
});

describe("widgetRows", () => {
  it("keeps the server's rows, labels in the reader's language", () => {
    expect(widgetRows(byProject, DATA.widgets["by-project"], "id").map((row) => row.label)).toEqual(
      ["Gedung Kantor Sudirman", "Jalan Tol Cipali"],
    );
  });

  it("orders and narrows the rows by the graph's categories", () => {
    const widget = {
      ...byProject,
      statistics: { ...byProject.statistics, graph: { categories: ["3", "9"] } },
    };
    expect(widgetRows(widget, DATA.widgets["by-project"], "id").map((row) => row.key)).toEqual([
      "3",
    ]);
  });

  it("makes one row of the totals for a widget without group_by", () => {
    expect(widgetRows(headcount, DATA.widgets.headcount, "en")).toEqual([
      { key: "total", label: "Headcount", values: { active: 3002, attendance: 92.5 } },
    ]);
  });

  it.each<[DashboardWidget, { rows: never[]; totals: Record<string, number | null> }, boolean]>([
    [byProject, { rows: [], totals: {} }, true],
    [headcount, { rows: [], totals: { active: null, attendance: null } }, true],
    [headcount, { rows: [], totals: { active: 0, attendance: null } }, false],
  ])("%# says whether a widget is empty", (widget, data, empty) => {
    expect(isEmptyWidget(widget, widgetRows(widget, data, "id"))).toBe(empty);
  });

  it("gives a widget the answer left out no figures, and none before the answer", () => {
    expect(widgetData(DATA, "missing")).toEqual({ rows: [], totals: {} });
    expect(widgetData(undefined, "headcount")).toBeUndefined();
  });

  it("names the rows after the filter of the same key", () => {
    expect(rowHeaderOf(byProject, DEFINITION.filters, "en", "Group")).toBe("Project");
    expect(rowHeaderOf(headcount, DEFINITION.filters, "en", "Group")).toBe("Group");
  });
});

describe("statCards", () => {
  it("makes one card per item from the totals, with its look", () => {
    expect(statCards(headcount.statistics.items, DATA.widgets.headcount?.totals, "id")).toEqual([
      { id: "active", label: "Aktif", value: 3002, text: "3.002", color: "#157347" },
      { id: "attendance", label: "Kehadiran", value: 92.5, text: "92,5%" },
    ]);
  });
});

describe("chartSeries", () => {
  const rows = widgetRows(byProject, DATA.widgets["by-project"], "id");

  it("draws bars by default, turned when the graph says horizontal, one series per item", () => {
    const series = chartSeries(byProject, rows, "id");
    expect(series).toMatchObject({
      kind: "bar",
      horizontal: true,
      labels: ["Gedung Kantor Sudirman", "Jalan Tol Cipali"],
    });
    expect(series?.datasets.map((dataset) => [dataset.label, dataset.values])).toEqual([
      ["Aktif", [1250, 1752]],
      ["Terlambat", [12, null]],
    ]);
  });

  it("turns only bars", () => {
    const line = {
      ...byProject,
      statistics: { ...byProject.statistics, graph: { type: "line", horizontal: true } },
    };
    expect(chartSeries(line, rows, "id")?.horizontal).toBe(false);
  });

  it("has no series for an unknown type or for cards", () => {
    expect(chartSeries(oddChart, rows, "id")).toBeNull();
    expect(chartSeries(headcount, rows, "id")).toBeNull();
  });
});

describe("widgetTable and widgetCsv", () => {
  const rows = widgetRows(byProject, DATA.widgets["by-project"], "id");

  it("formats the table as the cards are", () => {
    expect(widgetTable(byProject, rows, "Proyek", "id")).toEqual({
      rowHeader: "Proyek",
      columns: [
        { id: "active", label: "Aktif" },
        { id: "late", label: "Terlambat" },
      ],
      rows: [
        { key: "2", label: "Gedung Kantor Sudirman", cells: ["1.250", "12"] },
        { key: "3", label: "Jalan Tol Cipali", cells: ["1.752", "—"] },
      ],
    });
  });

  it("writes rows × items as plain numbers, an empty cell for no figure", () => {
    expect(widgetCsv(byProject, rows, "Proyek", "id")).toBe(
      "Proyek,Aktif,Terlambat\r\nGedung Kantor Sudirman,1250,12\r\nJalan Tol Cipali,1752,",
    );
  });

  it("keeps a label that looks like a formula as text, and reads back cell for cell", () => {
    const risky = [{ key: "x", label: "=HYPERLINK(1)", values: { active: 1.5, late: 0 } }];
    const csv = widgetCsv(byProject, risky, "Proyek, kota", "en");
    expect(Papa.parse(csv).data).toEqual([
      ["Proyek, kota", "Active", "Late"],
      ["'=HYPERLINK(1)", "1.5", "0"],
    ]);
  });
});
