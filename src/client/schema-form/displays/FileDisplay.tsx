/**
 * A stored file in a list or detail (display type `file`). The record carries a short-lived
 * signed URL for it under `$files` and the name it was uploaded with under `$fileNames` (else
 * its stored path's last segment is shown); a picture shows as a thumbnail that opens the zoom
 * modal, any other file as a link behind its type's fallback icon. Without a URL (no access, a
 * sample record) the icon and the name stay text. PDF, XLSX and (with a viewer configured) Office
 * files get a "Pratinjau" action (file-preview/).
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../../schema/api/crud";
import { readPath } from "../../../schema/read-path";
import { ImageZoom } from "../../ui/ImageZoom";
import { type DisplayProps, displayWidget } from "../registry/define-widget";
import { isImageName, shownFileName } from "../transfer/file-names";
import { FileBadge } from "./file/FileBadge";
import { PreviewAction } from "./file-preview/PreviewAction";
import "../transfer/transfer.css";

function fileLink(record: unknown, field: string): string | undefined {
  const link = readPath(readPath(record, FILE_LINKS_KEY), field);
  return typeof link === "string" && link !== "" ? link : undefined;
}

export function FileDisplay({ text: stored, item, record }: DisplayProps) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  const url = fileLink(record, item.id);
  if (stored === "") return <span className="display-empty">—</span>;
  const fileName = shownFileName(stored, readPath(readPath(record, FILE_NAMES_KEY), item.id));
  // The kind is the stored name's: the server chose its extension from the file's content.
  if (!url || !isImageName(stored)) {
    return (
      <span className="file-named">
        <FileBadge name={stored} />
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" download={fileName}>
            {fileName}
          </a>
        ) : (
          fileName
        )}
        {url && <PreviewAction url={url} stored={stored} name={fileName} />}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="file-thumb"
        aria-label={t`Perbesar gambar ${fileName}`}
        onClick={() => setZoomed(true)}
      >
        <img src={url} alt="" loading="lazy" />
      </button>
      {zoomed && <ImageZoom src={url} name={fileName} onClose={() => setZoomed(false)} />}
    </>
  );
}

export const widget = displayWidget("file", FileDisplay);
