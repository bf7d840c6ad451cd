/** The chosen items, eight at a time (admin-area §9), each with a button to take it out. */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Pager } from "../../pager/Pager";
import { type LookupChoice, selectedPage } from "./lookup-choice";

export function SelectedItems(props: {
  items: LookupChoice[];
  onRemove?: (item: LookupChoice) => void;
}) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(1);
  const { page, pages, items } = selectedPage(props.items, wanted);
  if (props.items.length === 0) {
    return (
      <p className="field__note">
        <Trans>Belum ada yang dipilih</Trans>
      </p>
    );
  }
  const count = props.items.length;
  return (
    <section className="lookup-selected" aria-label={t`Terpilih (${count})`}>
      <ul className="lookup-selected__items">
        {items.map((item) => (
          <li key={String(item.code)} className="lookup-selected__item">
            <span>{item.label}</span>
            {props.onRemove ? (
              <button
                type="button"
                className="lookup-selected__remove"
                aria-label={t`Hapus ${item.label}`}
                onClick={() => props.onRemove?.(item)}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <Pager label={t`Halaman terpilih`} page={page} lastPage={pages} onPage={setWanted} named />
      ) : null}
    </section>
  );
}
