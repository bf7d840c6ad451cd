/**
 * Step 2 of the import: which field each column of the file fills. The server's guess comes
 * pre-filled; "(abaikan)" leaves a column out. Required fields carry the form's red asterisk,
 * and those no column fills yet are named, since every row would fail on them. The key
 * column (a unique field such as NIK) makes a row whose key a record holds update it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Badge } from "../../ui/Badge";
import type { ImportMapping, ImportUpload } from "./import-api";
import { mappedKeys, unmappedRequired } from "./import-wizard";

export function ImportMappingStep({
  upload,
  mapping,
  keyField,
  onMap,
  onKey,
}: {
  upload: ImportUpload;
  mapping: ImportMapping;
  keyField: string;
  onMap(column: string, field: string): void;
  onKey(key: string): void;
}) {
  const { t } = useLingui();
  const baseId = useId();
  const mapped = new Set(Object.values(mapping));
  const required = upload.fields.filter((field) => field.required);
  const missing = unmappedRequired(upload, mapping)
    .map((field) => field.label)
    .join(", ");
  const rowCount = upload.rowCount;
  const keys = mappedKeys(upload, mapping);
  const labelOf = (id: string) => upload.fields.find((field) => field.id === id)?.label ?? id;

  return (
    <div className="import-step">
      <h3 className="import-step__title" tabIndex={-1}>
        <Trans>Pemetaan kolom</Trans>
      </h3>
      <p className="import-step__text">
        <Trans>
          {rowCount} baris data ditemukan. Pilih field yang diisi oleh setiap kolom file.
        </Trans>
      </p>
      {required.length > 0 && (
        <div className="import-required">
          <span className="import-required__title">
            <Trans>Field wajib</Trans>
          </span>
          <ul className="import-required__list">
            {required.map((field) => (
              <li key={field.id}>
                <Badge tone={mapped.has(field.id) ? "success" : "warning"}>
                  {field.label}
                  <span className="field__required" aria-hidden="true">
                    *
                  </span>
                  <span className="visually-hidden">
                    {mapped.has(field.id) ? t`sudah dipetakan` : t`belum dipetakan`}
                  </span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <table className="table import-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Kolom file</Trans>
            </th>
            <th scope="col">
              <Trans>Field</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {upload.columns.map((column, index) => (
            // Two columns may share a header text; their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns never move
            <tr key={index}>
              <th scope="row">
                <label htmlFor={`${baseId}-${index}`}>{column}</label>
              </th>
              <td>
                <select
                  id={`${baseId}-${index}`}
                  className="select select--small import-table__select"
                  value={mapping[column] ?? ""}
                  onChange={(event) => onMap(column, event.target.value)}
                >
                  <option value="">{t`(abaikan)`}</option>
                  {upload.fields.map((field) => (
                    <option key={field.id} value={field.id}>
                      {field.required ? `${field.label} *` : field.label}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {upload.keys.length > 0 && (
        <div className="field import-key">
          <label className="field__label" htmlFor={`${baseId}-key`}>
            <Trans>Kolom kunci (opsional)</Trans>
          </label>
          <select
            id={`${baseId}-key`}
            className="select select--small"
            value={keys.includes(keyField) ? keyField : ""}
            aria-describedby={`${baseId}-key-note`}
            onChange={(event) => onKey(event.target.value)}
          >
            <option value="">{t`(tanpa kunci: setiap baris jadi data baru)`}</option>
            {keys.map((key) => (
              <option key={key} value={key}>
                {labelOf(key)}
              </option>
            ))}
          </select>
          <p className="field__note" id={`${baseId}-key-note`}>
            <Trans>
              Baris yang kuncinya sudah dimiliki data akan mengubah data itu (hanya isian yang
              berbeda); baris lain menjadi data baru.
            </Trans>
          </p>
        </div>
      )}
      {missing && (
        <p className="field__note field__note--danger" role="status">
          <Trans>Field wajib belum dipetakan: {missing}</Trans>
        </p>
      )}
    </div>
  );
}
