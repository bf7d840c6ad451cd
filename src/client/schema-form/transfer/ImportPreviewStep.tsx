/**
 * Step 3 of the import: what the server found with this mapping, before anything is written —
 * the counts, the first rows with errors (the error report has them all) and a sample of the
 * valid rows as they would be saved.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ImportField } from "../../../schema/api/crud";
import type { ImportMapping, ImportPreview } from "./import-api";

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export function ImportPreviewStep({
  preview,
  fields,
  mapping,
  downloading,
  onDownloadErrors,
}: {
  preview: ImportPreview;
  fields: readonly ImportField[];
  mapping: ImportMapping;
  downloading: boolean;
  onDownloadErrors(): void;
}) {
  const { t } = useLingui();
  const labelOf = (id: string) => fields.find((field) => field.id === id)?.label ?? id;
  const mapped = new Set(Object.values(mapping));
  const sampleFields = fields.filter((field) => mapped.has(field.id));
  const { rowCount, validCount, errorCount } = preview;
  const shownErrors = preview.errors.length;

  return (
    <div className="import-step">
      <h3 className="import-step__title" tabIndex={-1}>
        <Trans>Hasil pemeriksaan</Trans>
      </h3>
      <dl className="import-stats">
        <div className="import-stats__item">
          <dt>
            <Trans>Jumlah baris</Trans>
          </dt>
          <dd>{rowCount}</dd>
        </div>
        <div className="import-stats__item import-stats__item--success">
          <dt>
            <Trans>Valid</Trans>
          </dt>
          <dd>{validCount}</dd>
        </div>
        <div className="import-stats__item import-stats__item--danger">
          <dt>
            <Trans>Error</Trans>
          </dt>
          <dd>{errorCount}</dd>
        </div>
      </dl>

      {validCount === 0 && (
        <p className="field__note field__note--danger" role="status">
          <Trans>Tidak ada baris valid untuk disimpan. Perbaiki file, lalu unggah lagi.</Trans>
        </p>
      )}

      {errorCount > 0 && (
        <section className="import-section" aria-label={t`Baris dengan kesalahan`}>
          <div className="import-section__header">
            <h4>
              <Trans>Baris dengan kesalahan</Trans>
            </h4>
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
          </div>
          <table className="table import-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Baris</Trans>
                </th>
                <th scope="col">
                  <Trans>Field</Trans>
                </th>
                <th scope="col">
                  <Trans>Pesan</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.errors.flatMap((rowError) =>
                Object.entries(rowError.errors).map(([field, messages]) => (
                  <tr key={`${rowError.row}:${field}`}>
                    <td className="import-table__number">{rowError.row}</td>
                    <td>{labelOf(field)}</td>
                    <td>{messages.join("; ")}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          {shownErrors < errorCount && (
            <p className="import-step__text">
              <Trans>
                {shownErrors} dari {errorCount} baris bermasalah ditampilkan; selengkapnya ada di
                laporan error.
              </Trans>
            </p>
          )}
        </section>
      )}

      {preview.sample.length > 0 && (
        <section className="import-section" aria-label={t`Contoh baris valid`}>
          <h4>
            <Trans>Contoh baris valid</Trans>
          </h4>
          <div className="import-scroll">
            <table className="table import-table">
              <thead>
                <tr>
                  {sampleFields.map((field) => (
                    <th key={field.id} scope="col">
                      {field.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sample, never reordered
                  <tr key={index}>
                    {sampleFields.map((field) => (
                      <td key={field.id}>{shown(row[field.id])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
