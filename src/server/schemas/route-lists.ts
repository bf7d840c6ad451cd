/**
 * `GET /api/modules` tells, for each route drawn by a screen the caller may read, where its
 * list is asked for and how it is drawn: the client then asks for a list's first page as soon
 * as the address names the route, beside the screen's definition instead of after it.
 */
import type { Module } from "../../schema/modules";
import { hasPermission, type PermissionHolder } from "../../schema/permissions";
import type { OverlayStore } from "./served-screens";

export function withRouteLists(
  modules: readonly Module[],
  overlays: Pick<OverlayStore, "get">,
  user: PermissionHolder | null,
): Module[] {
  return modules.map((module) => ({
    ...module,
    routes: module.routes.map((route) => {
      const screen = route.schema ? overlays.get(route.schema)?.screen : undefined;
      const readable = screen && hasPermission(user, `read-${screen.resource}`);
      // Only the server says this: a `list` written into the router file is not passed on.
      const list = readable ? { endpoint: screen.endpoint, layout: screen.list.layout } : undefined;
      return { ...route, list };
    }),
  }));
}
