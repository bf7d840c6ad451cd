/**
 * The column-visibility dialog of the table (admin-area §2): one checkbox per column. The last
 * visible column cannot be hidden, so the table never loses every column.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ColumnsIcon } from "./icons";
import { useListContext } from "./list-context";

export function ColumnsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ColumnsIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Kolom</Trans>
      </Button>
      {open && <ColumnsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ColumnsDialog({ onClose }: { onClose(): void }) {
  const { columns, hidden, toggleColumn, visibleColumns } = useListContext();
  return (
    <Modal title={<Trans>Tampilkan kolom</Trans>} onClose={onClose} closeOnBackdrop>
      <ul className="columns-dialog">
        {columns.map((column) => {
          const shown = !hidden.has(column.id);
          return (
            <li key={column.id}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={shown && visibleColumns.length === 1}
                  onChange={() => toggleColumn(column.id)}
                />
                <span>{column.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
