/**
 * One question before an action that cannot be undone, with the spec's default buttons
 * ('Ya, Lanjutkan', 'Batalkan'; admin-area §8). The frame is the shared `Modal` (native
 * `<dialog>`: focus kept inside, Esc cancels). Mount it to ask, unmount it to close.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: ReactNode;
  text: ReactNode;
  /** What the action is about, by name ("Tenaga Kerja: Budi Santoso"), above the question. */
  subject?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirmed action is under way: the confirm button spins and ignores more clicks. */
  busy?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      className="confirm-dialog"
      footer={
        <>
          <Button onClick={props.onCancel}>{props.cancelLabel ?? <Trans>Batalkan</Trans>}</Button>
          <Button variant="primary" busy={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel ?? <Trans>Ya, Lanjutkan</Trans>}
          </Button>
        </>
      }
    >
      {props.subject && <p className="confirm-dialog__subject">{props.subject}</p>}
      <p>{props.text}</p>
    </Modal>
  );
}
