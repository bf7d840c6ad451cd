/**
 * `/schema-preview/:id?` and `/schema-preview/dashboard/:dashboard`: the developers' debugger
 * for screens and dashboards (read-schema-preview; the super-admin passes). Every overlay with
 * its state and every dashboard on the left; the chosen one on the right; without a choice,
 * every problem of every overlay. Refreshes itself every few seconds, so a steward's save
 * shows up while they look.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { pickText } from "../../schema/local-text";
import { SCHEMA_PREVIEW_PERMISSION } from "../../schema/overlay/preview-permission";
import { hasPermission } from "../../schema/permissions";
import { Page } from "../layout/Page";
import { useAdapterContext } from "../schema-form/use-adapter-context";
import { Badge } from "../ui/Badge";
import { Card } from "../ui/Card";
import { Skeleton } from "../ui/Skeleton";
import { DashboardIndex } from "./DashboardIndex";
import { DashboardPreview } from "./DashboardPreview";
import { ProblemList } from "./ProblemList";
import { useSchemaList, useSchemaProblems } from "./preview-api";
import { SchemaPreview } from "./SchemaPreview";
import "./preview.css";

export interface PreviewParams {
  id?: string;
  dashboard?: string;
}

export function SchemaPreviewPage({ params }: { params: PreviewParams }) {
  const { t } = useLingui();
  const context = useAdapterContext();
  const title = t`Pratinjau Skema`;
  const crumbs = [{ label: t`Beranda`, href: "/" }, { label: title }];
  if (!hasPermission(context.user, SCHEMA_PREVIEW_PERMISSION)) {
    return (
      <Page title={title} breadcrumbs={crumbs}>
        <Card>
          <div className="empty-state">
            <h2 className="empty-state__title">
              <Trans>Tidak ada akses</Trans>
            </h2>
            <p className="empty-state__text">
              <Trans>
                Pratinjau skema memerlukan izin {SCHEMA_PREVIEW_PERMISSION}. Hubungi admin untuk
                meminta akses.
              </Trans>
            </p>
          </div>
        </Card>
      </Page>
    );
  }
  return (
    <Page title={title} breadcrumbs={crumbs}>
      <div className="preview">
        <div className="preview__side">
          {/* The few dashboards first: the screens' list is long. */}
          <DashboardIndex active={params.dashboard} />
          <SchemaIndex active={params.id} />
        </div>
        <div className="preview__main">
          {params.dashboard ? (
            <Card>
              <DashboardPreview key={params.dashboard} id={params.dashboard} />
            </Card>
          ) : params.id ? (
            <Card>
              <SchemaPreview key={params.id} id={params.id} />
            </Card>
          ) : (
            <AllProblems />
          )}
        </div>
      </div>
    </Page>
  );
}

function SchemaIndex({ active }: { active?: string }) {
  const { t } = useLingui();
  const context = useAdapterContext();
  const list = useSchemaList();
  return (
    <Card title={t`Skema`} className="preview__index">
      {!list.data ? (
        <Skeleton height="10rem" />
      ) : (
        <nav aria-label={t`Daftar skema`}>
          <ul className="preview__list">
            {list.data.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/schema-preview/${item.id}`}
                  className={
                    item.id === active ? "preview__item preview__item--active" : "preview__item"
                  }
                  aria-current={item.id === active ? "page" : undefined}
                >
                  <span className="preview__item-name">
                    {item.title ? pickText(item.title, context.locale) : item.id}
                    <code>{item.id}</code>
                  </span>
                  {item.errors > 0 ? (
                    <Badge tone="danger">{item.errors}</Badge>
                  ) : item.warnings > 0 ? (
                    <Badge tone="warning">{item.warnings}</Badge>
                  ) : (
                    <Badge tone="success">OK</Badge>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Card>
  );
}

function AllProblems() {
  const { t } = useLingui();
  const problems = useSchemaProblems();
  return (
    <Card title={t`Semua masalah`}>
      {problems.data ? <ProblemList problems={problems.data} /> : <Skeleton height="8rem" />}
    </Card>
  );
}
