/**
 * Step 1 of the import: choose a CSV or XLSX file, or the XLS an export wrote (SpreadsheetML);
 * it uploads at once, with its progress.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ProgressBar } from "./ProgressBar";

const IMPORT_FILE = /\.(csv|xlsx|xls|xml)$/i;
const ACCEPT =
  ".csv,.xlsx,.xls,.xml,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function ImportFileStep({
  uploading,
  percent,
  onFile,
}: {
  uploading: boolean;
  percent: number;
  onFile(file: File): void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [fileName, setFileName] = useState("");
  const [wrongType, setWrongType] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setWrongType(!IMPORT_FILE.test(file.name));
    if (IMPORT_FILE.test(file.name)) onFile(file);
  };

  return (
    <div className="import-step">
      <h3 className="import-step__title" tabIndex={-1}>
        <Trans>Pilih file</Trans>
      </h3>
      <p className="import-step__text">
        <Trans>
          File CSV, XLSX, atau XLS hasil ekspor, dengan nama kolom di baris pertama. Belum ada data
          yang disimpan sampai Anda menekan Simpan.
        </Trans>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          <Trans>File data</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          className="file-input"
          accept={ACCEPT}
          // Not `disabled`: that would drop the focus to the page while the upload runs.
          aria-disabled={uploading || undefined}
          aria-invalid={wrongType || undefined}
          onClick={(event) => {
            if (uploading) event.preventDefault();
          }}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file chosen again (after a fix in Excel) must start a new upload.
            event.target.value = "";
          }}
        />
        {wrongType && (
          <p className="field__error" role="alert">
            <Trans>Pilih file berformat CSV, XLSX, atau XLS hasil ekspor.</Trans>
          </p>
        )}
      </div>
      {uploading && (
        <ProgressBar label={t`Mengunggah ${fileName}`} value={percent} text={`${percent}%`} />
      )}
    </div>
  );
}
