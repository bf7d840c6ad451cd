/**
 * `/{module}{path}/widget/<widget id>?<filters>`: one widget filling the screen, for a wall TV —
 * no aside, no header, the dashboard's filters as the address has them, live when the
 * dashboard is, and a way back to the dashboard with the same filters.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "wouter";
import { type LocalText, pickText } from "../../schema/local-text";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { ArrowLeftIcon } from "../ui/Icons";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";
import { DashboardStatus } from "./DashboardStatus";
import { DashboardContext, useDashboardContext } from "./dashboard-context";
import { useDashboardController } from "./use-dashboard-controller";
import { useRowHeader } from "./use-row-header";
import { WidgetPanel } from "./WidgetPanel";
import { widgetData } from "./widget-rows";
import "./dashboards.css";

/** The dashboard `id` at `base`, showing only `widgetId`. */
export function FullWidgetView(props: {
  id: string;
  base: string;
  widgetId: string;
  title: LocalText;
}) {
  const controller = useDashboardController(props.id, props.base, props.widgetId);
  const locale = useSchemaLocale();
  return (
    <DashboardContext value={controller}>
      <div className="full-widget">
        <FullWidgetBar dashboard={pickText(props.title, locale)} />
        <main className="full-widget__main">
          <FullWidgetBody widgetId={props.widgetId} />
        </main>
      </div>
    </DashboardContext>
  );
}

function FullWidgetBar({ dashboard }: { dashboard: string }) {
  const { dashboardHref, data } = useDashboardContext();
  const period = data.data?.period;
  useEffect(() => {
    document.title = `${dashboard} · Mandor`;
  }, [dashboard]);
  return (
    <header className="full-widget__bar">
      <Link href={dashboardHref} className="button button--secondary button--small">
        <ArrowLeftIcon size={16} />
        <Trans>Kembali ke dasbor</Trans>
      </Link>
      <span className="full-widget__context">
        {dashboard}
        {period && ` · ${period.from} – ${period.to}`}
      </span>
      <DashboardStatus />
    </header>
  );
}

function FullWidgetBody({ widgetId }: { widgetId: string }) {
  const { definition, data, dashboardHref } = useDashboardContext();
  const rowHeader = useRowHeader(definition.data);
  const failed = definition.error ?? (data.data ? undefined : data.error);
  if (failed) {
    return (
      <LoadFailed
        title={<Trans>Widget tidak dapat dimuat</Trans>}
        error={failed}
        subject="screen"
        back={{ href: dashboardHref, label: <Trans>Kembali ke dasbor</Trans> }}
        retry={{
          className: "alert__action",
          busy: definition.isValidating || data.isValidating,
          onClick: () => void (definition.error ? definition.mutate() : data.mutate()),
        }}
      />
    );
  }
  if (!definition.data) return <Skeleton height="60vh" />;
  const widget = definition.data.widgets.find((candidate) => candidate.id === widgetId);
  if (!widget) {
    return (
      <div className="empty-state">
        <h1 className="empty-state__title">
          <Trans>Widget tidak ditemukan</Trans>
        </h1>
        <p className="empty-state__text">
          <Trans>Dasbor ini tidak memiliki widget {widgetId}.</Trans>
        </p>
      </div>
    );
  }
  return (
    <WidgetPanel
      widget={widget}
      data={widgetData(data.data, widget.id)}
      rowHeader={rowHeader(widget)}
      fill
    />
  );
}
