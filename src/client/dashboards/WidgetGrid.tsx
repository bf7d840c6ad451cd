/**
 * A dashboard's widgets on a six-column grid: a `third` takes two columns, a `half` three, a
 * `full` six, from 1024 px up; narrower, two per row, and one under another on a phone.
 * While new figures load after a filter change the old ones stay, marked busy.
 */
import type { DashboardData, DashboardDefinition } from "../../schema/dashboards/dashboard-types";
import { useRowHeader } from "./use-row-header";
import { WidgetPanel } from "./WidgetPanel";
import { widgetData } from "./widget-rows";

export function WidgetGrid({
  definition,
  data,
  busy = false,
  widgetHref,
}: {
  definition: DashboardDefinition;
  data: DashboardData | undefined;
  busy?: boolean;
  widgetHref?: (widgetId: string) => string;
}) {
  const rowHeader = useRowHeader(definition);
  return (
    <div className={busy ? "widget-grid widget-grid--busy" : "widget-grid"} aria-busy={busy}>
      {definition.widgets.map((widget) => (
        <WidgetPanel
          key={widget.id}
          widget={widget}
          data={widgetData(data, widget.id)}
          rowHeader={rowHeader(widget)}
          {...(widgetHref ? { fullHref: widgetHref(widget.id) } : {})}
        />
      ))}
    </div>
  );
}
