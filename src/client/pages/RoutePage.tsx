/**
 * `/{module}{route}`, and a dashboard widget's full-screen address (`…/widget/<id>`): the page
 * the route's line in the router file names. A `page` or a `dashboard` is a page of the
 * registry (route-pages.ts) in its own chunk, a `schema` the screen page, a line with neither
 * the placeholder. Until the router file is known the route's heading says it is loading, or
 * why it could not be; an address no readable route knows, or a widget address of a route that
 * is not a dashboard, is the not-found page.
 */
import { Suspense } from "react";
import { useLocation } from "wouter";
import { widgetAddress } from "../dashboards/widget-address";
import { ModuleRoutePage } from "../launcher/ModuleRoutePage";
import { useRouteHeading } from "../launcher/route-heading";
import { Page } from "../layout/Page";
import { LazyScreenPage } from "../schema-form/lazy-pages";
import { Skeleton } from "../ui/Skeleton";
import { NotFoundPage } from "./NotFoundPage";
import { LoadingCard, RouteLoadFailed } from "./RouteStates";
import { ROUTE_PAGES, routePageName } from "./route-pages";

export function RoutePage() {
  const [path] = useLocation();
  const widget = widgetAddress(path);
  const { modules, found, title, breadcrumbs } = useRouteHeading(widget?.base ?? path);

  if (!found && !modules.data) {
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        {modules.error ? (
          <RouteLoadFailed
            error={modules.error}
            busy={modules.isValidating}
            onRetry={() => void modules.mutate()}
          />
        ) : (
          <LoadingCard />
        )}
      </Page>
    );
  }
  if (!found || (widget && !found.route.dashboard)) return <NotFoundPage />;
  const name = routePageName(found.route);
  const Registered = name ? ROUTE_PAGES[name] : undefined;
  if (Registered) {
    return (
      <Suspense fallback={<Skeleton height="12rem" />}>
        <Registered module={found.module} route={found.route} />
      </Suspense>
    );
  }
  // A `page` the registry does not know keeps the placeholder, as a route without a screen does.
  if (name || !found.route.schema) return <ModuleRoutePage />;
  return <LazyScreenPage />;
}
