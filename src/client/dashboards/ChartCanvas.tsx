/**
 * One widget's chart drawn by chart.js, in its own chunk with the library (only the bar,
 * line, pie and doughnut parts are registered, so the rest stays out of the bundle). The
 * canvas is an image named after the widget; its figures are in the widget's table. New
 * figures update the chart in place; another kind of chart replaces it.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from "chart.js";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { formatNumber } from "../../schema/adapter/transforms";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { type ChartFormat, type ChartLook, chartConfig } from "./chart-config";
import type { ChartSeries } from "./chart-series";
import { statText } from "./stat-cards";

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

const PALETTE_SIZE = 8;
const BAR_LINE_REM = 1.75;

/** The design tokens as the canvas sees them (chart.js cannot read CSS custom properties). */
function lookOf(canvas: HTMLCanvasElement): ChartLook {
  const style = getComputedStyle(canvas);
  const token = (name: string) => style.getPropertyValue(name).trim();
  Chart.defaults.font.family = style.fontFamily;
  return {
    palette: Array.from({ length: PALETTE_SIZE }, (_, index) => token(`--chart-${index + 1}`)),
    text: token("--color-text-muted"),
    grid: token("--color-border"),
    surface: token("--color-surface"),
  };
}

export interface ChartCanvasProps {
  series: ChartSeries;
  /** The image's name: the widget's title and kind of chart. */
  label: string;
  /** Where the widget finds the canvas for its PNG export. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

export function ChartCanvas({ series, label, canvasRef }: ChartCanvasProps) {
  const locale = useSchemaLocale();
  const chart = useRef<Chart | null>(null);
  const drawn = useRef<ChartSeries["kind"] | null>(null);
  const format = useMemo<ChartFormat>(
    () => ({
      value: (dataset, value) => statText(dataset.item, value, locale),
      tick: (value) => formatNumber(value, locale),
    }),
    [locale],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const config = chartConfig(series, lookOf(canvas), format);
    const current = chart.current;
    if (current && drawn.current === series.kind) {
      current.data = config.data;
      if (config.options) current.options = config.options;
      current.update();
      return;
    }
    // A dashboard's charts appear in one render: each is drawn in a task of its own, so the
    // page answers input between them instead of freezing for all of them at once.
    const task = setTimeout(() => {
      chart.current?.destroy();
      chart.current = new Chart(canvas, config);
      drawn.current = series.kind;
    });
    return () => clearTimeout(task);
  }, [series, format, canvasRef]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  // Turned bars get a line each, so a long ranking stays readable (the widget scrolls).
  const height = series.horizontal
    ? { height: `max(16rem, ${series.labels.length * BAR_LINE_REM + 4}rem)` }
    : undefined;
  return (
    <div className={`widget-chart widget-chart--${series.kind}`} style={height}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
