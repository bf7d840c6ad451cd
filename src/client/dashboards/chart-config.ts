/**
 * A chart.js configuration from a widget's series: colours from the item (else the chart
 * palette of the design tokens), bars turned when the graph says `horizontal`, a legend when
 * there is more than one series or slice, and every number in tooltips and on the value axis
 * formatted as the cards format it. Pure (chart.js is imported for its types only), so it is
 * tested without a canvas.
 */
import type { ChartConfiguration, TooltipItem } from "chart.js";
import type { ChartDataset, ChartSeries } from "./chart-series";

export interface ChartLook {
  /** Categorical colours, each with at least 3:1 contrast on the card's white. */
  palette: readonly string[];
  /** Text, grid lines and slice borders. */
  text: string;
  grid: string;
  surface: string;
}

export interface ChartFormat {
  /** A figure of a series as its item shows it ("92,5%"). */
  value(dataset: ChartDataset, value: number): string;
  /** A tick of the value axis ("1.500"). */
  tick(value: number): string;
}

const colorAt = (palette: readonly string[], index: number) =>
  palette[index % palette.length] ?? "#1f5fbf";

/** Past this many categories a line's points would only clutter it. */
const POINTS_UNTIL = 60;
/**
 * How long a category name may stand on its axis before it is cut (the tooltip and the table
 * say it all): under turned bars there is room for more than under upright ones.
 */
const LABEL_CHARS = { upright: 24, turned: 40 } as const;

/** "Pembangunan Gedung Perkantoran Surakarta", 24 → "Pembangunan Gedung Perk…". */
export function shortLabel(label: string, most: number): string {
  return label.length > most ? `${label.slice(0, most - 1).trimEnd()}…` : label;
}

/** The chart.js scale a tick callback is called on, as far as it is read here. */
interface CategoryScale {
  getLabelForValue(value: number): string;
}

export function chartConfig(
  series: ChartSeries,
  look: ChartLook,
  format: ChartFormat,
): ChartConfiguration {
  const round = series.kind === "pie" || series.kind === "doughnut";
  const datasets = series.datasets.map((dataset, index) => {
    const color = dataset.color ?? colorAt(look.palette, index);
    return {
      label: dataset.label,
      data: dataset.values,
      ...(round
        ? {
            backgroundColor: series.labels.map((_, slice) => colorAt(look.palette, slice)),
            borderColor: look.surface,
            borderWidth: 2,
          }
        : { backgroundColor: color, borderColor: color }),
      // Monotone curves never overshoot their points (a count does not dip below zero).
      ...(series.kind === "line"
        ? {
            cubicInterpolationMode: "monotone" as const,
            pointRadius: series.labels.length > POINTS_UNTIL ? 0 : 3,
          }
        : {}),
    };
  });
  const tooltipLabel = (context: TooltipItem<GraphType>) => {
    const dataset = series.datasets[context.datasetIndex];
    const raw = context.raw;
    const value = dataset && typeof raw === "number" ? format.value(dataset, raw) : "—";
    const name = round ? context.label : context.dataset.label;
    return `${name}: ${value}`;
  };
  // Counts get whole-number ticks; a series with decimals (percentages, hours) keeps them.
  const whole = series.datasets.every((dataset) =>
    dataset.values.every((value) => value === null || Number.isInteger(value)),
  );
  const most = LABEL_CHARS[series.horizontal ? "turned" : "upright"];
  const axes = {
    category: {
      grid: { display: false },
      ticks: {
        color: look.text,
        autoSkip: true,
        maxRotation: 60,
        callback(this: CategoryScale, tick: number | string) {
          return shortLabel(this.getLabelForValue(Number(tick)), most);
        },
      },
    },
    value: {
      beginAtZero: true,
      grid: { color: look.grid },
      ticks: {
        color: look.text,
        ...(whole ? { precision: 0 } : {}),
        callback: (tick: number | string) => format.tick(Number(tick)),
      },
    },
  };
  const [x, y] = series.horizontal ? [axes.value, axes.category] : [axes.category, axes.value];
  return {
    type: series.kind,
    data: { labels: series.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Live figures redraw every few seconds; motion would only delay reading them.
      animation: false,
      ...(series.horizontal ? { indexAxis: "y" as const } : {}),
      ...(round ? {} : { scales: { x, y } }),
      plugins: {
        legend: {
          display: round || series.datasets.length > 1,
          position: "bottom",
          labels: { color: look.text, boxWidth: 12 },
        },
        tooltip: { callbacks: { label: tooltipLabel } },
      },
    },
  } as ChartConfiguration;
}

type GraphType = ChartSeries["kind"];
