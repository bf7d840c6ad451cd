/**
 * Beside a dashboard's title: when its figures were read, whether they follow live, and, before
 * the working day begins, that today's absences are not absences yet.
 */
import { Trans } from "@lingui/react/macro";
import { formatTime } from "../format/format-time";
import { Badge } from "../ui/Badge";
import { useDashboardContext } from "./dashboard-context";
import { LiveIndicator } from "./LiveIndicator";

export function DashboardStatus() {
  const { data, live } = useDashboardContext();
  const at = data.data?.at;
  const time = at ? formatTime(new Date(at)) : "";
  const workStart = data.data?.work_starts_at;
  return (
    <div className="dashboard-status">
      {workStart && (
        <span role="status">
          <Badge tone="neutral">
            <Trans>Sebelum jam kerja (mulai {workStart} WIB)</Trans>
          </Badge>
        </span>
      )}
      {time && (
        <span className="dashboard-status__time">
          <Trans>Diperbarui {time} WIB</Trans>
        </span>
      )}
      <LiveIndicator status={live} />
    </div>
  );
}
