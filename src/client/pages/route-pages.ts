/**
 * Pages a route of `schemas/modules.json` names with `"page"` instead of a screen overlay:
 * the views that are not a list, a detail or a form. Each loads in its own chunk, only when
 * its route is opened, so its libraries (QR codes, PDF, charts) stay out of every other
 * bundle. Adding one is one entry here and one `"page"` on its route line; a route naming a
 * `"dashboard"` gets the dashboard page (which also draws its full-widget addresses). RoutePage
 * picks the page of each route line.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { ModuleRoute } from "../../schema/modules";
import type { RoutePageProps } from "./route-page-props";

export const ROUTE_PAGES: Record<string, LazyExoticComponent<ComponentType<RoutePageProps>>> = {
  "qr-cards": lazy(() =>
    import("../qr-cards/QrCardsPage").then((module) => ({ default: module.QrCardsPage })),
  ),
  dashboard: lazy(() =>
    import("../dashboards/DashboardPage").then((module) => ({ default: module.DashboardPage })),
  ),
};

/** The registry entry that draws a route, if it is not a screen of the schema engine. */
export function routePageName(route: ModuleRoute): string | undefined {
  return route.page ?? (route.dashboard ? "dashboard" : undefined);
}
