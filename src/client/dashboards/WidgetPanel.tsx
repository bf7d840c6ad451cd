/**
 * One widget of a dashboard: its title, its actions and its figures, drawn as the statistics
 * config says — cards of the totals when there is no graph (with the rows' table when the
 * widget is grouped), else the chart with its table alternative, or, for a graph type the
 * client cannot draw, a note and the table. The same panel fills the full-screen view and
 * the schema preview (with sample figures).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type RefObject, useId, useMemo, useRef, useState } from "react";
import type { DashboardWidget, WidgetFigures } from "../../schema/dashboards/dashboard-types";
import { pickText } from "../../schema/local-text";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { useAlert } from "../ui/use-alert";
import { type ChartSeries, chartSeries, type GraphKind, graphKind } from "./chart-series";
import { saveCsv, savePng } from "./export-widget";
import { StatCards } from "./StatCards";
import { statCards } from "./stat-cards";
import { WidgetActions } from "./WidgetActions";
import { WidgetChart } from "./WidgetChart";
import { WidgetEmpty, WidgetSkeleton } from "./WidgetStates";
import { WidgetTable } from "./WidgetTable";
import { isEmptyWidget, widgetRows } from "./widget-rows";
import { type TableView, widgetTable } from "./widget-table";

const CHART_NAMES = {
  bar: msg`Grafik batang`,
  line: msg`Grafik garis`,
  pie: msg`Grafik pai`,
  doughnut: msg`Grafik donat`,
} as const satisfies Record<GraphKind, MessageDescriptor>;

export interface WidgetPanelProps {
  widget: DashboardWidget;
  /** Undefined while the figures load. */
  data: WidgetFigures | undefined;
  /** What the rows are (the group's filter label), the table's first header. */
  rowHeader: string;
  /** The full-screen view, where the panel is not already it. */
  fullHref?: string;
  /** Fills the screen (the full-widget view). */
  fill?: boolean;
}

export function WidgetPanel({ widget, data, rowHeader, fullHref, fill = false }: WidgetPanelProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const alert = useAlert();
  const titleId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [asTable, setAsTable] = useState(false);
  const title = pickText(widget.title, locale);
  const rows = useMemo(() => widgetRows(widget, data, locale), [widget, data, locale]);
  const series = useMemo(() => chartSeries(widget, rows, locale), [widget, rows, locale]);
  const table = useMemo(
    () => widgetTable(widget, rows, rowHeader, locale),
    [widget, rows, rowHeader, locale],
  );
  const empty = data !== undefined && isEmptyWidget(widget, rows);
  const chartShown = series !== null && !asTable && !empty;
  const failed = () => alert("Error", t`Berkas tidak dapat dibuat. Coba lagi.`);
  const png = () => {
    const canvas = canvasRef.current;
    if (canvas) savePng(canvas, title).catch(failed);
  };
  const csv = () => void saveCsv(widget, rows, rowHeader, locale).catch(failed);
  const width = fill ? "fill" : (widget.width ?? "half");
  return (
    <section className={`widget widget--${width}`} aria-labelledby={titleId} aria-busy={!data}>
      <header className="widget__header">
        <h2 id={titleId} className="widget__title">
          {title}
        </h2>
        {data && (
          <WidgetActions
            title={title}
            {...(series ? { view: { asTable, toggle: () => setAsTable(!asTable) } } : {})}
            {...(chartShown ? { png } : {})}
            csv={csv}
            {...(fullHref ? { fullHref } : {})}
          />
        )}
      </header>
      <div className="widget__body">
        {!data ? (
          <WidgetSkeleton chart={widget.statistics.graph !== undefined} />
        ) : empty ? (
          <WidgetEmpty />
        ) : series ? (
          <ChartOrTable
            series={series}
            table={table}
            title={title}
            label={`${t(CHART_NAMES[series.kind])}: ${title}`}
            asTable={asTable}
            canvasRef={canvasRef}
          />
        ) : (
          <NoChart widget={widget} data={data} table={table} title={title} />
        )}
      </div>
    </section>
  );
}

function ChartOrTable({
  series,
  table,
  title,
  label,
  asTable,
  canvasRef,
}: {
  series: ChartSeries;
  table: TableView;
  title: string;
  label: string;
  asTable: boolean;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}) {
  if (asTable) return <WidgetTable table={table} caption={title} />;
  return (
    <>
      <WidgetChart series={series} label={label} canvasRef={canvasRef} />
      <WidgetTable table={table} caption={title} hidden />
    </>
  );
}

/** Cards of the totals (and the rows' table when grouped), or the note of an unknown graph. */
function NoChart({
  widget,
  data,
  table,
  title,
}: {
  widget: DashboardWidget;
  data: WidgetFigures;
  table: TableView;
  title: string;
}) {
  const locale = useSchemaLocale();
  if (graphKind(widget.statistics.graph) === "unknown") {
    return (
      <>
        <p className="widget__note">
          <Trans>Tidak ada visualisasi untuk tipe ini</Trans>
        </p>
        <WidgetTable table={table} caption={title} />
      </>
    );
  }
  return (
    <>
      <StatCards cards={statCards(widget.statistics.items, data.totals, locale)} />
      {widget.group_by && <WidgetTable table={table} caption={title} />}
    </>
  );
}
