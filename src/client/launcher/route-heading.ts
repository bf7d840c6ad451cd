/**
 * The heading of the page at an address, from the router file the session keeps: its title and
 * the trail Beranda › module › page. Shared by a screen and by the placeholder drawn while the
 * screen's code loads, so the title shows at once and stays put when the screen arrives.
 */
import { useLingui } from "@lingui/react/macro";
import { pickText } from "../../schema/local-text";
import type { Breadcrumb } from "../layout/Page";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { findRoute, useModules } from "./modules";

export function useRouteHeading(path: string) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const modules = useModules();
  const found = modules.data ? findRoute(modules.data, path) : null;
  const title = found ? pickText(found.route.title, locale) : t`Memuat…`;
  const breadcrumbs: Breadcrumb[] = [
    { label: t`Beranda`, href: "/" },
    ...(found ? [{ label: pickText(found.module.title, locale) }] : []),
    { label: title },
  ];
  return { modules, found, title, breadcrumbs };
}
