/**
 * A record's history under its detail: who did what and when, and per change the field,
 * before → after. Only for holders of `read-audit-log` (the server refuses everyone else, so
 * the others see nothing rather than an error).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatDateTime } from "../../../schema/adapter/transforms";
import type { AuditEntry, AuditNames } from "../../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../../schema/local-text";
import type { ScreenDefinition, ScreenField } from "../../../schema/overlay/screen-types";
import { can } from "../../session/permissions";
import { useSession } from "../../session/session-store";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { LoadFailed } from "../../ui/LoadFailed";
import { Skeleton } from "../../ui/Skeleton";
import { useSchemaLocale } from "../use-adapter-context";
import { ACTION_LABELS, ACTION_TONES, changeText, relatedName } from "./audit-text";
import { useRecordHistory } from "./use-record-history";
import "./record-history.css";

export const AUDIT_PERMISSION = "read-audit-log";

export function RecordHistory({ screen, id }: { screen: ScreenDefinition; id: string }) {
  const allowed = can(AUDIT_PERMISSION, useSession());
  const history = useRecordHistory(screen.endpoint, id, allowed);
  const locale = useSchemaLocale();
  const headingId = useId();
  if (!allowed) return null;

  return (
    <Card
      title={<Trans>Riwayat perubahan</Trans>}
      labelledBy={headingId}
      className="record-history"
    >
      {history.isLoading ? (
        <div role="status" aria-busy="true" className="record-history__loading">
          <span className="visually-hidden">
            <Trans>Memuat riwayat…</Trans>
          </span>
          <Skeleton width="14rem" />
          <Skeleton width="22rem" />
          <Skeleton width="18rem" />
        </div>
      ) : history.entries.length > 0 ? (
        <ol className="timeline" aria-labelledby={headingId}>
          {history.entries.map((entry) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              names={history.names}
              screen={screen}
              locale={locale}
            />
          ))}
        </ol>
      ) : (
        !history.error && (
          <p className="record-history__empty">
            <Trans>Belum ada riwayat perubahan</Trans>
          </p>
        )
      )}
      {history.error ? (
        <LoadFailed
          title={<Trans>Riwayat tidak dapat dimuat</Trans>}
          error={history.error}
          className="record-history__failed"
          retry={{ className: "record-history__retry", busy: false, onClick: history.retry }}
        />
      ) : (
        history.hasMore && (
          <div className="record-history__more">
            <Button size="small" busy={history.isLoadingMore} onClick={history.loadMore}>
              <Trans>Muat lebih banyak</Trans>
            </Button>
          </div>
        )
      )}
    </Card>
  );
}

function HistoryEntry({
  entry,
  names,
  screen,
  locale,
}: {
  entry: AuditEntry;
  names: AuditNames;
  screen: ScreenDefinition;
  locale: SchemaLocale;
}) {
  const { t, i18n } = useLingui();
  return (
    <li className="timeline__entry">
      <div className="timeline__meta">
        <Badge tone={ACTION_TONES[entry.action]}>{i18n._(ACTION_LABELS[entry.action])}</Badge>
        <span className="timeline__who">{entry.user?.fullname ?? t`Sistem`}</span>
        <time className="timeline__when" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.changes.length > 0 && (
        <ul className="timeline__changes">
          {entry.changes.map((change) => {
            const field = screen.fields.find((candidate) => candidate.id === change.field);
            const side = (which: "before" | "after") => (
              <ChangeValue
                className={`timeline__${which}`}
                field={field}
                value={change[which]}
                names={names[change.field]}
                locale={locale}
              />
            );
            return (
              <li key={change.field} className="timeline__change">
                <span className="timeline__field">
                  {field ? pickText(field.label, locale) : change.field}
                </span>
                {side("before")}
                <span aria-hidden="true">→</span>
                <span className="visually-hidden">{t`menjadi`}</span>
                {side("after")}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** A related key shows the name the server gave it, or its id with a note when it may not. */
function ChangeValue(props: {
  className: string;
  field: ScreenField | undefined;
  value: unknown;
  names: AuditNames[string] | undefined;
  locale: SchemaLocale;
}) {
  const { t } = useLingui();
  const name = relatedName(props.names, props.value);
  if (name === null) {
    return (
      <span
        className={props.className}
        title={t`Data terkait di luar akses Anda atau sudah dihapus`}
      >
        #{String(props.value)}{" "}
        <span className="timeline__note">{t`(tidak dapat ditampilkan)`}</span>
      </span>
    );
  }
  return (
    <span className={props.className}>
      {name ?? changeText(props.field, props.value, props.locale)}
    </span>
  );
}
