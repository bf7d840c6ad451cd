/**
 * The detail's panels that edit the record's related rows (the overlay's `panels`): a
 * mapping switch list or a table input each, in a card titled by the panel, shown only with
 * the panel's permission (default read-<the screen's resource>).
 */
import { useId } from "react";
import { pickText } from "../../../../schema/local-text";
import type { OverlayPanel } from "../../../../schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../../schema/overlay/screen-types";
import { can } from "../../../session/permissions";
import { useSession } from "../../../session/session-store";
import { Card } from "../../../ui/Card";
import { useSchemaLocale } from "../../use-adapter-context";
import { ChangeDiffPanel } from "../change-diff/ChangeDiffPanel";
import { MappingSwitchList } from "../mapping/MappingSwitchList";
import { TableInput } from "../table-input/TableInput";

type PanelScreen = Pick<ScreenDefinition, "resource" | "panels">;

/** `version`: the record's, so a panel showing the record's own values reads them again. */
export function DetailPanels({
  screen,
  id,
  version,
}: {
  screen: PanelScreen;
  id: string;
  version: string;
}) {
  const session = useSession();
  const recordId = Number(id);
  const panels = (screen.panels ?? []).filter((panel) =>
    can(panel.permission ?? `read-${screen.resource}`, session),
  );
  if (!Number.isSafeInteger(recordId)) return null;
  return panels.map((panel) => (
    <PanelCard
      key={`${panel.type}:${panel.getter}`}
      panel={panel}
      recordId={recordId}
      version={version}
    />
  ));
}

function PanelCard({
  panel,
  recordId,
  version,
}: {
  panel: OverlayPanel;
  recordId: number;
  version: string;
}) {
  const locale = useSchemaLocale();
  const headingId = useId();
  return (
    <Card title={pickText(panel.name, locale)} labelledBy={headingId} className="detail-panel">
      {panel.type === "mapping" ? (
        <MappingSwitchList panel={panel} recordId={recordId} />
      ) : panel.type === "change-diff" ? (
        <ChangeDiffPanel panel={panel} recordId={recordId} version={version} />
      ) : (
        <TableInput panel={panel} recordId={recordId} />
      )}
    </Card>
  );
}
