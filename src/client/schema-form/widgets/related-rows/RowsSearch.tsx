/** The search box above a related-rows widget; every change goes back to page 1. */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { RowsQuery } from "./rows-query";

export function RowsSearch({
  query,
  onQuery,
}: {
  query: RowsQuery;
  onQuery(query: RowsQuery): void;
}) {
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
        value={query.search}
        onChange={(event) => onQuery({ ...query, page: 1, search: event.target.value })}
      />
    </>
  );
}
