/**
 * What the aside lists: the home page (the module launcher), then — inside a module — the
 * module's routes the user may read, under the group headings of the router file
 * (`schemas/modules.json`). Hidden routes stay reachable but unlisted.
 */
import type { Module, ModuleRoute } from "../../schema/modules";
import { routeHref } from "../launcher/module-paths";

export type NavItem = {
  href: string;
  label: string;
};

export type NavGroup = {
  label: string;
  items: NavItem[];
};

/**
 * A module's routes as aside groups: a new group starts where a route names another one.
 * `mayRead` is the permission check (the server already filtered; the client reflects it).
 */
export function moduleNavigation(
  module: Module,
  locale: "id" | "en",
  mayRead: (route: ModuleRoute) => boolean,
): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const route of module.routes) {
    if (route.hidden || !mayRead(route)) continue;
    const label = (route.group ?? module.title)[locale];
    let group = groups.at(-1);
    if (group?.label !== label) {
      group = { label, items: [] };
      groups.push(group);
    }
    group.items.push({ href: routeHref(module, route), label: route.title[locale] });
  }
  return groups;
}
