/** What a widget shows instead of figures: a skeleton while they load, a note when there are none. */
import { Trans } from "@lingui/react/macro";
import { Skeleton } from "../ui/Skeleton";

export function WidgetSkeleton({ chart }: { chart: boolean }) {
  return (
    <div className="widget-skeleton">
      <span className="visually-hidden">
        <Trans>Memuat…</Trans>
      </span>
      {chart ? (
        <Skeleton height="14rem" />
      ) : (
        <>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </>
      )}
    </div>
  );
}

export function WidgetEmpty() {
  return (
    <div className="widget-empty" role="status">
      <p className="widget-empty__title">
        <Trans>Belum ada data</Trans>
      </p>
      <p className="widget-empty__text">
        <Trans>Tidak ada angka untuk filter dan periode ini. Ubah filter atau periodenya.</Trans>
      </p>
    </div>
  );
}
