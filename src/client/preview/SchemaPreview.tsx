/**
 * One overlay in the preview: the merged screen drawn as form, list and detail with a sample
 * record, the JSON Schema and uiSchema the adapter makes of it, the overlay file as it is on
 * disk, the model metadata, and every problem found.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { sampleRecord } from "../../schema/adapter/sample-record";
import { toTabs } from "../../schema/adapter/to-actions";
import { toColumns, toDetailRows } from "../../schema/adapter/to-display";
import { toForm } from "../../schema/adapter/to-form";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import { FORM_VIEWS, type FormView } from "../../schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { DisplayValue } from "../schema-form/DisplayValue";
import { useAdapterContext } from "../schema-form/use-adapter-context";
import { Badge } from "../ui/Badge";
import { Skeleton } from "../ui/Skeleton";
import { PreviewForm } from "./PreviewForm";
import { ProblemList } from "./ProblemList";
import { type SchemaSource, useSchemaSource } from "./preview-api";
import { Tabs } from "./Tabs";

const json = (value: unknown) => <pre className="code-block">{JSON.stringify(value, null, 2)}</pre>;

export function SchemaPreview({ id }: { id: string }) {
  const source = useSchemaSource(id);
  if (source.error) {
    return (
      <p role="alert" className="field__error">
        <Trans>Skema {id} tidak dapat dimuat.</Trans>
      </p>
    );
  }
  if (!source.data) return <Skeleton height="20rem" />;
  return <LoadedPreview data={source.data} />;
}

function LoadedPreview({ data }: { data: SchemaSource }) {
  const { t } = useLingui();
  const [tab, setTab] = useState("form");
  const errors = data.problems.filter((problem) => problem.severity === "error").length;
  const problemsTab = {
    id: "problems",
    label: (
      <>
        <Trans>Masalah</Trans> <span className="tabs__count">{data.problems.length}</span>
      </>
    ),
    panel: () => <ProblemList problems={data.problems} showFile={false} />,
  };
  const sourceTab = {
    id: "overlay",
    label: <Trans>Overlay</Trans>,
    panel: () => <pre className="code-block">{data.source ?? ""}</pre>,
  };
  return (
    <>
      {errors > 0 && (
        <div role="alert" className="alert alert--danger preview__banner">
          <div>
            <p className="alert__title">
              {data.screen ? (
                <Trans>
                  Berkas ini ditolak; versi baik terakhir ({data.version}) tetap dipakai.
                </Trans>
              ) : (
                <Trans>Berkas ini ditolak dan belum pernah valid; layarnya tidak tersedia.</Trans>
              )}
            </p>
          </div>
        </div>
      )}
      {data.screen && data.version ? (
        <ScreenTabs
          data={data}
          screen={data.screen}
          version={data.version}
          extra={[sourceTab, problemsTab]}
          tab={tab}
          setTab={setTab}
        />
      ) : (
        <Tabs
          items={[problemsTab, sourceTab]}
          active={tab === "overlay" ? "overlay" : "problems"}
          onSelect={setTab}
          label={t`Bagian pratinjau`}
        />
      )}
    </>
  );
}

function ScreenTabs({
  data,
  screen,
  version,
  extra,
  tab,
  setTab,
}: {
  data: SchemaSource;
  screen: ScreenDefinition;
  version: string;
  extra: Parameters<typeof Tabs>[0]["items"];
  tab: string;
  setTab(id: string): void;
}) {
  const { t } = useLingui();
  const base = useAdapterContext();
  const [locale, setLocale] = useState<SchemaLocale>(base.locale);
  const [view, setView] = useState<FormView>("create");
  const context = useMemo(() => ({ ...base, locale }), [base, locale]);
  const form = useMemo(() => toForm(screen, view, context), [screen, view, context]);
  const sample = useMemo(() => sampleRecord(screen), [screen]);
  const columns = useMemo(() => toColumns(screen, context), [screen, context]);
  const rows = useMemo(() => toDetailRows(screen, context), [screen, context]);
  const tabs = useMemo(() => toTabs(screen, context), [screen, context]);
  const loaded = { id: data.id, version, screen };
  const items = [
    {
      id: "form",
      label: <Trans>Formulir</Trans>,
      panel: () => (
        <>
          <fieldset className="segmented">
            <legend className="visually-hidden">
              <Trans>Tampilan formulir</Trans>
            </legend>
            {FORM_VIEWS.map((name) => (
              <label key={name} className="segmented__option">
                <input
                  type="radio"
                  name="preview-view"
                  checked={view === name}
                  onChange={() => setView(name)}
                />
                <span>{name}</span>
              </label>
            ))}
          </fieldset>
          <PreviewForm loaded={loaded} view={view} form={form} sample={sample} locale={locale} />
        </>
      ),
    },
    {
      id: "list",
      label: <Trans>Daftar</Trans>,
      panel: () => (
        <div className="preview__scroll">
          <table className="table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={column.className || undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {columns.map((column) => (
                  <td key={column.id} className={column.className || undefined}>
                    <DisplayValue item={column} record={sample} locale={locale} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: "detail",
      label: <Trans>Detail</Trans>,
      panel: () => (
        <>
          <dl className="key-values">
            {rows.map((row) => (
              <div key={row.id} className="detail-row">
                <dt>{row.label}</dt>
                <dd>
                  <DisplayValue item={row} record={sample} locale={locale} />
                </dd>
              </div>
            ))}
          </dl>
          {tabs.length > 0 && (
            <section className="preview__tabs">
              <h3>
                <Trans>Tab sub-daftar yang boleh Anda lihat</Trans>
              </h3>
              <ul>
                {tabs.map((tab) => (
                  <li key={tab.module}>
                    <Badge tone="neutral">{tab.label}</Badge>{" "}
                    <code>
                      {tab.module}?{tab.as_param}={`{${tab.keyField}}`}
                    </code>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      ),
    },
    { id: "schema", label: "JSON Schema", panel: () => json(form.schema) },
    { id: "ui", label: "uiSchema", panel: () => json(form.uiSchema) },
    { id: "screen", label: <Trans>Definisi layar</Trans>, panel: () => json(screen) },
    { id: "model", label: <Trans>Metadata model</Trans>, panel: () => json(data.model) },
    ...extra,
  ];
  return (
    <>
      <div className="preview__meta">
        <h2 className="preview__title">{pickText(screen.title, locale)}</h2>
        <Badge tone="neutral">
          <Trans>model</Trans> {screen.model}
        </Badge>
        <Badge tone="neutral">/api/{screen.endpoint}</Badge>
        <Badge tone="neutral">
          <Trans>versi</Trans> {version}
        </Badge>
        <label className="preview__locale">
          <span>
            <Trans>Bahasa pratinjau</Trans>
          </span>
          <select
            className="select select--small"
            value={locale}
            onChange={(event) => setLocale(event.target.value === "en" ? "en" : "id")}
          >
            <option value="id">Indonesia</option>
            <option value="en">English</option>
          </select>
        </label>
      </div>
      <Tabs items={items} active={tab} onSelect={setTab} label={t`Bagian pratinjau`} />
    </>
  );
}
