/**
 * One dashboard overlay in the schema preview: its widgets drawn with sample figures made from
 * the definition (the same on every visit), the definition the server serves, and the
 * problems it reports for the file (a rejected file keeps its last good version serving).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import type { DashboardDefinition } from "../../schema/dashboards/dashboard-types";
import { pickText } from "../../schema/local-text";
import type { Problem } from "../../schema/overlay/problem";
import { serverAnswer } from "../api/http";
import { useDashboard } from "../dashboards/dashboard-api";
import { sampleDashboardData } from "../dashboards/sample-data";
import { WidgetGrid } from "../dashboards/WidgetGrid";
import { labelText } from "../dashboards/widget-rows";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { Badge } from "../ui/Badge";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";
import { ProblemList } from "./ProblemList";
import { Tabs } from "./Tabs";
import "../dashboards/dashboards.css";

export function DashboardPreview({ id }: { id: string }) {
  const definition = useDashboard(id);
  if (definition.error) {
    // A file never valid has no definition; its problems may still come with the refusal.
    const problems = serverAnswer(definition.error)?.problems;
    return (
      <>
        <LoadFailed
          title={<Trans>Dasbor {id} tidak dapat dimuat.</Trans>}
          error={definition.error}
          className="preview__banner"
          retry={{
            className: "alert__action",
            busy: definition.isValidating,
            onClick: () => void definition.mutate(),
          }}
        />
        {Array.isArray(problems) && <ProblemList problems={problems as Problem[]} />}
      </>
    );
  }
  if (!definition.data) return <Skeleton height="20rem" />;
  return <LoadedDashboard definition={definition.data} />;
}

/** The definition answer; for the preview the server may add the overlay's problems. */
type PreviewedDefinition = DashboardDefinition & { problems?: Problem[] };

function LoadedDashboard({ definition }: { definition: PreviewedDefinition }) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const [tab, setTab] = useState("preview");
  const sample = useMemo(() => sampleDashboardData(definition), [definition]);
  const problems = definition.problems ?? [];
  const rejected = problems.some((problem) => problem.severity === "error");
  const items = [
    {
      id: "preview",
      label: <Trans>Pratinjau</Trans>,
      panel: () => (
        <div className="preview-dashboard">
          <WidgetGrid definition={definition} data={sample} />
        </div>
      ),
    },
    {
      id: "definition",
      label: <Trans>Definisi dasbor</Trans>,
      panel: () => <pre className="code-block">{JSON.stringify(definition, null, 2)}</pre>,
    },
    {
      id: "problems",
      label: (
        <>
          <Trans>Masalah</Trans> <span className="tabs__count">{problems.length}</span>
        </>
      ),
      panel: () => <ProblemList problems={problems} showFile={false} />,
    },
  ];
  return (
    <>
      {rejected && (
        <div role="alert" className="alert alert--danger preview__banner">
          <div>
            <p className="alert__title">
              <Trans>
                Berkas ini ditolak; versi baik terakhir ({definition.version}) tetap dipakai.
              </Trans>
            </p>
          </div>
        </div>
      )}
      <div className="preview__meta">
        <h2 className="preview__title">{pickText(definition.title, locale)}</h2>
        <Badge tone="neutral">
          <Trans>versi</Trans> {definition.version}
        </Badge>
        {definition.live && <Badge tone="success">live</Badge>}
        {definition.filters.map((filter) => (
          <Badge key={filter.key} tone="neutral">
            {labelText(filter.label, locale)}
          </Badge>
        ))}
      </div>
      <p className="preview__note">
        <Trans>
          Angka di pratinjau ini contoh, dibuat dari definisinya; bukan data sebenarnya.
        </Trans>
      </p>
      <Tabs items={items} active={tab} onSelect={setTab} label={t`Bagian pratinjau`} />
    </>
  );
}
