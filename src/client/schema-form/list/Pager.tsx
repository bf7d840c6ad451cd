/**
 * The table's paging (admin-area §4, §9): the total (approximate, "±", when the server
 * estimated it), the page size (20, 50, 75, 100), first / previous / next / last, and a typed
 * page number clamped to 1..last when applied (Enter or leaving the box).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useState } from "react";
import { PAGE_SIZES } from "../../../schema/api/crud";
import { useFormatNumber } from "../../format/format-number";
import { FirstIcon, LastIcon, NextIcon, PreviousIcon } from "./icons";
import { useListContext } from "./list-context";
import { clampPage } from "./list-reducer";

export function TotalText() {
  const { total, totalEstimated } = useListContext();
  const count = useFormatNumber()(total);
  return (
    <p className="pager__total">
      {totalEstimated ? <Trans>Total ±{count} data</Trans> : <Trans>Total {count} data</Trans>}
    </p>
  );
}

export function Pager() {
  const { t } = useLingui();
  const sizeId = useId();
  const pageId = useId();
  const { query, dispatch, lastPage } = useListContext();
  const { page } = query;
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);

  const go = (target: number) => dispatch({ type: "page", page: target, lastPage });
  const applyTyped = () => {
    const target = clampPage(Number.parseInt(typed, 10), lastPage, page);
    setTyped(String(target));
    if (target !== page) go(target);
  };

  return (
    <nav className="pager" aria-label={t`Halaman daftar`}>
      <TotalText />
      <div className="pager__size">
        <label htmlFor={sizeId}>
          <Trans>Baris per halaman</Trans>
        </label>
        <select
          id={sizeId}
          className="select select--small"
          value={query.limit}
          onChange={(event) => dispatch({ type: "limit", limit: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="pager__pages">
        <PageButton label={t`Halaman pertama`} disabled={page <= 1} onClick={() => go(1)}>
          <FirstIcon />
        </PageButton>
        <PageButton label={t`Halaman sebelumnya`} disabled={page <= 1} onClick={() => go(page - 1)}>
          <PreviousIcon />
        </PageButton>
        <label htmlFor={pageId} className="visually-hidden">
          <Trans>Nomor halaman</Trans>
        </label>
        <input
          id={pageId}
          className="input pager__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={lastPage}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={applyTyped}
          onKeyDown={(event) => {
            if (event.key === "Enter") applyTyped();
          }}
        />
        <span className="pager__of">
          <Trans>dari {lastPage}</Trans>
        </span>
        <PageButton
          label={t`Halaman berikutnya`}
          disabled={page >= lastPage}
          onClick={() => go(page + 1)}
        >
          <NextIcon />
        </PageButton>
        <PageButton
          label={t`Halaman terakhir`}
          disabled={page >= lastPage}
          onClick={() => go(lastPage)}
        >
          <LastIcon />
        </PageButton>
      </div>
    </nav>
  );
}

function PageButton(props: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small pager__button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
