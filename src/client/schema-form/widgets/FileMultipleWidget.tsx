/**
 * Several files (admin-area §3 `file-multiple`). The value is a list of items
 * `{ file_filename, id? }` (§3 "Widget data"): `id` marks one already saved. Each chosen file
 * is checked (1 MB, 'File terlalu besar'; at most 5 in all, 'Jumlah File melebihi batas
 * Upload') and uploads on its own with its progress; once up it joins the value. Removing a
 * saved item blanks its `file_filename` so the server deletes it; a new one simply goes.
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../ui/Button";
import { schemaFormContext } from "../form-context";
import { inputWidget } from "../registry/define-widget";
import { isImageName } from "../transfer/file-names";
import { UploadProgress } from "../transfer/UploadProgress";
import {
  DEFAULT_ACCEPT,
  isTooBig,
  MULTI_UPLOAD_MAX_FILES,
  UPLOAD_LIMIT_MB,
} from "../transfer/upload-limits";
import { type UploadedFile, useFileUpload } from "../transfer/use-file-upload";
import { accessibilityProps } from "./input-attributes";
import "../transfer/transfer.css";

export interface MultiFileItem {
  id?: number | string;
  file_filename: string;
}

interface Pending {
  key: number;
  file: File;
}

const itemsOf = (value: unknown): MultiFileItem[] =>
  Array.isArray(value)
    ? value.filter((item): item is MultiFileItem => typeof item?.file_filename === "string")
    : [];

export function FileMultipleWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, options, onChange, onBlur, onFocus, registry } = props;
  const context = schemaFormContext(registry);
  const items = itemsOf(value);
  // Uploads finishing in the same tick must each add to the list the one before produced.
  const latest = useRef(items);
  latest.current = items;
  const [pending, setPending] = useState<Pending[]>([]);
  const [links, setLinks] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<"size" | "count">();
  const nextKey = useRef(0);
  const locked = props.disabled || props.readonly || !context?.endpoint;
  const shown = items.filter((item) => item.file_filename !== "");
  const accept = (options.attr as Record<string, unknown> | undefined)?.accept;

  const change = (next: MultiFileItem[]) => {
    latest.current = next;
    onChange(next);
  };

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    if (shown.length + pending.length + files.length > MULTI_UPLOAD_MAX_FILES) {
      return setRefusal("count");
    }
    const fitting = files.filter((file) => !isTooBig(file));
    setRefusal(fitting.length < files.length ? "size" : undefined);
    setPending((was) => [...was, ...fitting.map((file) => ({ key: nextKey.current++, file }))]);
  };

  const uploaded = (key: number, file: UploadedFile) => {
    setPending((was) => was.filter((entry) => entry.key !== key));
    setLinks((was) => ({ ...was, [file.filename]: file.url }));
    change([...latest.current, { file_filename: file.filename }]);
  };

  const remove = (index: number) => {
    const item = latest.current[index];
    if (!item) return;
    change(
      item.id === undefined
        ? latest.current.filter((_, at) => at !== index)
        : latest.current.map((entry, at) =>
            at === index ? { ...entry, file_filename: "" } : entry,
          ),
    );
  };

  return (
    <div className="file-upload">
      {(shown.length > 0 || pending.length > 0) && (
        <ul className="file-list">
          {items.map(({ id: itemId, file_filename: fileName }, index) =>
            fileName === "" ? null : (
              <li key={itemId ?? fileName} className="file-upload__current">
                <StoredFile fileName={fileName} url={links[fileName]} />
                {!locked && (
                  <Button
                    size="small"
                    aria-label={t`Hapus file ${fileName}`}
                    onClick={() => remove(index)}
                  >
                    {t`Hapus`}
                  </Button>
                )}
              </li>
            ),
          )}
          {pending.map((entry) => (
            <PendingUpload
              key={entry.key}
              file={entry.file}
              endpoint={context?.endpoint}
              onUploaded={(file) => uploaded(entry.key, file)}
              onDismiss={() => setPending((was) => was.filter((other) => other.key !== entry.key))}
            />
          ))}
        </ul>
      )}
      <input
        id={id}
        name={props.htmlName ?? id}
        type="file"
        multiple
        className="file-input"
        accept={typeof accept === "string" && accept ? accept : DEFAULT_ACCEPT}
        disabled={locked}
        {...accessibilityProps(props)}
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {refusal ? (
        <p className="field__note field__note--danger" role="alert">
          {refusal === "count" ? t`Jumlah File melebihi batas Upload` : t`File terlalu besar`}
        </p>
      ) : (
        <p className="field__note">
          {t`Maksimal ${MULTI_UPLOAD_MAX_FILES} file, masing-masing ${UPLOAD_LIMIT_MB} MB`}
        </p>
      )}
    </div>
  );
}

function StoredFile({ fileName, url }: { fileName: string; url?: string }) {
  const { t } = useLingui();
  if (!url) return <span className="file-upload__name">{fileName}</span>;
  return (
    <>
      {isImageName(fileName) && (
        <span className="file-thumb">
          <img src={url} alt={t`Pratinjau ${fileName}`} />
        </span>
      )}
      <a className="file-upload__name" href={url} target="_blank" rel="noopener noreferrer">
        {fileName}
      </a>
    </>
  );
}

/** One file on its way up: its progress and a cancel, then the error hint if it fails. */
function PendingUpload({
  file,
  endpoint,
  onUploaded,
  onDismiss,
}: {
  file: File;
  endpoint: string | undefined;
  onUploaded(file: UploadedFile): void;
  onDismiss(): void;
}) {
  const { t } = useLingui();
  const { state, start, cancel } = useFileUpload(endpoint);
  const fileName = file.name;
  const done = useRef(onUploaded);
  done.current = onUploaded;

  useEffect(() => {
    void start(file).then((uploaded) => uploaded && done.current(uploaded));
  }, [start, file]);

  return (
    <li className="file-upload__current">
      {state.status === "error" ? (
        <>
          <span className="file-upload__name">{fileName}</span>
          <span className="field__note field__note--danger" role="alert">
            {t`File upload canceled`}
            {state.message && ` — ${state.message}`}
          </span>
          <Button size="small" aria-label={t`Tutup pesan ${fileName}`} onClick={onDismiss}>
            {t`Tutup`}
          </Button>
        </>
      ) : (
        <UploadProgress
          fileName={fileName}
          percent={state.status === "uploading" ? state.percent : 100}
          onCancel={cancel}
        />
      )}
    </li>
  );
}

export const widget = inputWidget("file-multiple", FileMultipleWidget);
