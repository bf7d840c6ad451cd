/**
 * `/{module}{route}`: one screen of the router file, in the view the query names
 * (admin-area §2: `view` and `id` live in the query). Detail, create and update are drawn from
 * the screen's overlay; the list view is issue #5's, so until then the screen opens on a page
 * that says so and offers what already works. A route without a screen keeps the launcher's
 * placeholder page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { toActions } from "../../../schema/adapter/to-actions";
import { pickText } from "../../../schema/local-text";
import { ModuleRoutePage } from "../../launcher/ModuleRoutePage";
import { findRoute, useModules } from "../../launcher/modules";
import { Page } from "../../layout/Page";
import { NotFoundPage } from "../../pages/NotFoundPage";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { AlertIcon } from "../../ui/Icons";
import { Skeleton } from "../../ui/Skeleton";
import { type LoadedScreen, type RecordData, useRecord, useScreen } from "../api/screens";
import { useAdapterContext, useSchemaLocale } from "../use-adapter-context";
import { ScreenDetail } from "./ScreenDetail";
import { ScreenForm } from "./ScreenForm";

type View = "list" | "detail" | "create" | "update";
const VIEWS: readonly View[] = ["list", "detail", "create", "update"];

export function ScreenPage() {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const [path] = useLocation();
  const modules = useModules();
  const found = modules.data ? findRoute(modules.data, path) : null;
  const screen = useScreen(found?.route.schema);
  const title = found ? pickText(found.route.title, locale) : t`Memuat…`;
  const crumbs = [
    { label: t`Beranda`, href: "/" },
    ...(found ? [{ label: pickText(found.module.title, locale) }] : []),
    { label: title },
  ];
  const page = (children: ReactNode) => (
    <Page title={title} breadcrumbs={crumbs}>
      {children}
    </Page>
  );

  if (modules.data && !found) return <NotFoundPage />;
  if (found && !found.route.schema) return <ModuleRoutePage />;
  if (modules.error || screen.error) return page(<LoadFailed />);
  if (!screen.data) return page(<Loading />);
  return page(<ScreenViews loaded={screen.data} base={path} />);
}

function ScreenViews({ loaded, base }: { loaded: LoadedScreen; base: string }) {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const view = VIEWS.find((name) => name === query.get("view")) ?? "list";
  const id = query.get("id") ?? undefined;
  const context = useAdapterContext();
  const actions = toActions(loaded.screen, context.user);
  const record = useRecord(
    view === "detail" || view === "update" ? loaded.screen.endpoint : undefined,
    id,
  );

  const afterSave = (saved: RecordData) => {
    if (loaded.screen.redirect) return navigate(loaded.screen.redirect);
    navigate(actions.detail ? `${base}?view=detail&id=${saved.id}` : base);
  };

  if (view === "create") {
    return (
      <Card>
        <ScreenForm
          loaded={loaded}
          view="create"
          onSaved={afterSave}
          onCancel={() => navigate(base)}
        />
      </Card>
    );
  }
  if (view === "list") return <ListComingSoon base={base} canCreate={actions.create} />;
  if (record.error) return <LoadFailed />;
  if (!record.data) return <Loading />;
  if (view === "update") {
    return (
      <Card>
        <ScreenForm
          loaded={loaded}
          view="update"
          record={record.data}
          onSaved={(saved) => {
            void record.mutate(saved, { revalidate: false });
            afterSave(saved);
          }}
          onCancel={() => navigate(`${base}?view=detail&id=${id}`)}
        />
      </Card>
    );
  }
  return (
    <Card
      footer={
        <>
          <Link href={base} className="button button--secondary">
            <Trans>Kembali</Trans>
          </Link>
          {actions.update && (
            <Link href={`${base}?view=update&id=${id}`} className="button button--primary">
              <Trans>Ubah</Trans>
            </Link>
          )}
        </>
      }
    >
      <ScreenDetail screen={loaded.screen} record={record.data} />
    </Card>
  );
}

function ListComingSoon({ base, canCreate }: { base: string; canCreate: boolean }) {
  const [, navigate] = useLocation();
  return (
    <Card>
      <div className="empty-state">
        <h2 className="empty-state__title">
          <Trans>Daftar data segera hadir</Trans>
        </h2>
        <p className="empty-state__text">
          <Trans>
            Tampilan daftar layar ini dibuat pada rilis berikutnya. Formulir tambah dan ubah sudah
            dapat dipakai.
          </Trans>
        </p>
        {canCreate && (
          <div className="empty-state__actions">
            <Button variant="primary" onClick={() => navigate(`${base}?view=create`)}>
              <Trans>Tambah data</Trans>
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

function Loading() {
  return (
    <Card>
      <div role="status" aria-busy="true" className="key-values">
        <span className="visually-hidden">
          <Trans>Memuat…</Trans>
        </span>
        <Skeleton width="8rem" />
        <Skeleton width="14rem" />
        <Skeleton width="8rem" />
        <Skeleton width="10rem" />
      </div>
    </Card>
  );
}

function LoadFailed() {
  return (
    <div role="alert" className="alert alert--danger">
      <AlertIcon />
      <div>
        <p className="alert__title">
          <Trans>Data tidak dapat dimuat</Trans>
        </p>
        <p className="alert__text">
          <Trans>Periksa koneksi Anda atau izin akses Anda, lalu muat ulang halaman.</Trans>
        </p>
      </div>
    </div>
  );
}
