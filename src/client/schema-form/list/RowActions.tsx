/**
 * A row's detail, edit and delete buttons, each only with its permission and when the module
 * does not hide it (admin-area §6); delete asks first (the dialog lives in `ScreenList`).
 */
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { RecordData } from "../api/screens";
import { useListContext } from "./list-context";

export function hasRowActions(actions: { detail: boolean; update: boolean; delete: boolean }) {
  return actions.detail || actions.update || actions.delete;
}

export function RowActions({ row }: { row: RecordData }) {
  const { actions, hrefOf, remove } = useListContext();
  const detail = actions.detail ? hrefOf("detail", row) : undefined;
  const update = actions.update ? hrefOf("update", row) : undefined;
  return (
    <div className="row-actions">
      {detail && (
        <Link href={detail} className="button button--secondary button--small">
          <Trans>Detail</Trans>
        </Link>
      )}
      {update && (
        <Link href={update} className="button button--secondary button--small">
          <Trans>Ubah</Trans>
        </Link>
      )}
      {actions.delete && (
        <button
          type="button"
          className="button button--secondary button--small row-actions__delete"
          onClick={() => remove.ask(row)}
        >
          <Trans>Hapus</Trans>
        </button>
      )}
    </div>
  );
}
