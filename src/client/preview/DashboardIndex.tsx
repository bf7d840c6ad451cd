/**
 * The dashboards beside the screens in the schema preview: every dashboard a route of the
 * router file names (those the reader's modules hold; the super-admin sees all).
 */
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { pickText } from "../../schema/local-text";
import type { Module } from "../../schema/modules";
import { useModules } from "../launcher/modules";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { Card } from "../ui/Card";

/** Each dashboard once, with the title of the first route naming it. */
export function dashboardsOf(modules: readonly Module[]) {
  const found = new Map<string, Module["routes"][number]["title"]>();
  for (const route of modules.flatMap((module) => module.routes)) {
    const id = route.dashboard;
    if (id && !found.has(id)) found.set(id, route.title);
  }
  return [...found].map(([id, title]) => ({ id, title }));
}

export function DashboardIndex({ active }: { active?: string | undefined }) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const modules = useModules();
  const dashboards = dashboardsOf(modules.data ?? []);
  if (dashboards.length === 0) return null;
  return (
    <Card title={t`Dasbor`}>
      <nav aria-label={t`Daftar dasbor`}>
        <ul className="preview__list">
          {dashboards.map((dashboard) => (
            <li key={dashboard.id}>
              <Link
                href={`/schema-preview/dashboard/${dashboard.id}`}
                className={
                  dashboard.id === active ? "preview__item preview__item--active" : "preview__item"
                }
                aria-current={dashboard.id === active ? "page" : undefined}
              >
                <span className="preview__item-name">
                  {pickText(dashboard.title, locale)}
                  <code>{dashboard.id}</code>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
