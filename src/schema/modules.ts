/**
 * The router file (`schemas/modules.json`): module → routes → schema id. The client builds
 * `/{module}{route}` from it; the launcher and sidebar keep what the user may read.
 */
import { hasPermission, type PermissionHolder } from "./permissions";

export interface LocalText {
  id: string;
  en: string;
}

export interface ModuleRoute {
  /** e.g. "/m-skills"; the page lives at `/{module}{path}`. */
  path: string;
  /** The spec's route name, e.g. "master-keahlian". */
  name: string;
  title: LocalText;
  /** The overlay in `schemas/` that draws the screen; none: a placeholder page. */
  schema?: string;
  /**
   * A page that is not a list, detail or form (QR card printing), by its name in the client's
   * page registry (`src/client/pages/route-pages.ts`); loaded only when opened.
   */
  page?: string;
  /**
   * A dashboard page: the id of its overlay in `schemas/dashboards/` (`<id>.json`). Reading
   * the dashboard and its figures needs `read-{resource}` of this route.
   */
  dashboard?: string;
  /** The resource of its permissions: `read-{resource}`, `create-{resource}`… */
  resource: string;
  /**
   * The actions the screen has permissions for; default the four, less those its overlay
   * hides. A read-only screen without an overlay (a dashboard) says `["read"]`.
   */
  actions?: ("read" | "create" | "update" | "delete")[];
  /** A heading in the sidebar above this route and the next ones of the same group. */
  group?: LocalText;
  /** Reachable, but not listed in the sidebar. */
  hidden?: boolean;
  /**
   * Added by the server for a screen the caller may read: where its list is asked for and how
   * it is drawn, so the client asks for the first page beside the screen's definition.
   */
  list?: RouteList;
}

export interface RouteList {
  endpoint: string;
  layout: "table" | "card";
}

export interface Module {
  name: string;
  title: LocalText;
  description: LocalText;
  icon: string;
  routes: ModuleRoute[];
}

export interface ModulesFile {
  modules: Module[];
}

/** The modules with the routes `user` may read; a module with none is left out. */
export function readableModules(
  modules: readonly Module[],
  user: PermissionHolder | null,
): Module[] {
  return modules
    .map((module) => ({
      ...module,
      routes: module.routes.filter((route) => hasPermission(user, `read-${route.resource}`)),
    }))
    .filter((module) => module.routes.length > 0);
}
