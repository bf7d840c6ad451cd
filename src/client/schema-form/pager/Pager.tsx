/**
 * The one pager, under a screen's table, a related-rows widget and a lookup (admin-area §4,
 * §9), each showing the parts it needs: the total (approximate, "±", when the server
 * estimated it), the page size, previous / next with "Halaman x dari y" between them, or a
 * typed page number (applied with Enter or on leaving the box) between first / previous and
 * next / last. It is a navigation landmark named by `label`, so pagers on one page are told
 * apart. The arithmetic is pages.ts; the place owns the page and the size.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useFormatNumber } from "../../format/format-number";
import { FirstIcon, LastIcon, NextIcon, PreviousIcon } from "../list/icons";
import { clampPage, pagerMoves } from "./pages";
import "./pager.css";

export interface PagerProps {
  /** The landmark's name, e.g. "Halaman daftar". */
  label: string;
  page: number;
  lastPage: number;
  onPage(page: number): void;
  /** The rows in all, shown first; `estimated`: the server counted about that many. */
  total?: { count: number; estimated?: boolean };
  /** The page sizes to choose from; a size change is the place's to apply (back to page 1). */
  sizes?: { limit: number; choices: readonly number[]; onLimit(limit: number): void };
  /** A box for the page number, with first and last beside previous and next. */
  jump?: boolean;
  /** Previous and next say their names instead of showing arrows (in the lookups' dialogs). */
  named?: boolean;
}

export function Pager({ label, page, lastPage, onPage, total, sizes, jump, named }: PagerProps) {
  const { t } = useLingui();
  const format = useFormatNumber();
  const moves = pagerMoves(page, lastPage);
  const current = format(page);
  const of = format(lastPage);
  const button = (text: string, target: number | null, icon: ReactNode) => (
    <PageButton label={text} target={target} onPage={onPage} named={named}>
      {icon}
    </PageButton>
  );
  return (
    <nav className="pager" aria-label={label}>
      {total && <TotalText count={total.count} estimated={total.estimated} />}
      {sizes && <PageSizes {...sizes} />}
      <div className="pager__pages">
        {jump && button(t`Halaman pertama`, moves.first, <FirstIcon />)}
        {button(t`Halaman sebelumnya`, moves.previous, <PreviousIcon />)}
        {jump ? (
          <PageBox page={page} lastPage={lastPage} onPage={onPage} />
        ) : (
          <span>
            <Trans>
              Halaman {current} dari {of}
            </Trans>
          </span>
        )}
        {button(t`Halaman berikutnya`, moves.next, <NextIcon />)}
        {jump && button(t`Halaman terakhir`, moves.last, <LastIcon />)}
      </div>
    </nav>
  );
}

/** "Total 120 data", or "Total ±1.250.000 data" when the server estimated the count. */
export function TotalText(props: { count: number; estimated?: boolean }) {
  const count = useFormatNumber()(props.count);
  return (
    <p className="pager__total">
      {props.estimated ? <Trans>Total ±{count} data</Trans> : <Trans>Total {count} data</Trans>}
    </p>
  );
}

function PageSizes({ limit, choices, onLimit }: NonNullable<PagerProps["sizes"]>) {
  const id = useId();
  return (
    <div className="pager__size">
      <label htmlFor={id}>
        <Trans>Baris per halaman</Trans>
      </label>
      <select
        id={id}
        className="select select--small"
        value={limit}
        onChange={(event) => onLimit(Number(event.target.value))}
      >
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The typed page number: kept as typed until applied, then clamped to 1..lastPage. */
function PageBox({ page, lastPage, onPage }: Pick<PagerProps, "page" | "lastPage" | "onPage">) {
  const id = useId();
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const apply = () => {
    const target = clampPage(Number.parseInt(typed, 10), lastPage, page);
    setTyped(String(target));
    if (target !== page) onPage(target);
  };
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Nomor halaman</Trans>
      </label>
      <input
        id={id}
        className="input pager__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={lastPage}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply();
        }}
      />
      <span className="pager__of">
        <Trans>dari {lastPage}</Trans>
      </span>
    </>
  );
}

/** An arrow named by its label (its tooltip too), or in the lookups the label in words. */
function PageButton(props: {
  label: string;
  target: number | null;
  onPage(page: number): void;
  named: boolean | undefined;
  children: ReactNode;
}) {
  const { label, target, named } = props;
  return (
    <button
      type="button"
      className={
        named ? "button button--secondary" : "button button--secondary button--small pager__button"
      }
      aria-label={named ? undefined : label}
      title={named ? undefined : label}
      disabled={target === null}
      onClick={() => target !== null && props.onPage(target)}
    >
      {named ? label : props.children}
    </button>
  );
}
