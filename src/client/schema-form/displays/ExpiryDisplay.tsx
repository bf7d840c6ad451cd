/**
 * A validity date with its state beside it (admin-area §2 operating units): expired in red,
 * expiring within 30 days in amber, so a vendor's lapsing documents stand out in the list and
 * in the documents tab alike. "Today" is the company's day (Jakarta), as on the server.
 */
import { Trans } from "@lingui/react/macro";
import { expiryState } from "../../../schema/adapter/expiry-state";
import { businessToday } from "../../../schema/validation/periods";
import { type DisplayProps, displayWidget } from "../registry/define-widget";
import "./expiry-display.css";

export function ExpiryDisplay({ value, text }: DisplayProps) {
  const state = expiryState(value, businessToday());
  const shown = text === "" ? <span className="display-empty">—</span> : text;
  if (state === "expired") {
    return (
      <span className="display-expiry" data-expiry={state}>
        {shown}{" "}
        <span className="badge badge--danger">
          <Trans>Kedaluwarsa</Trans>
        </span>
      </span>
    );
  }
  if (state === "expiring") {
    return (
      <span className="display-expiry" data-expiry={state}>
        {shown}{" "}
        <span className="badge badge--warning">
          <Trans>Segera kedaluwarsa</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className="display-expiry" data-expiry={state}>
      {shown}
    </span>
  );
}

export const widget = displayWidget("expiry", ExpiryDisplay);
