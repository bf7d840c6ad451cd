/** What a page of the route registry (route-pages.ts) is given: its module and route line. */
import type { Module, ModuleRoute } from "../../schema/modules";

export interface RoutePageProps {
  module: Module;
  route: ModuleRoute;
}
