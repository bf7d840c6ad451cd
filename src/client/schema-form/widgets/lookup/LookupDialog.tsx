/**
 * The lookup dialog (admin-area §4, §7, §8, §9): a search box, the getter's rows ten at a time
 * with their display columns, and the items chosen so far, eight at a time. The choice is a
 * draft until the dialog closes, by its button, Esc, Enter or the close cross: then it is
 * committed (§4 "A lookup modal commits the selection when it closes"). The rows are a
 * listbox: ↑/↓, Home/End move, Space chooses (or toggles), Enter chooses and closes; ↓ in the
 * search box goes to the list. The native modal dialog keeps the focus inside.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { SchemaLocale } from "../../../../schema/local-text";
import type { OverlayOption } from "../../../../schema/overlay/overlay-types";
import { Modal } from "../../../ui/Modal";
import { Pager } from "../../pager/Pager";
import { pageCount } from "../../pager/pages";
import {
  choose,
  columnHeadings,
  LOOKUP_PAGE_SIZE,
  type LookupChoice,
  type LookupMode,
  toChoice,
} from "./lookup-choice";
import { useLookupPage } from "./lookup-data";
import { SelectedItems } from "./SelectedItems";
import "./lookup.css";

/** Typing pauses this long before the list is asked for: one call per word, not per key. */
const SEARCH_PAUSE_MS = 300;

export interface LookupDialogProps {
  title: string;
  getter: string;
  option: OverlayOption | undefined;
  mode: LookupMode;
  locale: SchemaLocale;
  initial: LookupChoice[];
  onClose(selected: LookupChoice[]): void;
}

export function LookupDialog(props: LookupDialogProps) {
  const { t } = useLingui();
  const { mode, option, locale } = props;
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(0);
  const [draft, setDraft] = useState(props.initial);
  const listRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const optionId = useId();

  // Only a changed term goes back to page 1: a page turned within the pause after the dialog
  // opened (or after a search) is not undone when the pause ends.
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const rows = useLookupPage(props.getter, search, page);
  const choices = (rows.data?.data ?? []).map((row) => toChoice(row, option, locale));
  const pages = pageCount(rows.data?.total ?? 0, LOOKUP_PAGE_SIZE);
  const headings = columnHeadings(option, locale);
  // A new page or search starts at its first row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rows change
  useEffect(() => setActive(0), [rows.data]);

  const isChosen = (choice: LookupChoice) => draft.some((item) => item.code === choice.code);
  const pick = (choice: LookupChoice) => setDraft((current) => choose(current, choice, mode));
  const close = (selected = draft) => props.onClose(selected);

  const onListKey = (event: KeyboardEvent) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    const current = choices[active];
    if (event.key in moves) setActive(Math.max(0, moves[event.key] ?? 0));
    else if (event.key === " " && current) pick(current);
    else if (event.key === "Enter") {
      close(current && mode === "radio" ? choose(draft, current, mode) : draft);
    } else return;
    event.preventDefault();
  };

  return (
    <Modal
      title={props.title}
      size="wide"
      className="lookup-dialog"
      onClose={() => close()}
      footer={
        <button type="button" className="button button--primary" onClick={() => close()}>
          <Trans>Selesai</Trans>
        </button>
      }
    >
      <label htmlFor={searchId} className="visually-hidden">
        <Trans>Cari data</Trans>
      </label>
      <input
        id={searchId}
        type="search"
        className="input lookup-dialog__search"
        placeholder={t`Cari…`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            listRef.current?.focus();
          }
          // Enter in the search box searches at once instead of closing the dialog.
          if (event.key === "Enter") {
            event.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }
        }}
      />
      {rows.error ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Daftar pilihan tidak ditemukan`}
        </p>
      ) : null}
      {headings.length > 0 ? (
        <div className="lookup-dialog__row lookup-dialog__head" aria-hidden="true">
          <span />
          <span>{props.title}</span>
          {headings.map((heading) => (
            <span key={heading}>{heading}</span>
          ))}
        </div>
      ) : null}
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        className="lookup-dialog__list"
        aria-label={props.title}
        aria-multiselectable={mode === "checkbox" || undefined}
        aria-busy={rows.isLoading || undefined}
        aria-activedescendant={choices[active] ? `${optionId}-${active}` : undefined}
        onKeyDown={onListKey}
      >
        {choices.map((choice, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys
          <div
            key={String(choice.code)}
            id={`${optionId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={isChosen(choice)}
            className={`lookup-dialog__row${index === active ? " lookup-dialog__row--active" : ""}`}
            onClick={() => {
              setActive(index);
              pick(choice);
            }}
          >
            <span className="lookup-dialog__mark" aria-hidden="true">
              {mode === "radio" ? (isChosen(choice) ? "◉" : "○") : isChosen(choice) ? "☑" : "☐"}
            </span>
            <span>{choice.label}</span>
            {choice.cells.map((cell, column) => (
              <span key={headings[column] ?? column}>{cell}</span>
            ))}
          </div>
        ))}
      </div>
      {rows.data && choices.length === 0 ? (
        <p className="field__note">{t`Sorry, no options found for this field`}</p>
      ) : null}
      <Pager label={t`Halaman daftar`} page={page} lastPage={pages} onPage={setPage} named />
      <SelectedItems
        items={draft}
        onRemove={(choice) => setDraft((current) => current.filter((item) => item !== choice))}
      />
    </Modal>
  );
}
