/**
 * The screen list's paging (admin-area §4, §9) on the shared pager: the list's total, its page
 * sizes (20, 50, 75, 100) and the typed page number, read from and sent to the list's state.
 */
import { useLingui } from "@lingui/react/macro";
import { PAGE_SIZES } from "../../../schema/api/crud";
import { Pager, TotalText } from "../pager/Pager";
import { useListContext } from "./list-context";

export function ListPager() {
  const { t } = useLingui();
  const { query, dispatch, lastPage, total, totalEstimated } = useListContext();
  return (
    <Pager
      label={t`Halaman daftar`}
      page={query.page}
      lastPage={lastPage}
      onPage={(page) => dispatch({ type: "page", page, lastPage })}
      total={{ count: total, estimated: totalEstimated }}
      sizes={{
        limit: query.limit,
        choices: PAGE_SIZES,
        onLimit: (limit) => dispatch({ type: "limit", limit }),
      }}
      jump
    />
  );
}

/** The card list's total alone: its pages come as the user scrolls. */
export function ListTotal() {
  const { total, totalEstimated } = useListContext();
  return <TotalText count={total} estimated={totalEstimated} />;
}
