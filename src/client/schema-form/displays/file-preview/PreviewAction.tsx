/**
 * The "Pratinjau" action beside a stored file that is not a picture (pictures have the zoom
 * dialog): PDF and XLSX open the preview dialog, Word and PowerPoint files open the external
 * viewer in a new tab when one is configured (DOCUMENT_VIEWER_URL). Otherwise nothing is
 * added: the file's own link downloads it.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAppConfig } from "../../../session/app-config";
import { PreviewDialog } from "./PreviewDialog";
import { previewKind, viewerAddress } from "./preview-kind";

/** `stored`: the stored name, whose extension says the kind; `name`: what the file is called. */
export function PreviewAction({
  url,
  stored,
  name,
}: {
  url: string;
  stored: string;
  name: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const viewer = useAppConfig().data?.documentViewerUrl ?? "";
  const kind = previewKind(stored, viewer);
  const label = t`Pratinjau ${name}`;
  if (kind === "viewer") {
    return (
      <a
        className="button button--secondary button--small"
        href={viewerAddress(viewer, url, window.location.origin)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {t`Pratinjau`}
      </a>
    );
  }
  if (kind !== "pdf" && kind !== "sheet") return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t`Pratinjau`}
      </button>
      {open && <PreviewDialog kind={kind} url={url} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
