/**
 * A route whose line in the router file names a `page` (or a `dashboard`): that page from the
 * registry, in its own chunk, with a skeleton while it loads. A name the registry does not
 * know keeps the placeholder page, as a route without a screen does.
 */
import { Suspense } from "react";
import { ModuleRoutePage } from "../launcher/ModuleRoutePage";
import { Skeleton } from "../ui/Skeleton";
import type { RoutePageProps } from "./route-page-props";
import { ROUTE_PAGES, routePageName } from "./route-pages";

export function RoutePage({ module, route }: RoutePageProps) {
  const name = routePageName(route);
  const Found = name ? ROUTE_PAGES[name] : undefined;
  if (!Found) return <ModuleRoutePage />;
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <Found module={module} route={route} />
    </Suspense>
  );
}
