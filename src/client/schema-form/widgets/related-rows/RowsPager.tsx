/**
 * The pager under a related-rows widget: the total, the page size from the widget's own
 * choices (§9: 10/20/50/100), previous and next. A size change goes back to page 1.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useFormatNumber } from "../../../format/format-number";
import { NextIcon, PreviousIcon } from "../../list/icons";
import { lastPageOf, type RowsQuery } from "./rows-query";
import "./related-rows.css";

export interface RowsPagerProps {
  query: RowsQuery;
  onQuery(query: RowsQuery): void;
  sizes: readonly number[];
  total: number;
}

export function RowsPager({ query, onQuery, sizes, total }: RowsPagerProps) {
  const { page, limit } = query;
  const onPage = (target: number) => onQuery({ ...query, page: target });
  const onLimit = (size: number) => onQuery({ ...query, page: 1, limit: size });
  const { t } = useLingui();
  const sizeId = useId();
  const format = useFormatNumber();
  const last = lastPageOf(total, limit);
  const count = format(total);
  const current = format(page);
  const of = format(last);
  return (
    <div className="pager rows-pager">
      <p className="pager__total">
        <Trans>Total {count} data</Trans>
      </p>
      <label htmlFor={sizeId}>
        <Trans>Baris per halaman</Trans>
      </label>
      <select
        id={sizeId}
        className="input input--small"
        value={limit}
        onChange={(event) => onLimit(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t`Halaman sebelumnya`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <PreviousIcon />
      </button>
      <span>
        <Trans>
          Halaman {current} dari {of}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t`Halaman berikutnya`}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        <NextIcon />
      </button>
    </div>
  );
}
