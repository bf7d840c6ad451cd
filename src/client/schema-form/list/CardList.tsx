/**
 * The card list (admin-area §2, §9): 9 records a page in a grid of 3 columns (2 at 1024 px
 * and below, 1 at 425 px), 'Lihat Selanjutnya' appending the next page, and 'Semua data sudah
 * ditampilkan' once everything is on screen.
 */
import { Trans } from "@lingui/react/macro";
import { CARD_PAGE_SIZE } from "../../../schema/api/crud";
import { Button } from "../../ui/Button";
import { ListCard, ListCardsLoading } from "./ListCard";
import { ListEmpty } from "./ListStates";
import { useListContext } from "./list-context";
import { hasRowActions, RowActions } from "./RowActions";

export function CardList() {
  const { rows, visibleColumns, actions, cards, loaded } = useListContext();
  if (!rows) {
    return <ListCardsLoading count={CARD_PAGE_SIZE} height="8rem" className="list-cards" />;
  }
  if (rows.length === 0) return <ListEmpty />;
  return (
    <>
      <ul className="list-cards">
        {rows.map((row, index) => (
          <ListCard
            key={String(row.id ?? index)}
            row={row}
            fields={visibleColumns}
            footActions={hasRowActions(actions, loaded.screen) && <RowActions row={row} />}
          />
        ))}
      </ul>
      <div className="list-cards__more">
        {cards?.hasMore ? (
          <Button busy={cards.loadingMore} onClick={cards.loadMore}>
            <Trans>Lihat Selanjutnya</Trans>
          </Button>
        ) : (
          <p className="list-cards__end" role="status">
            <Trans>Semua data sudah ditampilkan</Trans>
          </p>
        )}
      </div>
    </>
  );
}
