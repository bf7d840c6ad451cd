/** Beside a dashboard's title: when its figures were read, and whether they follow live. */
import { Trans } from "@lingui/react/macro";
import { formatTime } from "../format/format-time";
import { useDashboardContext } from "./dashboard-context";
import { LiveIndicator } from "./LiveIndicator";

export function DashboardStatus() {
  const { data, live } = useDashboardContext();
  const at = data.data?.at;
  const time = at ? formatTime(new Date(at)) : "";
  return (
    <div className="dashboard-status">
      {time && (
        <span className="dashboard-status__time">
          <Trans>Diperbarui {time}</Trans>
        </span>
      )}
      <LiveIndicator status={live} />
    </div>
  );
}
