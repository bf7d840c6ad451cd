/**
 * What a route's page shows before it can draw: a card of skeleton lines while its data loads,
 * and the failure of the router file or of a screen's definition with a way home and a retry.
 * Shared by the route table's page, while the router file is not known yet, and the screen page.
 */
import { Trans } from "@lingui/react/macro";
import { Card } from "../ui/Card";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";

export function LoadingCard() {
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

export function RouteLoadFailed(props: { error: unknown; busy: boolean; onRetry(): void }) {
  return (
    <LoadFailed
      title={<Trans>Layar tidak dapat dimuat</Trans>}
      error={props.error}
      subject="screen"
      back={{ href: "/", label: <Trans>Kembali ke beranda</Trans> }}
      retry={{ className: "alert__action", busy: props.busy, onClick: props.onRetry }}
    />
  );
}
