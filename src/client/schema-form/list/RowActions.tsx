/**
 * A row's detail, edit and delete buttons, each only with its permission and when the module
 * does not hide it (admin-area §6); delete asks first (the dialog lives in `ScreenList`).
 * The state steps the row's state allows (overlay `transitions`) follow them.
 * In the table they are compact icon buttons (named, with a tooltip), so the sticky action
 * column leaves the data its room; on a card they keep their words.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { EyeIcon } from "../../ui/Icons";
import type { RecordData } from "../api/screen-data";
import { RowActionButtons } from "../row-actions/RowActionButtons";
import { TransitionActions } from "../transitions/TransitionActions";
import { PencilIcon, TrashIcon } from "./icons";
import { useListContext } from "./list-context";

export function hasRowActions(
  actions: { detail: boolean; update: boolean; delete: boolean },
  screen: Pick<ScreenDefinition, "rowActions">,
) {
  return actions.detail || actions.update || actions.delete || Boolean(screen.rowActions?.length);
}

export function RowActions({ row, compact = false }: { row: RecordData; compact?: boolean }) {
  const { t } = useLingui();
  const { actions, hrefOf, remove, loaded, refresh } = useListContext();
  const detail = actions.detail ? hrefOf("detail", row) : undefined;
  const update = actions.update ? hrefOf("update", row) : undefined;
  const className = compact
    ? "button button--secondary button--small row-actions__button"
    : "button button--secondary button--small";
  const content = (label: string, icon: ReactNode) =>
    compact ? (
      <>
        {icon}
        <span className="visually-hidden">{label}</span>
      </>
    ) : (
      label
    );
  const tip = (label: string) => (compact ? label : undefined);
  return (
    <div className="row-actions">
      {detail && (
        <Link href={detail} className={className} title={tip(t`Detail`)}>
          {content(t`Detail`, <EyeIcon size={16} />)}
        </Link>
      )}
      {update && (
        <Link href={update} className={className} title={tip(t`Ubah`)}>
          {content(t`Ubah`, <PencilIcon />)}
        </Link>
      )}
      {actions.delete && (
        <button
          type="button"
          className={`${className} row-actions__delete`}
          title={tip(t`Hapus`)}
          onClick={() => remove.ask(row)}
        >
          {content(t`Hapus`, <TrashIcon />)}
        </button>
      )}
      <TransitionActions screen={loaded.screen} row={row} onDone={refresh} />
      <RowActionButtons rows={[row]} />
    </div>
  );
}
