/**
 * Step 3 of the import: what the commit will do with this mapping, before anything is written
 * — the rows by action (Baru / Ubah / Tidak berubah) and with errors, then each row that
 * creates, updates (with what changes, before → after) or fails (with why), in file order.
 * Unchanged rows are only counted. The error report has every error.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ImportField } from "../../../schema/api/crud";
import type { ImportAction, ImportRowPreview } from "../../../schema/api/import";
import { useFormatNumber } from "../../format/format-number";
import { Badge } from "../../ui/Badge";
import type { ImportPreview } from "./import-api";

export function ImportPreviewStep({
  preview,
  fields,
  downloading,
  onDownloadErrors,
}: {
  preview: ImportPreview;
  fields: readonly ImportField[];
  downloading: boolean;
  onDownloadErrors(): void;
}) {
  const { t } = useLingui();
  const formatNumber = useFormatNumber();
  const { rowCount, validCount, errorCount, counts, rows } = preview;
  const listed = counts.create + counts.update + errorCount;
  const actions: Record<ImportAction, string> = {
    create: t`Baru`,
    update: t`Ubah`,
    unchanged: t`Tidak berubah`,
  };
  const stats = [
    { label: t`Jumlah baris`, value: rowCount, tone: "" },
    { label: actions.create, value: counts.create, tone: "success" },
    { label: actions.update, value: counts.update, tone: "success" },
    { label: actions.unchanged, value: counts.unchanged, tone: "" },
    { label: t`Error`, value: errorCount, tone: "danger" },
  ];

  return (
    <div className="import-step">
      <h3 className="import-step__title" tabIndex={-1}>
        <Trans>Hasil pemeriksaan</Trans>
      </h3>
      <dl className="import-stats">
        {stats.map(({ label, value, tone }) => (
          <div
            key={label}
            className={
              tone ? `import-stats__item import-stats__item--${tone}` : "import-stats__item"
            }
          >
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>

      {validCount === 0 && (
        <p className="field__note field__note--danger" role="status">
          <Trans>Tidak ada baris valid untuk disimpan. Perbaiki file, lalu unggah lagi.</Trans>
        </p>
      )}
      {validCount > 0 && listed === 0 && (
        <p className="field__note" role="status">
          <Trans>Semua baris sama dengan data yang ada; menyimpan tidak mengubah apa pun.</Trans>
        </p>
      )}

      {rows.length > 0 && (
        <section className="import-section" aria-label={t`Rincian per baris`}>
          <div className="import-section__header">
            <h4>
              <Trans>Rincian per baris</Trans>
            </h4>
            {errorCount > 0 && (
              <button
                type="button"
                className="link-button"
                aria-busy={downloading || undefined}
                onClick={() => {
                  if (!downloading) onDownloadErrors();
                }}
              >
                <Trans>Unduh laporan error (CSV)</Trans>
              </button>
            )}
          </div>
          <div className="import-scroll">
            <table className="table import-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Baris</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Aksi</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Kunci</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Rincian</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <PreviewRow
                    key={row.row}
                    row={row}
                    action={actions[row.action]}
                    fields={fields}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {rows.length < listed && (
            <p className="import-step__text">
              <Trans>
                {rows.length} dari {listed} baris ditampilkan; kesalahan selengkapnya ada di laporan
                error.
              </Trans>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function PreviewRow({
  row,
  action,
  fields,
}: {
  row: ImportRowPreview;
  action: string;
  fields: readonly ImportField[];
}) {
  const { t } = useLingui();
  const labelOf = (id: string) => fields.find((field) => field.id === id)?.label ?? id;
  const errors = Object.entries(row.errors ?? {});
  return (
    <tr className={errors.length > 0 ? "import-table__row--error" : undefined}>
      <td className="import-table__number">{row.row}</td>
      <td>
        {errors.length > 0 ? (
          <Badge tone="danger">{t`Error (${action})`}</Badge>
        ) : (
          <Badge tone={row.action === "update" ? "warning" : "success"}>{action}</Badge>
        )}
      </td>
      <td>{row.key ?? "—"}</td>
      <td>
        <ul className="import-details">
          {errors.map(([field, messages]) => (
            <li key={field}>
              {field === "_" ? messages.join("; ") : `${labelOf(field)}: ${messages.join("; ")}`}
            </li>
          ))}
          {errors.length === 0 &&
            row.changes?.map((change) => (
              <li key={change.field}>
                {labelOf(change.field)}: {change.before || "—"} → {change.after || "—"}
              </li>
            ))}
        </ul>
      </td>
    </tr>
  );
}
