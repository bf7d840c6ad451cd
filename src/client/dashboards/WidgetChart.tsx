/**
 * Where a widget's chart goes: the chart library's chunk loads the first time a chart shows
 * (never on other routes), with a skeleton meanwhile. Tests replace `ChartCanvas` (jsdom has
 * no canvas); the widget's table holds the same figures.
 */
import { lazy, Suspense } from "react";
import { Skeleton } from "../ui/Skeleton";
import type { ChartCanvasProps } from "./ChartCanvas";

const ChartCanvas = lazy(() =>
  import("./ChartCanvas").then((module) => ({ default: module.ChartCanvas })),
);

export function WidgetChart(props: ChartCanvasProps) {
  return (
    <Suspense fallback={<Skeleton height="16rem" />}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}
