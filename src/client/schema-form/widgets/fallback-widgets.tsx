/**
 * What a form draws where it has no real input: a spec type whose widget comes in a later
 * release says so (and shows the value it keeps), and a type outside the spec shows the
 * spec's message 'Tipe konfig tidak ditemukan'. Neither pretends to be an input.
 */
import { Trans } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { AlertIcon } from "../../ui/Icons";

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A component per spec type, made once, so RJSF keeps a stable widget identity. */
export function notYetWidget(type: string) {
  function NotYetWidget({ id, value }: WidgetProps) {
    return (
      <div className="widget-note" id={id} role="note">
        <AlertIcon size={16} />
        <span>
          <Trans>
            Input <code>{type}</code> belum tersedia di versi ini. Nilai tersimpan:{" "}
            <strong>{shown(value)}</strong>
          </Trans>
        </span>
      </div>
    );
  }
  NotYetWidget.displayName = `NotYetWidget(${type})`;
  return NotYetWidget;
}

export function UnknownInputWidget({ id, options }: WidgetProps) {
  return (
    <div className="widget-note widget-note--danger" id={id} role="note">
      <AlertIcon size={16} />
      <span>
        <Trans>Tipe konfig tidak ditemukan</Trans> (<code>{String(options.type)}</code>)
      </span>
    </div>
  );
}
