/**
 * A table list on a phone (below 640 px, `PHONE_MEDIA`): each row a card titled by the record's
 * name, with its status, a few key columns and its actions in a menu — the paging stays the
 * table's. The columns and the row numbers of the table would need a sideways scroll there.
 */
import { useMemo } from "react";
import { displayText } from "../../../schema/adapter/to-display";
import { cardFields } from "./card-fields";
import { ListCard, ListCardsLoading } from "./ListCard";
import { ListEmpty } from "./ListStates";
import { useListContext } from "./list-context";
import { hasRowActions } from "./RowActions";
import { RowActionsMenu } from "./RowActionsMenu";

const SKELETON_CARDS = 3;

export function TableCards() {
  const { title, rows, visibleColumns, actions, loaded, locale, refreshing } = useListContext();
  const {
    title: name,
    status,
    fields,
  } = useMemo(() => cardFields(visibleColumns), [visibleColumns]);
  const withActions = hasRowActions(actions, loaded.screen);
  if (!rows) {
    return (
      <ListCardsLoading
        count={SKELETON_CARDS}
        height="6rem"
        className="list-cards list-cards--rows"
      />
    );
  }
  if (rows.length === 0) return <ListEmpty />;
  return (
    <ul
      className="list-cards list-cards--rows"
      aria-label={title}
      aria-busy={refreshing || undefined}
    >
      {rows.map((row, index) => (
        <ListCard
          key={String(row.id ?? index)}
          row={row}
          title={name}
          status={status}
          fields={fields}
          headActions={
            withActions && (
              <RowActionsMenu row={row} name={name ? displayText(name, row, locale) : ""} />
            )
          }
        />
      ))}
    </ul>
  );
}
