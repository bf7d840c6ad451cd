/** Whether a live dashboard's figures follow the server right now: connected, or reconnecting. */
import { Trans } from "@lingui/react/macro";
import { Badge } from "../ui/Badge";
import type { LiveStatus } from "./live-connection";

export function LiveIndicator({ status }: { status: LiveStatus | null }) {
  if (!status) return null;
  return (
    <span role="status" className="live-indicator">
      {status === "connected" ? (
        <Badge tone="success">
          <Trans>Langsung</Trans>
        </Badge>
      ) : (
        <Badge tone="warning">
          {status === "reconnecting" ? (
            <Trans>Menyambung ulang…</Trans>
          ) : (
            <Trans>Menghubungkan…</Trans>
          )}
        </Badge>
      )}
    </span>
  );
}
