/**
 * What a form draws for an input type outside the spec: the spec's message 'Tipe konfig tidak
 * ditemukan', with the type, instead of pretending to be an input.
 */
import { Trans } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { AlertIcon } from "../../ui/Icons";

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
