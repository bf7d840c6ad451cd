/**
 * What list and detail draw for display types without a component: a spec type that arrives
 * later says so, a name outside the spec shows the spec's 'error view type' note with the type.
 */
import { Trans } from "@lingui/react/macro";
import type { DisplayProps } from "../registry/define-widget";

export function NotYetDisplay({ item, text }: DisplayProps) {
  return (
    <span className="display-note" title={text}>
      <Trans>
        Tampilan <code>{item.requestedType}</code> belum tersedia
      </Trans>
    </span>
  );
}

export function UnknownDisplay({ item }: DisplayProps) {
  return (
    <span className="display-note display-note--danger">
      <Trans>error view type</Trans> <code>{item.requestedType}</code>
    </span>
  );
}
