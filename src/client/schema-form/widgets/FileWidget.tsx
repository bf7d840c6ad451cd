/**
 * A single file (admin-area §3 `file`): chosen, checked against the 1 MB limit before anything
 * is sent ('File terlalu besar'), uploaded to the screen's `{endpoint}/upload` with its
 * progress, and then the field's value is the server's `filename`, shown by the name the file
 * had on the user's device (the upload's `name`, or the record's `$fileNames`). Pictures show
 * a thumbnail: from the upload's URL, or for a stored value from the record's signed `$files`
 * link. A failed or cancelled upload says 'File upload canceled' and keeps the previous value.
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { Button } from "../../ui/Button";
import { fieldOfId, schemaFormContext } from "../form-context";
import { inputWidget } from "../registry/define-widget";
import { isImageName, shownFileName } from "../transfer/file-names";
import { UploadProgress } from "../transfer/UploadProgress";
import { DEFAULT_ACCEPT, isTooBig, UPLOAD_LIMIT_MB } from "../transfer/upload-limits";
import { useFileUpload } from "../transfer/use-file-upload";
import { accessibilityProps } from "./input-attributes";
import "../transfer/transfer.css";

export function FileWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, options, onChange, onBlur, onFocus, registry } = props;
  const context = schemaFormContext(registry);
  const upload = useFileUpload(context?.endpoint);
  const [tooBig, setTooBig] = useState(false);
  const { state } = upload;
  const stored = typeof value === "string" && value !== "" ? value : undefined;
  const justUploaded = state.status === "success" && state.file.filename === stored;
  const url = justUploaded ? state.file.url : stored && context?.fileLinks?.[fieldOfId(id)];
  const fileName = shownFileName(
    stored ?? "",
    justUploaded ? state.file.name : context?.fileNames?.[fieldOfId(id)],
  );
  const locked = props.disabled || props.readonly || !context?.endpoint;
  const uploading = state.status === "uploading";
  const accept = (options.attr as Record<string, unknown> | undefined)?.accept;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setTooBig(isTooBig(file));
    if (isTooBig(file)) return;
    const uploaded = await upload.start(file);
    if (uploaded) onChange(uploaded.filename);
  };

  const remove = () => {
    upload.reset();
    setTooBig(false);
    onChange(options.emptyValue);
  };

  return (
    <div className="file-upload">
      {stored && (
        <div className="file-upload__current">
          {url && isImageName(stored) && (
            <span className="file-thumb file-thumb--large">
              <img src={url} alt={t`Pratinjau ${fileName}`} />
            </span>
          )}
          {url ? (
            <a className="file-upload__name" href={url} target="_blank" rel="noopener noreferrer">
              {fileName}
            </a>
          ) : (
            <span className="file-upload__name">{fileName}</span>
          )}
          {!locked && !uploading && (
            <Button size="small" aria-label={t`Hapus file ${fileName}`} onClick={remove}>
              {t`Hapus`}
            </Button>
          )}
        </div>
      )}
      <input
        id={id}
        name={props.htmlName ?? id}
        type="file"
        className="file-input"
        accept={typeof accept === "string" && accept ? accept : DEFAULT_ACCEPT}
        disabled={locked}
        // Not `disabled` while uploading: the focus stays where the user left it.
        aria-disabled={uploading || undefined}
        {...accessibilityProps(props)}
        onClick={(event) => {
          if (uploading) event.preventDefault();
        }}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // Choosing the same file again (after a failure) must start a new upload.
          event.target.value = "";
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {uploading && (
        <UploadProgress fileName={state.name} percent={state.percent} onCancel={upload.cancel} />
      )}
      {tooBig ? (
        <p className="field__note field__note--danger" role="alert">
          {t`File terlalu besar`}
        </p>
      ) : state.status === "error" ? (
        <p className="field__note field__note--danger" role="alert">
          {t`File upload canceled`}
          {state.message && ` — ${state.message}`}
        </p>
      ) : (
        <p className="field__note">{t`Ukuran maksimal ${UPLOAD_LIMIT_MB} MB`}</p>
      )}
    </div>
  );
}

export const widget = inputWidget("file", FileWidget);
