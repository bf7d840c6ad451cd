/**
 * Shows whether the server and its database answer (`GET /api/health`): a skeleton while
 * checking, the details when up, the reason and a retry button when not.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type DatabaseKind, useHealth } from "../api/health";
import { formatTime } from "../format/format-time";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { RefreshIcon, ServerIcon } from "../ui/Icons";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";

const DATABASE_LABELS = {
  pglite: msg`PGlite (tertanam)`,
  postgres: msg`PostgreSQL`,
} as const satisfies Record<DatabaseKind, MessageDescriptor>;

export function ServerStatusCard() {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const { data, error, isLoading, isValidating, mutate } = useHealth();
  const recheck = () => void mutate();

  if (isLoading) {
    return (
      <Card title={t`Status server`} icon={<ServerIcon />} labelledBy={headingId}>
        <div role="status" aria-busy="true">
          <span className="visually-hidden">
            <Trans>Memeriksa status server…</Trans>
          </span>
          {/* Shaped like the answer, so nothing jumps when it arrives. */}
          <div className="key-values">
            <Skeleton width="5rem" />
            <Skeleton width="8rem" />
            <Skeleton width="5rem" />
            <Skeleton width="4rem" />
          </div>
        </div>
      </Card>
    );
  }

  if (error || !data) {
    return (
      <Card title={t`Status server`} icon={<ServerIcon />} labelledBy={headingId}>
        <LoadFailed title={<Trans>Server tidak dapat dihubungi</Trans>} error={error} />
        <div className="status-card__retry">
          <Button variant="primary" icon={<RefreshIcon />} busy={isValidating} onClick={recheck}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      </Card>
    );
  }

  const { health, checkedAt } = data;
  const time = formatTime(checkedAt);
  const database = DATABASE_LABELS[health.database];
  return (
    <Card
      title={t`Status server`}
      icon={<ServerIcon />}
      labelledBy={headingId}
      actions={
        <Badge tone="success">
          <Trans>Berjalan normal</Trans>
        </Badge>
      }
      footer={
        <>
          <span>
            <Trans>Terakhir diperiksa {time} WIB</Trans>
          </span>
          <Button
            size="small"
            icon={<RefreshIcon size={14} />}
            busy={isValidating}
            onClick={recheck}
          >
            <Trans>Periksa lagi</Trans>
          </Button>
        </>
      }
    >
      <dl className="key-values">
        <dt>
          <Trans>Basis data</Trans>
        </dt>
        <dd>{database ? i18n._(database) : health.database}</dd>
        <dt>
          <Trans>Versi</Trans>
        </dt>
        <dd>{health.version}</dd>
      </dl>
    </Card>
  );
}
