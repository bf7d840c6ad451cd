/**
 * Router lines that name a screen whose overlay file is missing: such a route is in the
 * sidebar, yet its page can only answer "not configured" (404). The steward reads why in
 * the schema preview and in the log.
 */
import type { ModulesFile } from "../../schema/modules";
import { type Problem, pointerOf } from "../../schema/overlay/problem";

export const ROUTER_FILE = "modules.json";

/** JSON files of schemas/ that are not screen overlays: the router and the meta-schemas. */
export const NOT_OVERLAYS: ReadonlySet<string> = new Set([
  ROUTER_FILE,
  "overlay.schema.json",
  "dashboard.schema.json",
]);

export function missingScreens(file: ModulesFile, exists: (id: string) => boolean): Problem[] {
  return file.modules.flatMap((module, moduleIndex) =>
    module.routes.flatMap((route, routeIndex) =>
      route.schema === undefined || exists(route.schema)
        ? []
        : [
            {
              file: ROUTER_FILE,
              pointer: pointerOf("modules", moduleIndex, "routes", routeIndex, "schema"),
              reason:
                `route /${module.name}${route.path} names screen "${route.schema}", but ` +
                `schemas/${route.schema}.json does not exist: its page answers "not configured" ` +
                "(404) until the file is added or the line is changed",
              severity: "error" as const,
            },
          ],
    ),
  );
}
