/**
 * The table list (admin-area §2): a row number continuous across pages, the visible columns
 * drawn by the display registry, a sort button in every header (DESC first, then toggling),
 * the row actions; skeleton rows until the first answer. The table scrolls inside its own box,
 * no taller than the window (so its horizontal scrollbar is on screen), under a sticky header
 * row, with the action column sticky at the right edge (list.css). On a phone the rows are
 * cards instead (`TableCards`).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DisplayItem } from "../../../schema/adapter/to-display";
import { useFormatNumber } from "../../format/format-number";
import { Skeleton } from "../../ui/Skeleton";
import { useMediaQuery } from "../../ui/use-media-query";
import { DisplayValue } from "../DisplayValue";
import { PHONE_MEDIA } from "./card-fields";
import { SortIcon } from "./icons";
import { ListEmpty } from "./ListStates";
import { useListContext } from "./list-context";
import { hasRowActions, RowActions } from "./RowActions";
import { TableCards } from "./TableCards";
import { useHidesRightEdge } from "./use-scroll-edge";

const SKELETON_ROWS = 5;

export function TableList() {
  const { t } = useLingui();
  const { title, visibleColumns, rows, query, actions, locale, refreshing, loaded } =
    useListContext();
  const formatNumber = useFormatNumber();
  const [box, setBox] = useState<HTMLElement | null>(null);
  const hidesRight = useHidesRightEdge(box);
  const phone = useMediaQuery(PHONE_MEDIA);
  const withActions = hasRowActions(actions, loaded.screen);
  if (phone) return <TableCards />;
  const span = visibleColumns.length + (withActions ? 2 : 1);
  if (rows?.length === 0) return <ListEmpty />;
  const first = (query.page - 1) * query.limit;
  return (
    // The region scrolls on its own; focusable so the keyboard can scroll it.
    <section
      ref={setBox}
      className={hidesRight ? "list-table list-table--hides-right" : "list-table"}
      // Named apart from the card around it, which carries the screen's title already.
      aria-label={t`Tabel ${title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable
      tabIndex={0}
    >
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="list-table__number">
              <Trans>No</Trans>
            </th>
            {visibleColumns.map((column) => (
              <SortHeader key={column.id} column={column} />
            ))}
            {withActions && (
              <th scope="col" className="list-table__actions">
                <Trans>Aksi</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody aria-busy={refreshing || undefined}>
          {rows
            ? rows.map((row, index) => (
                <tr key={String(row.id ?? index)}>
                  <td className="list-table__number">{formatNumber(first + index + 1)}</td>
                  {visibleColumns.map((column) => (
                    <td key={column.id} className={column.className || undefined}>
                      <div className="list-table__value">
                        <DisplayValue item={column} record={row} locale={locale} />
                      </div>
                    </td>
                  ))}
                  {withActions && (
                    <td className="list-table__actions">
                      <RowActions row={row} compact />
                    </td>
                  )}
                </tr>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index}>
                  <td colSpan={span}>
                    <Skeleton />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      {!rows && <span className="visually-hidden" role="status">{t`Memuat…`}</span>}
    </section>
  );
}

function SortHeader({ column }: { column: DisplayItem }) {
  const { query, dispatch } = useListContext();
  const active = query.sort_by === column.id;
  const direction = active ? query.sort : undefined;
  const ariaSort =
    direction === "ASC" ? "ascending" : direction === "DESC" ? "descending" : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={column.className || undefined}>
      <button
        type="button"
        className={active ? "list-sort list-sort--active" : "list-sort"}
        onClick={() => dispatch({ type: "sort", column: column.id })}
      >
        {column.label}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}
