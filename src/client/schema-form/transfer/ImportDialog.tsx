/**
 * The import wizard in a modal: upload (with its progress), column mapping, preview, commit.
 * The reducer in import-wizard.ts decides what shows; this component runs the calls, follows
 * the server's progress while a preview or commit runs, and reports failures in the dialog.
 * Answers arriving after the dialog closed are dropped, except a commit's: that one did write.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useEffect, useReducer, useRef, useState } from "react";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { Button } from "../../ui/Button";
import { AlertIcon } from "../../ui/Icons";
import { Modal } from "../../ui/Modal";
import { ALERT_MS } from "../../ui/use-alert";
import { useSchemaLocale } from "../use-adapter-context";
import { failureMessage } from "./failure-message";
import { ImportFileStep } from "./ImportFileStep";
import { ImportMappingStep } from "./ImportMappingStep";
import { ImportPreviewStep } from "./ImportPreviewStep";
import { ImportSteps } from "./ImportSteps";
import { commitImport, downloadErrorReport, previewImport, uploadImport } from "./import-api";
import { INITIAL_WIZARD, importRequest, wizardReducer } from "./import-wizard";
import { ProgressBar } from "./ProgressBar";
import { useImportProgress } from "./use-import-progress";

export interface ImportDialogProps {
  screen: ScreenDefinition;
  onClose(): void;
  onImported(): void;
}

export function ImportDialog({ screen, onClose, onImported }: ImportDialogProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const { enqueueSnackbar } = useSnackbar();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [downloading, setDownloading] = useState(false);
  const mounted = useRef(true);
  const uploadControl = useRef<AbortController>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(state.step);
  const { endpoint } = screen;
  const title = pickText(screen.title, locale);
  const { upload, mapping, work } = state;
  const importId = upload?.importId;
  const progress = useImportProgress(
    endpoint,
    importId,
    work === "previewing" || work === "committing",
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      uploadControl.current?.abort();
    };
  }, []);

  // A new step takes the focus to its heading, so it is read out from the top.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepRef.current?.querySelector<HTMLElement>(".import-step__title")?.focus();
  }, [state.step]);

  const fail = (error: unknown, fallback: string) => {
    if (mounted.current) dispatch({ type: "failed", message: failureMessage(error) ?? fallback });
  };

  const sendFile = async (file: File) => {
    const control = new AbortController();
    uploadControl.current = control;
    dispatch({ type: "upload-started" });
    try {
      const answer = await uploadImport(endpoint, file, {
        signal: control.signal,
        onProgress: (percent) => dispatch({ type: "upload-progress", percent }),
      });
      if (mounted.current) dispatch({ type: "uploaded", upload: answer });
    } catch (error) {
      if (!control.signal.aborted) fail(error, t`File tidak dapat diunggah. Coba lagi.`);
    }
  };

  const check = async () => {
    if (!importId || work) return;
    dispatch({ type: "preview-started" });
    try {
      const preview = await previewImport(endpoint, importId, importRequest(state));
      if (mounted.current) dispatch({ type: "previewed", preview });
    } catch (error) {
      fail(error, t`Data tidak dapat diperiksa. Coba lagi.`);
    }
  };

  const commit = async () => {
    if (!importId || work || !state.preview?.validCount) return;
    dispatch({ type: "commit-started" });
    try {
      const answer = await commitImport(endpoint, importId, importRequest(state));
      enqueueSnackbar(answer.message, {
        variant: "success",
        autoHideDuration: ALERT_MS,
        anchorOrigin: { vertical: "top", horizontal: "right" },
      });
      onImported();
      if (mounted.current) onClose();
    } catch (error) {
      fail(error, t`Data tidak dapat disimpan. Coba lagi.`);
    }
  };

  const downloadErrors = async () => {
    if (!importId) return;
    setDownloading(true);
    try {
      await downloadErrorReport(endpoint, importId);
    } catch (error) {
      fail(error, t`Laporan error tidak dapat diunduh. Coba lagi.`);
    } finally {
      if (mounted.current) setDownloading(false);
    }
  };

  const footer = {
    file: (
      <Button onClick={onClose}>
        <Trans>Batal</Trans>
      </Button>
    ),
    mapping: (
      <>
        <Button onClick={() => !work && dispatch({ type: "back" })} aria-disabled={Boolean(work)}>
          <Trans>Ganti file</Trans>
        </Button>
        <Button variant="primary" busy={work === "previewing"} onClick={() => void check()}>
          <Trans>Periksa data</Trans>
        </Button>
      </>
    ),
    preview: (
      <>
        <Button onClick={() => !work && dispatch({ type: "back" })} aria-disabled={Boolean(work)}>
          <Trans>Kembali ke pemetaan</Trans>
        </Button>
        <Button
          variant="primary"
          busy={work === "committing"}
          aria-disabled={Boolean(work) || !state.preview?.validCount}
          onClick={() => void commit()}
        >
          <Trans>Simpan</Trans>
        </Button>
      </>
    ),
  }[state.step];

  return (
    <Modal title={t`Import data ${title}`} onClose={onClose} size="wide" footer={footer}>
      <div ref={stepRef} className="import-dialog">
        <ImportSteps step={state.step} />
        {state.error && (
          <div role="alert" className="alert alert--danger">
            <AlertIcon />
            <p className="alert__text">{state.error}</p>
          </div>
        )}
        {(work === "previewing" || work === "committing") && (
          <ProgressBar
            label={work === "previewing" ? t`Memeriksa data` : t`Menyimpan data`}
            value={progress?.processed ?? 0}
            max={progress?.total ?? upload?.rowCount ?? 0}
            text={`${progress?.processed ?? 0} / ${progress?.total ?? upload?.rowCount ?? 0}`}
          />
        )}
        {state.step === "file" && (
          <ImportFileStep
            uploading={work === "uploading"}
            percent={state.percent}
            onFile={(file) => void sendFile(file)}
          />
        )}
        {state.step === "mapping" && upload && (
          <ImportMappingStep
            upload={upload}
            mapping={mapping}
            keyField={state.key}
            onMap={(column, field) => dispatch({ type: "mapped", column, field })}
            onKey={(key) => dispatch({ type: "keyed", key })}
          />
        )}
        {state.step === "preview" && upload && state.preview && (
          <ImportPreviewStep
            preview={state.preview}
            fields={upload.fields}
            downloading={downloading}
            onDownloadErrors={() => void downloadErrors()}
          />
        )}
      </div>
    </Modal>
  );
}
