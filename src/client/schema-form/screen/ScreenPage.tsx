/**
 * `/{module}{route}`: one screen of the router file, in the view the query names
 * (admin-area §2: `view` and `id` live in the query, beside the list's own state, so going
 * back from a detail or a form returns to the same page, search and filters). RoutePage draws it
 * for the routes naming a `schema`; the others (dashboards, the QR cards, the placeholder) are
 * pages of their own. A failed load says what failed (a screen not configured, a record of
 * another department, a fault worth a retry); a view the user may not open by its permission
 * says so instead of drawing it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { toActions } from "../../../schema/adapter/to-actions";
import { useRouteHeading } from "../../launcher/route-heading";
import { Page } from "../../layout/Page";
import { LoadingCard, RouteLoadFailed } from "../../pages/RouteStates";
import { Card } from "../../ui/Card";
import { LoadFailed } from "../../ui/LoadFailed";
import type { LoadedScreen, RecordData } from "../api/screen-data";
import { recordIfReachable, useRecord, useScreen } from "../api/screens";
import { RecordHistory } from "../detail/RecordHistory";
import { ISSUE_SECRET_STATE, SecretKeyPanel } from "../detail/SecretKeyPanel";
import { DetailTabs } from "../list/DetailTabs";
import { ScreenList } from "../list/ScreenList";
import { screenHref } from "../list/url-state";
import { useUrlListQuery } from "../list/use-list-query";
import { TransitionActions } from "../transitions/TransitionActions";
import { TransitionHistory } from "../transitions/TransitionHistory";
import { useAdapterContext } from "../use-adapter-context";
import { RatingPanel } from "../widgets/rating/RatingPanel";
import { DetailPanels } from "../widgets/related-rows/DetailPanels";
import { presetOf } from "./preset-fields";
import { ScreenDetail } from "./ScreenDetail";
import { ScreenForm } from "./ScreenForm";
import { ViewRefused } from "./ViewRefused";
import { type ScreenView, viewAccess } from "./view-access";

const VIEWS: readonly ScreenView[] = ["list", "detail", "create", "update"];

export function ScreenPage() {
  const [path] = useLocation();
  const { modules, found, title, breadcrumbs } = useRouteHeading(path);
  const screen = useScreen(found?.route.schema);
  const page = (children: ReactNode) => (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {children}
    </Page>
  );

  const failed = modules.error ?? screen.error;
  if (failed) {
    return page(
      <RouteLoadFailed
        error={failed}
        busy={modules.isValidating || screen.isValidating}
        onRetry={() => void (modules.error ? modules.mutate() : screen.mutate())}
      />,
    );
  }
  if (!screen.data) return page(<LoadingCard />);
  return page(<ScreenViews loaded={screen.data} base={path} />);
}

function ScreenViews({ loaded, base }: { loaded: LoadedScreen; base: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const view = VIEWS.find((name) => name === query.get("view")) ?? "list";
  const id = query.get("id") ?? undefined;
  const preset = presetOf(search);
  const context = useAdapterContext();
  const actions = toActions(loaded.screen, context.user);
  const access = viewAccess(view, loaded.screen, actions);
  const record = useRecord(
    access.open && (view === "detail" || view === "update") ? loaded.screen.endpoint : undefined,
    id,
  );
  const listHref = screenHref(base, search);
  const detailHref = screenHref(base, search, "detail", id);
  const backToList = { href: listHref, label: <Trans>Kembali ke daftar</Trans> };

  const afterSave = (saved: RecordData) => {
    if (loaded.screen.redirect) return navigate(loaded.screen.redirect);
    // A new record with a key gets it on its detail, shown there once.
    const issue = view === "create" && loaded.screen.secret && actions.detail;
    navigate(
      actions.detail ? screenHref(base, search, "detail", saved.id) : listHref,
      issue ? { state: { [ISSUE_SECRET_STATE]: true } } : undefined,
    );
  };

  // A step that moves the record out of this view's reach (approving a registration leaves
  // the approval list's scope) returns to the list, whose toast has told the outcome.
  const afterStep = async (took: boolean) => {
    if (!took || !id) return record.mutate();
    const current = await recordIfReachable(loaded.screen.endpoint, id).catch(() => null);
    if (current === undefined) return navigate(listHref);
    return current ? record.mutate(current, { revalidate: false }) : record.mutate();
  };

  if (view === "list") return <ListView loaded={loaded} base={base} preset={preset} />;
  if (!access.open) {
    const back =
      view === "update" && actions.detail
        ? { href: detailHref, label: <Trans>Kembali ke detail</Trans> }
        : backToList;
    return <ViewRefused view={view} access={access} back={back} />;
  }
  if (view === "create") {
    return (
      <Card>
        <ScreenForm
          loaded={loaded}
          view="create"
          preset={preset}
          onSaved={afterSave}
          onCancel={() => navigate(listHref)}
        />
      </Card>
    );
  }
  if (record.error) {
    return (
      <LoadFailed
        title={<Trans>Data tidak dapat dimuat</Trans>}
        error={record.error}
        subject="record"
        back={backToList}
        retry={{
          className: "alert__action",
          busy: record.isValidating,
          onClick: () => void record.mutate(),
        }}
      />
    );
  }
  if (!record.data) return <LoadingCard />;
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
          onReloaded={(current) => void record.mutate(current, { revalidate: false })}
          onCancel={() => navigate(actions.detail ? detailHref : listHref)}
        />
      </Card>
    );
  }
  return (
    <>
      <Card
        footerLabel={t`Tindakan data ini`}
        footer={
          <>
            <Link href={listHref} className="button button--secondary">
              <Trans>Kembali</Trans>
            </Link>
            {actions.update && (
              <Link
                href={screenHref(base, search, "update", id)}
                className="button button--primary"
              >
                <Trans>Ubah</Trans>
              </Link>
            )}
            <TransitionActions
              screen={loaded.screen}
              row={record.data}
              onDone={(took) => void afterStep(took)}
              className="button button--secondary"
            />
          </>
        }
      >
        <ScreenDetail screen={loaded.screen} record={record.data} />
      </Card>
      {id && <RatingPanel screen={loaded.screen} id={id} />}
      {id && (
        <DetailPanels
          screen={loaded.screen}
          id={id}
          version={String(record.data.updated_at ?? "")}
        />
      )}
      {id && loaded.screen.secret && <SecretKeyPanel screen={loaded.screen} id={id} />}
      <DetailTabs screen={loaded.screen} record={record.data} />
      {id && (
        <TransitionHistory
          screen={loaded.screen}
          id={id}
          version={String(record.data.updated_at ?? "")}
        />
      )}
      {id && <RecordHistory screen={loaded.screen} id={id} />}
    </>
  );
}

function ListView({
  loaded,
  base,
  preset,
}: {
  loaded: LoadedScreen;
  base: string;
  preset: Record<string, string>;
}) {
  const state = useUrlListQuery();
  const search = useSearch();
  return (
    <ScreenList
      loaded={loaded}
      state={state}
      fixedFilters={preset}
      hrefOf={(view, row) => screenHref(base, search, view, row?.id)}
    />
  );
}
