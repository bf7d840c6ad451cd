/**
 * A modal dialog on the native `<dialog>`: `showModal` makes the page behind inert, keeps the
 * focus inside and turns Esc into a `cancel` event, so none of that is re-implemented here.
 * The dialog exists while it is rendered: the caller mounts it to open it and unmounts it (in
 * `onClose`) to close it; the focus then goes back to what had it before.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import "./modal.css";

const FOCUSABLE =
  "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

export interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Actions at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  size?: "normal" | "wide" | "full";
  /** A click beside the dialog closes it; leave off for dialogs holding unsaved work. */
  closeOnBackdrop?: boolean;
  className?: string;
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  size = "normal",
  closeOnBackdrop = false,
  className,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const closedByUnmount = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closedByUnmount.current = false;
    if (!dialog.open) dialog.showModal();
    // The content's first control, else the first action (a confirm's safe 'Batalkan'), and
    // only then the close button the header puts first.
    const first =
      dialog.querySelector<HTMLElement>(`.modal__body :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(`.modal__footer :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(".modal__close");
    first?.focus();
    return () => {
      closedByUnmount.current = true;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const classes = ["modal", `modal--${size}`, className].filter(Boolean).join(" ");
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc arrives as the dialog's cancel event
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close the dialog itself (a second Esc): follow it. Not a close this
      // component caused, nor a late one for a dialog open again (StrictMode's remount).
      onClose={(event) => {
        if (!closedByUnmount.current && !event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        // Clicks inside must not reach the row or card the dialog was opened from.
        event.stopPropagation();
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__frame">
        <header className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t`Tutup`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
