/**
 * A row's actions as a menu button, for a card on a phone: the same detail, edit and delete,
 * state steps and overlay row actions as `RowActions`, each a menu item (ui/use-menu.ts for
 * the keyboard). Choosing one closes the menu; a step that asks first opens its dialog here.
 */
import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { pickText } from "../../../schema/local-text";
import { useMenu } from "../../ui/use-menu";
import type { RecordData } from "../api/screen-data";
import { RowActionButtons } from "../row-actions/RowActionButtons";
import { useTransitionSteps } from "../transitions/TransitionActions";
import { MoreIcon } from "./icons";
import { useListContext } from "./list-context";

export function RowActionsMenu({ row, name }: { row: RecordData; name: string }) {
  const { t } = useLingui();
  const { actions, hrefOf, remove, loaded, refresh, locale } = useListContext();
  const menu = useMenu();
  const transitions = useTransitionSteps(loaded.screen, row, refresh);
  const detail = actions.detail ? hrefOf("detail", row) : undefined;
  const update = actions.update ? hrefOf("update", row) : undefined;
  const label = name ? t`Aksi ${name}` : t`Aksi`;
  const item = { role: "menuitem", tabIndex: -1 } as const;
  // An item chosen (its own handler ran first) closes the menu.
  const onChoose = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("[role=menuitem]")) menu.close();
  };
  return (
    <div className="row-menu">
      <button
        {...menu.toggleProps}
        type="button"
        className="button button--secondary button--small row-menu__toggle"
        aria-label={label}
        title={t`Aksi`}
      >
        <MoreIcon />
      </button>
      {menu.open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the items handle their own keys
        <div {...menu.menuProps} role="menu" aria-label={label} className="menu" onClick={onChoose}>
          {detail && (
            <Link href={detail} className="menu__item" {...item}>
              {t`Detail`}
            </Link>
          )}
          {update && (
            <Link href={update} className="menu__item" {...item}>
              {t`Ubah`}
            </Link>
          )}
          {actions.delete && (
            <button
              type="button"
              className="menu__item menu__item--danger"
              {...item}
              onClick={() => remove.ask(row)}
            >
              {t`Hapus`}
            </button>
          )}
          {transitions.steps.map((transition) => (
            <button
              key={transition.name}
              type="button"
              className="menu__item"
              {...item}
              data-transition={transition.name}
              disabled={transitions.busy}
              onClick={() => transitions.start(transition)}
            >
              {pickText(transition.label, locale)}
            </button>
          ))}
          <RowActionButtons rows={[row]} menu />
        </div>
      )}
      {transitions.dialog}
    </div>
  );
}
