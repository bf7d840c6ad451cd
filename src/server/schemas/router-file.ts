/**
 * The router file, schemas/modules.json, read live: GET /api/modules serves it, and the
 * overlay store takes each screen's default endpoint and permission resource from its route.
 */
import { join } from "node:path";
import type { ModuleRoute, ModulesFile } from "../../schema/modules";
import { type LiveJson, liveJsonFile } from "./json-file";

function checkModulesFile(value: unknown): ModulesFile {
  const modules = (value as ModulesFile | null)?.modules;
  if (!Array.isArray(modules) || modules.some((module) => !Array.isArray(module?.routes))) {
    throw new Error('expected { "modules": [{ "name", "title", "routes": [...] }] }');
  }
  return value as ModulesFile;
}

export type RouterFile = LiveJson<ModulesFile>;

export function routerFile(schemasDir: string): RouterFile {
  return liveJsonFile(join(schemasDir, "modules.json"), checkModulesFile);
}

/** The first route of the router file that `matches`, if there is a good router file. */
export function routeWhere(
  file: RouterFile,
  matches: (route: ModuleRoute) => boolean,
): ModuleRoute | undefined {
  try {
    return file
      .current()
      .modules.flatMap((module) => module.routes)
      .find(matches);
  } catch {
    // No good router file yet: overlays then carry their own endpoint and resource.
    return undefined;
  }
}

/** The route whose screen is overlay `id`, if the router file names one. */
export function routeOfSchema(file: RouterFile, id: string): ModuleRoute | undefined {
  return routeWhere(file, (route) => route.schema === id);
}
