/** The search box above a related-rows widget; every change goes back to page 1. */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

export function RowsSearch({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Cari</Trans>
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={t`Cari`}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </>
  );
}
