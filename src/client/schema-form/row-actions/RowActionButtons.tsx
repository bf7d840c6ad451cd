/**
 * The buttons of an overlay's `row_actions`: each posts `{ ids }` to its endpoint — one row's
 * id on the row, or every applicable row of the page above the list — then shows the
 * server's message and reads the list again. In a row's action menu (`menu`) they are its items.
 */
import { useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { pickText } from "../../../schema/local-text";
import { rowActionTargets } from "../../../schema/row-actions/row-action-targets";
import { http } from "../../api/http";
import { useErrorAlert } from "../../ui/use-alert";
import type { RecordData } from "../api/screen-data";
import { useListContext } from "../list/list-context";
import { useAdapterContext, useSchemaLocale } from "../use-adapter-context";

export function RowActionButtons({
  rows,
  bulk = false,
  menu = false,
}: {
  rows: RecordData[];
  bulk?: boolean;
  menu?: boolean;
}) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const { user } = useAdapterContext();
  const { loaded, refresh } = useListContext();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorAlert();
  const [busy, setBusy] = useState(false);
  const targets = rowActionTargets(loaded.screen.rowActions ?? [], rows, user);
  if (targets.length === 0) return null;

  const post = async (path: string, ids: Array<string | number>) => {
    setBusy(true);
    try {
      const answer = await http
        .post(path, { json: { ids }, retry: 0 })
        .json<{ message?: string }>();
      enqueueSnackbar(answer.message ?? t`Selesai`, { variant: "success" });
    } catch (error) {
      showError(error, t`Tindakan ini tidak dapat dilakukan. Coba lagi.`);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      {targets.map(({ action, ids }) =>
        ids.length === 0 && !bulk ? null : (
          <button
            key={action.name}
            type="button"
            className={menu ? "menu__item" : "button button--secondary button--small"}
            {...(menu ? { role: "menuitem", tabIndex: -1 } : {})}
            data-row-action={action.name}
            disabled={busy || ids.length === 0}
            onClick={() => void post(action.post, ids)}
          >
            {pickText(action.label, locale)}
            {bulk && ` (${ids.length})`}
          </button>
        ),
      )}
    </>
  );
}
