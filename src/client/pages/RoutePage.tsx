/**
 * A route whose line in the router file names a `page`: that page from the registry, in its
 * own chunk, with a skeleton while it loads. A name the registry does not know keeps the
 * placeholder page, as a route without a screen does.
 */
import { Suspense } from "react";
import { ModuleRoutePage } from "../launcher/ModuleRoutePage";
import { Skeleton } from "../ui/Skeleton";
import { ROUTE_PAGES, type RoutePageProps } from "./route-pages";

export function RoutePage({ module, route }: RoutePageProps) {
  const Found = route.page ? ROUTE_PAGES[route.page] : undefined;
  if (!Found) return <ModuleRoutePage />;
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <Found module={module} route={route} />
    </Suspense>
  );
}
