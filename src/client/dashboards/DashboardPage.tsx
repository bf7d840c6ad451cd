/**
 * `/{module}{path}` of a route naming a dashboard: its filters, its live state and its widgets
 * in the admin frame. A definition that cannot be loaded says why (missing, not permitted,
 * or a fault worth a retry); figures that cannot be loaded say so above the grid, which keeps
 * the last figures it had. Its widgets' full-screen addresses (`…/widget/<id>`) come here too
 * (one chunk for both) and draw the full-widget view.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { pickText } from "../../schema/local-text";
import { routeHref } from "../launcher/module-paths";
import { Page } from "../layout/Page";
import type { RoutePageProps } from "../pages/route-page-props";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";
import { DashboardStatus } from "./DashboardStatus";
import { DashboardContext, useDashboardContext } from "./dashboard-context";
import { FilterBar } from "./FilterBar";
import { FullWidgetView } from "./FullWidgetView";
import { useDashboardController } from "./use-dashboard-controller";
import { WidgetGrid } from "./WidgetGrid";
import { widgetAddress } from "./widget-address";
import "./dashboards.css";

export function DashboardPage({ module, route }: RoutePageProps) {
  const [path] = useLocation();
  const widget = widgetAddress(path);
  const id = route.dashboard ?? "";
  const base = routeHref(module, route);
  if (widget) {
    return <FullWidgetView id={id} base={base} widgetId={widget.widget} title={route.title} />;
  }
  return <DashboardView module={module} route={route} id={id} base={base} />;
}

function DashboardView({ module, route, id, base }: RoutePageProps & { id: string; base: string }) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const controller = useDashboardController(id, base);
  const title = pickText(route.title, locale);
  const moduleTitle = pickText(module.title, locale);
  // The summary route is titled as its module ("Dasbor"): the trail names it once.
  const crumbs = [
    { label: t`Beranda`, href: "/" },
    ...(moduleTitle === title ? [] : [{ label: moduleTitle }]),
    { label: title },
  ];
  return (
    <DashboardContext value={controller}>
      <Page title={title} breadcrumbs={crumbs} actions={<DashboardStatus />}>
        <DashboardBody />
      </Page>
    </DashboardContext>
  );
}

function DashboardBody() {
  const { definition, data, base, widgetHref } = useDashboardContext();
  if (definition.error) {
    return (
      <LoadFailed
        title={<Trans>Dasbor tidak dapat dimuat</Trans>}
        error={definition.error}
        subject="screen"
        back={{ href: "/", label: <Trans>Kembali ke beranda</Trans> }}
        retry={{
          className: "alert__action",
          busy: definition.isValidating,
          onClick: () => void definition.mutate(),
        }}
      />
    );
  }
  if (!definition.data) return <DashboardSkeleton />;
  return (
    <div className="dashboard">
      <FilterBar definition={definition.data} />
      {data.error && (
        <LoadFailed
          title={<Trans>Angka dasbor tidak dapat dimuat</Trans>}
          error={data.error}
          subject="data"
          back={{ href: base, label: <Trans>Reset filter</Trans> }}
          retry={{
            className: "alert__action",
            busy: data.isValidating,
            onClick: () => void data.mutate(),
          }}
        />
      )}
      {(data.data || !data.error) && (
        <WidgetGrid
          definition={definition.data}
          data={data.data}
          busy={data.isLoading && data.data !== undefined}
          widgetHref={widgetHref}
        />
      )}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="dashboard" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Memuat…</Trans>
      </span>
      <Skeleton height="3.5rem" />
      <div className="widget-grid">
        <div className="widget widget--half">
          <Skeleton height="16rem" />
        </div>
        <div className="widget widget--half">
          <Skeleton height="16rem" />
        </div>
      </div>
    </div>
  );
}
