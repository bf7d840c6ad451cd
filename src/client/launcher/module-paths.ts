/** Where a module's screens live: `/{module}{route}`, and which route an address is. */
import type { Module, ModuleRoute } from "../../schema/modules";

export function routeHref(module: Module, route: ModuleRoute): string {
  return `/${module.name}${route.path}`;
}

/** The module and route a page address belongs to, if any. */
export function findRoute(
  modules: readonly Module[],
  path: string,
): { module: Module; route: ModuleRoute } | null {
  for (const module of modules) {
    const route = module.routes.find((candidate) => routeHref(module, candidate) === path);
    if (route) return { module, route };
  }
  return null;
}

export function moduleOf(modules: readonly Module[], path: string): Module | null {
  return modules.find((module) => path.startsWith(`/${module.name}/`)) ?? null;
}
