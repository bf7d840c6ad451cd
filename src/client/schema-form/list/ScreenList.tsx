/**
 * The list view of a screen (admin-area §2 "Table list", "Card list"): summary cards, then a
 * card with the title, the add-new button, the tools (search, filter, columns, export,
 * import), the filter inline or in the side panel, the rows as a table with paging or as
 * cards, and the delete confirmation. State and data come from `useListController`.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Card } from "../../ui/Card";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { RecordSubject } from "../record-subject";
import { RowActionButtons } from "../row-actions/RowActionButtons";
import { ExportMenu } from "../transfer/ExportMenu";
import { ImportButton } from "../transfer/ImportButton";
import { CardList } from "./CardList";
import { ColumnsButton } from "./ColumnsDialog";
import { FilterButton, FilterPanel, InlineFilter } from "./FilterArea";
import { PlusIcon } from "./icons";
import { ListPager, ListTotal } from "./ListPager";
import { ListFailed } from "./ListStates";
import { ListContext, useListContext } from "./list-context";
import { RekapCards } from "./RekapCards";
import { SearchBox } from "./SearchBox";
import { TableList } from "./TableList";
import { type ListOptions, useListController } from "./use-list-controller";
import "./list.css";

export function ScreenList(props: ListOptions) {
  const controller = useListController(props);
  return (
    <ListContext.Provider value={controller}>
      <ListView />
    </ListContext.Provider>
  );
}

function ListView() {
  const { t } = useLingui();
  const titleId = useId();
  const filterId = useId();
  const list = useListContext();
  const { loaded, actions, hrefOf, filterForm, remove } = list;
  const [filterOpen, setFilterOpen] = useState(false);
  const isCard = loaded.screen.list.layout === "card";
  const panel = loaded.screen.list.filter === "panel";
  const create = actions.create ? hrefOf("create") : undefined;
  return (
    <div className="screen-list">
      <RekapCards />
      <Card
        title={list.title}
        labelledBy={titleId}
        actions={
          create && (
            <Link href={create} className="button button--primary">
              <PlusIcon />
              <Trans>Tambah data</Trans>
            </Link>
          )
        }
      >
        <div className="list-toolbar" role="toolbar" aria-label={t`Alat daftar`}>
          <SearchBox />
          <div className="list-toolbar__tools">
            {filterForm.fields.length > 0 && (
              <FilterButton
                open={filterOpen}
                controls={panel ? undefined : filterId}
                onToggle={() => setFilterOpen((open) => !open)}
              />
            )}
            {!isCard && <ColumnsButton />}
            {actions.export && <ExportMenu screen={loaded.screen} query={list.query} />}
            {actions.import && <ImportButton screen={loaded.screen} onImported={list.refresh} />}
            {loaded.screen.rowActions && <RowActionButtons rows={list.rows ?? []} bulk />}
          </div>
        </div>
        {filterOpen && !panel && <InlineFilter id={filterId} />}
        {list.error ? <ListFailed /> : null}
        {list.error && !list.rows ? null : isCard ? (
          <>
            {list.rows && list.rows.length > 0 && <ListTotal />}
            <CardList />
          </>
        ) : (
          <>
            <TableList />
            {list.rows && list.rows.length > 0 && <ListPager />}
          </>
        )}
      </Card>
      {filterOpen && panel && <FilterPanel onClose={() => setFilterOpen(false)} />}
      {remove.target && (
        <ConfirmDialog
          title={<Trans>Hapus Permanen</Trans>}
          subject={<RecordSubject screen={loaded.screen} row={remove.target} />}
          text={<Trans>Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?</Trans>}
          busy={remove.busy}
          onConfirm={() => void remove.confirm()}
          onCancel={remove.cancel}
        />
      )}
    </div>
  );
}
