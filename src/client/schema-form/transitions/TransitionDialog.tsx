/**
 * Asks before a state step: the step's question (when its overlay sets `confirm`) and the
 * reason (when it asks one; a required reason must be written before the step can be taken).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { pickText } from "../../../schema/local-text";
import {
  type OverlayTransition,
  REASON_MAX_LENGTH,
} from "../../../schema/transitions/transition-types";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { useSchemaLocale } from "../use-adapter-context";

export interface TransitionDialogProps {
  transition: OverlayTransition;
  /** The record the step is taken on, by name. */
  subject: ReactNode;
  busy: boolean;
  onConfirm(reason: string | undefined): void;
  onCancel(): void;
}

export function TransitionDialog({
  transition,
  subject,
  busy,
  onConfirm,
  onCancel,
}: TransitionDialogProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const mode = transition.reason ?? "none";
  const missing = mode === "required" && reason.trim() === "";
  const submit = () => {
    setTried(true);
    if (missing) return;
    onConfirm(mode === "none" ? undefined : reason.trim());
  };
  return (
    <Modal
      title={pickText(transition.label, locale)}
      onClose={onCancel}
      className="confirm-dialog"
      footer={
        <>
          <Button onClick={onCancel}>
            <Trans>Batalkan</Trans>
          </Button>
          <Button variant="primary" busy={busy} onClick={submit}>
            <Trans>Ya, Lanjutkan</Trans>
          </Button>
        </>
      }
    >
      <p className="confirm-dialog__subject">{subject}</p>
      {transition.confirm && <p>{pickText(transition.confirm, locale)}</p>}
      {mode !== "none" && (
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            {mode === "required" ? <Trans>Alasan (wajib)</Trans> : <Trans>Alasan (opsional)</Trans>}
          </label>
          <textarea
            id={reasonId}
            className="input"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={tried && missing}
            onChange={(event) => setReason(event.target.value)}
          />
          {tried && missing && (
            <p className="field__error" role="alert">
              {t`Alasan harus diisi`}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
