/**
 * Everything a list view draws, gathered in one place (the views only render): the screen's
 * columns, actions and filter form for this user, the rows of the current query (one page for
 * the table, appended pages for the card list), the hidden columns and the delete flow.
 */
import { useEffect, useMemo } from "react";
import type { AdapterContext } from "../../../schema/adapter/adapter-context";
import { toActions } from "../../../schema/adapter/to-actions";
import { type DisplayItem, toColumns } from "../../../schema/adapter/to-display";
import { type FormOutput, toForm } from "../../../schema/adapter/to-form";
import { CARD_PAGE_SIZE, type ListQuery, type RekapValue } from "../../../schema/api/crud";
import { pickText } from "../../../schema/local-text";
import type { ActionName } from "../../../schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { useList, useListPages } from "../api/list";
import type { LoadedScreen, RecordData } from "../api/screen-data";
import { useAdapterContext } from "../use-adapter-context";
import type { ListAction } from "./list-reducer";
import { type DeleteRow, useDeleteRow } from "./use-delete-row";
import { useHiddenColumns } from "./use-hidden-columns";
import type { ListState } from "./use-list-query";

export type RowView = "detail" | "update";

export interface ListOptions {
  loaded: LoadedScreen;
  state: ListState;
  /** Filters always sent and never shown in the filter form (a detail tab's key). */
  fixedFilters?: Record<string, unknown>;
  /** The address of a view of the screen; none when there is no page to open it on. */
  hrefOf(view: RowView | "create", row?: RecordData): string | undefined;
}

export interface ListController {
  loaded: LoadedScreen;
  title: string;
  query: ListQuery;
  dispatch(action: ListAction): void;
  locale: AdapterContext["locale"];
  columns: DisplayItem[];
  visibleColumns: DisplayItem[];
  hidden: ReadonlySet<string>;
  toggleColumn(id: string): void;
  actions: Record<ActionName, boolean>;
  hrefOf: ListOptions["hrefOf"];
  filterForm: FormOutput;
  /** Undefined until the first answer. */
  rows: RecordData[] | undefined;
  total: number;
  totalEstimated: boolean;
  lastPage: number;
  rekap: RekapValue[];
  error: unknown;
  /** A newer answer is on its way while the previous rows stay on screen. */
  refreshing: boolean;
  refresh(): void;
  cards?: { hasMore: boolean; loadingMore: boolean; loadMore(): void };
  remove: DeleteRow;
}

function filterFormOf(
  screen: ScreenDefinition,
  context: AdapterContext,
  fixed: readonly string[],
): FormOutput {
  const form = toForm(screen, "filter", context);
  if (fixed.length === 0) return form;
  const only = new Set(form.fields.map((field) => field.id).filter((id) => !fixed.includes(id)));
  return toForm(screen, "filter", context, { only });
}

export function useListController(options: ListOptions): ListController {
  const { loaded, state, fixedFilters } = options;
  const { screen } = loaded;
  const context = useAdapterContext();
  const fixedKey = JSON.stringify(fixedFilters ?? {});
  const columns = useMemo(() => toColumns(screen, context), [screen, context]);
  const actions = useMemo(() => toActions(screen, context.user), [screen, context]);
  const filterForm = useMemo(
    () => filterFormOf(screen, context, Object.keys(JSON.parse(fixedKey))),
    [screen, context, fixedKey],
  );
  const rangeFields = useMemo(
    () => new Set(filterForm.fields.filter((f) => f.type.endsWith("-range")).map((f) => f.id)),
    [filterForm],
  );
  const { hidden, toggle } = useHiddenColumns(screen.id);

  const isCard = screen.list.layout === "card";
  const request = {
    endpoint: screen.endpoint,
    query: { ...state.query, filters: { ...state.query.filters, ...fixedFilters } },
    rangeFields,
  };
  const table = useList(isCard ? null : request);
  const pages = useListPages(isCard ? request : null);
  const refresh = () => void (isCard ? pages.mutate() : table.mutate());
  const remove = useDeleteRow(screen.endpoint, refresh);

  const first = isCard ? pages.data?.[0] : table.data;
  const last = isCard ? pages.data?.at(-1) : table.data;
  const lastPage = Math.max(last?.totalPage ?? 1, 1);
  const { page } = state.query;
  const { dispatch } = state;

  // A page that no longer exists (rows deleted, a shorter result) moves to the last one.
  useEffect(() => {
    if (!isCard && table.data && !table.isValidating && page > lastPage) {
      dispatch({ type: "page", page: lastPage, lastPage });
    }
  }, [isCard, table.data, table.isValidating, page, lastPage, dispatch]);

  return {
    loaded,
    title: pickText(screen.title, context.locale),
    query: state.query,
    dispatch,
    locale: context.locale,
    columns,
    visibleColumns: columns.filter((column) => !hidden.has(column.id)),
    hidden,
    toggleColumn: toggle,
    actions,
    hrefOf: options.hrefOf,
    filterForm,
    rows: isCard ? pages.data?.flatMap((answer) => answer.data) : table.data?.data,
    total: last?.total ?? 0,
    totalEstimated: last?.totalEstimated ?? false,
    lastPage,
    rekap: first?.rekap ?? [],
    error: isCard ? pages.error : table.error,
    refreshing: isCard ? pages.isValidating : table.isValidating,
    refresh,
    ...(isCard
      ? {
          cards: {
            hasMore:
              last?.data.length === CARD_PAGE_SIZE &&
              (last.totalEstimated || pages.size < last.totalPage),
            loadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
            loadMore: () => void pages.setSize(pages.size + 1),
          },
        }
      : {}),
    remove,
  };
}
