/** What list and detail draw for a display type outside the spec: 'error view type' and the type. */
import { Trans } from "@lingui/react/macro";
import type { DisplayProps } from "../registry/define-widget";

export function UnknownDisplay({ item }: DisplayProps) {
  return (
    <span className="display-note display-note--danger">
      <Trans>error view type</Trans> <code>{item.requestedType}</code>
    </span>
  );
}
