/**
 * The document preview dialog (admin-area §2): a PDF in a frame of its signed address (the
 * file answer allows being framed by Mandor's own pages only), an XLSX file's first sheet as a
 * table. The download stays at hand in the footer whatever the preview shows.
 */
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Modal } from "../../../ui/Modal";
import { Skeleton } from "../../../ui/Skeleton";
import "./file-preview.css";

const SheetPreview = lazy(() => import("./SheetPreview"));

interface PreviewDialogProps {
  kind: "pdf" | "sheet";
  url: string;
  name: string;
  onClose(): void;
}

export function PreviewDialog({ kind, url, name, onClose }: PreviewDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      title={name}
      onClose={onClose}
      size="full"
      className="file-preview"
      footer={
        <a className="button button--secondary" href={url} download={name}>
          {t`Unduh`}
        </a>
      }
    >
      {kind === "pdf" ? (
        <iframe className="file-preview__frame" src={url} title={t`Pratinjau ${name}`} />
      ) : (
        <Suspense fallback={<Skeleton height="12rem" />}>
          <SheetPreview url={url} name={name} />
        </Suspense>
      )}
    </Modal>
  );
}
