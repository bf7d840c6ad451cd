/** The list's 'Import' button (admin-area §2): opens the import wizard for this screen. */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { Button } from "../../ui/Button";
import { ImportDialog } from "./ImportDialog";
import "./transfer.css";

export function ImportButton({
  screen,
  onImported,
}: {
  screen: ScreenDefinition;
  onImported: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Import</Trans>
      </Button>
      {open && (
        <ImportDialog screen={screen} onClose={() => setOpen(false)} onImported={onImported} />
      )}
    </>
  );
}
