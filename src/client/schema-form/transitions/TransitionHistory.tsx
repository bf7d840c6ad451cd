/**
 * A record's state steps under its detail (screens with `transitions`): each step's label,
 * who took it, when, and its reason — the record history leaves reasons out, being about the
 * record's fields. Read again whenever the record changes (`version`).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import useSWR from "swr";
import { formatDateTime } from "../../../schema/adapter/transforms";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { http } from "../../api/http";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/Skeleton";
import { useSchemaLocale } from "../use-adapter-context";
import "../detail/record-history.css";

interface StepRow {
  id: number;
  transition: string;
  reason: string | null;
  created_at: string;
  by_fullname: string | null;
}

export interface TransitionHistoryProps {
  screen: ScreenDefinition;
  id: string;
  version: string;
}

export function TransitionHistory({ screen, id, version }: TransitionHistoryProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const headingId = useId();
  const hasSteps = (screen.transitions?.length ?? 0) > 0;
  const steps = useSWR(hasSteps ? ["transitions", screen.endpoint, id, version] : null, () =>
    http.get(`${screen.endpoint}/${id}/transitions`).json<{ data: StepRow[] }>(),
  );
  if (!hasSteps || steps.error) return null;
  const label = (name: string) => {
    const step = screen.transitions?.find((candidate) => candidate.name === name);
    return step ? pickText(step.label, locale) : name;
  };
  return (
    <Card
      title={<Trans>Riwayat status</Trans>}
      labelledBy={headingId}
      className="transition-history"
    >
      {!steps.data ? (
        <Skeleton width="18rem" />
      ) : steps.data.data.length === 0 ? (
        <p className="record-history__empty">
          <Trans>Belum ada langkah status</Trans>
        </p>
      ) : (
        <ol className="timeline" aria-labelledby={headingId}>
          {steps.data.data.map((step) => (
            <li key={step.id} className="timeline__entry" data-step={step.transition}>
              <div className="timeline__meta">
                <strong>{label(step.transition)}</strong>
                <span className="timeline__who">{step.by_fullname ?? t`Sistem`}</span>
                <time className="timeline__when" dateTime={step.created_at}>
                  {formatDateTime(step.created_at)}
                </time>
              </div>
              {step.reason && <p className="transition-history__reason">{step.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
