/**
 * One record as a card, shared by the card list (every visible column, the row's buttons at
 * the foot) and a table list on a phone (a title, a status badge, a few key columns and the
 * row's action menu in the head).
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { DisplayItem } from "../../../schema/adapter/to-display";
import { Skeleton } from "../../ui/Skeleton";
import type { RecordData } from "../api/screen-data";
import { DisplayValue } from "../DisplayValue";
import { useListContext } from "./list-context";

export interface ListCardProps {
  row: RecordData;
  fields: readonly DisplayItem[];
  title?: DisplayItem;
  status?: DisplayItem;
  /** Beside the title (a menu button). */
  headActions?: ReactNode;
  /** Under the values (buttons). */
  footActions?: ReactNode;
}

export function ListCard({ row, fields, title, status, headActions, footActions }: ListCardProps) {
  const { locale } = useListContext();
  return (
    <li className="list-card">
      {(title || status || headActions) && (
        <div className="list-card__head">
          {title && (
            <h3 className="list-card__title">
              <DisplayValue item={title} record={row} locale={locale} />
            </h3>
          )}
          {status && (
            <span className="badge badge--neutral list-card__status">
              <span className="visually-hidden">{status.label}: </span>
              <DisplayValue item={status} record={row} locale={locale} />
            </span>
          )}
          {headActions}
        </div>
      )}
      {fields.length > 0 && (
        <dl className="list-card__values">
          {fields.map((column) => (
            <div key={column.id} className="list-card__value">
              <dt>{column.label}</dt>
              <dd>
                <DisplayValue item={column} record={row} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {footActions}
    </li>
  );
}

/** Placeholder cards while a card list's first page loads. */
export function ListCardsLoading(props: { count: number; height: string; className: string }) {
  const { t } = useLingui();
  return (
    <div className={props.className} role="status" aria-busy="true">
      <span className="visually-hidden">{t`Memuat…`}</span>
      {Array.from({ length: props.count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={props.height} />
      ))}
    </div>
  );
}
