/** The chart.js configuration made of a widget's series: kind, axes, colours, legend, numbers. */
import { describe, expect, it } from "vitest";
import { type ChartLook, chartConfig } from "../../../src/client/dashboards/chart-config";
import type { ChartSeries } from "../../../src/client/dashboards/chart-series";

const LOOK: ChartLook = {
  palette: ["#111111", "#222222", "#333333"],
  text: "#5b6678",
  grid: "#dfe3ea",
  surface: "#ffffff",
};
const FORMAT = {
  value: (_: unknown, value: number) => `v${value}`,
  tick: (value: number) => `t${value}`,
};
const item = { id: "a", label: { id: "A", en: "A" } };

const series = (patch: Partial<ChartSeries>): ChartSeries => ({
  kind: "bar",
  horizontal: false,
  labels: ["P1", "P2"],
  datasets: [{ id: "a", label: "Aktif", values: [3, 4], item }],
  ...patch,
});

// chart.js's configuration types are a union per chart type: read them as plain data here.
// biome-ignore lint/suspicious/noExplicitAny: the configuration is read as plain data
const plain = (value: unknown) => value as Record<string, any>;

describe("chartConfig", () => {
  it.each<[Partial<ChartSeries>, string, string | undefined, boolean]>([
    [{}, "bar", undefined, true],
    [{ horizontal: true }, "bar", "y", true],
    [{ kind: "line" }, "line", undefined, true],
    [{ kind: "pie" }, "pie", undefined, false],
    [{ kind: "doughnut" }, "doughnut", undefined, false],
  ])("%j draws a %s chart (index axis %s, axes %s)", (patch, type, indexAxis, axes) => {
    const config = plain(chartConfig(series(patch), LOOK, FORMAT));
    expect(config.type).toBe(type);
    expect(config.options.indexAxis).toBe(indexAxis);
    expect(config.options.scales !== undefined).toBe(axes);
    expect(config.options.animation).toBe(false);
  });

  it("puts the value axis along x for turned bars and formats its ticks", () => {
    const config = plain(chartConfig(series({ horizontal: true }), LOOK, FORMAT));
    expect(config.options.scales.x.beginAtZero).toBe(true);
    expect(config.options.scales.x.ticks.callback(1500)).toBe("t1500");
    expect(config.options.scales.y.beginAtZero).toBeUndefined();
  });

  it("colours a series by its item, else by the palette; slices by the palette", () => {
    const two = series({
      datasets: [
        { id: "a", label: "A", values: [1, 2], item, color: "#157347" },
        { id: "b", label: "B", values: [3, 4], item },
      ],
    });
    const bars = plain(chartConfig(two, LOOK, FORMAT));
    expect(
      bars.data.datasets.map((dataset: { backgroundColor: string }) => dataset.backgroundColor),
    ).toEqual(["#157347", "#222222"]);
    expect(bars.options.plugins.legend.display).toBe(true);
    const pie = plain(chartConfig(series({ kind: "pie" }), LOOK, FORMAT));
    expect(pie.data.datasets[0].backgroundColor).toEqual(["#111111", "#222222"]);
    expect(pie.options.plugins.legend.display).toBe(true);
  });

  it("shows one series without a legend, and formats tooltips as the cards", () => {
    const config = plain(chartConfig(series({}), LOOK, FORMAT));
    expect(config.options.plugins.legend.display).toBe(false);
    const label = config.options.plugins.tooltip.callbacks.label;
    expect(label({ datasetIndex: 0, raw: 3, dataset: { label: "Aktif" }, label: "P1" })).toBe(
      "Aktif: v3",
    );
    expect(label({ datasetIndex: 0, raw: null, dataset: { label: "Aktif" }, label: "P1" })).toBe(
      "Aktif: —",
    );
  });

  it("cuts long category names on their axis, and ticks counts in whole numbers", () => {
    const long = "Pembangunan Gedung Perkantoran Surakarta Tahap III";
    const config = plain(chartConfig(series({ labels: [long, "P2"] }), LOOK, FORMAT));
    const scale = { getLabelForValue: (index: number) => [long, "P2"][index] };
    expect(config.options.scales.x.ticks.callback.call(scale, 0)).toBe("Pembangunan Gedung Perk…");
    expect(config.options.scales.x.ticks.callback.call(scale, 1)).toBe("P2");
    expect(config.options.scales.y.ticks.precision).toBe(0);
    const decimals = series({ datasets: [{ id: "a", label: "A", values: [92.5, 80], item }] });
    expect(
      plain(chartConfig(decimals, LOOK, FORMAT)).options.scales.y.ticks.precision,
    ).toBeUndefined();
  });

  it("drops a line's points when there are too many categories", () => {
    const many = Array.from({ length: 61 }, (_, index) => `D${index}`);
    const config = plain(chartConfig(series({ kind: "line", labels: many }), LOOK, FORMAT));
    expect(config.data.datasets[0].pointRadius).toBe(0);
  });
});
