/**
 * The list's search: applied 300 ms after the last keystroke, or at once on Enter; either way
 * the list starts again at page 1 (admin-area §4). The box follows the address when it
 * changes from outside (back, a link).
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "./icons";
import { useListContext } from "./list-context";

export const SEARCH_DELAY_MS = 300;

export function SearchBox() {
  const { t } = useLingui();
  const id = useId();
  const { query, dispatch } = useListContext();
  const applied = query.search ?? "";
  const [text, setText] = useState(applied);
  // The timer fires after later renders: it must dispatch against the query of that moment.
  const latest = useRef(dispatch);
  latest.current = dispatch;

  useEffect(() => setText(applied), [applied]);

  useEffect(() => {
    const timer = setTimeout(
      () => latest.current({ type: "search", search: text }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);

  const applyNow = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: "search", search: text });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to jsdom nor every supported browser yet
    <form role="search" className="list-search" onSubmit={applyNow}>
      <label htmlFor={id} className="visually-hidden">
        {t`Cari data`}
      </label>
      <SearchIcon />
      <input
        id={id}
        type="search"
        className="input list-search__input"
        placeholder={t`Cari…`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
