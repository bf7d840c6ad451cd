/**
 * What a list shows instead of rows: the spec's empty texts (admin-area §2) with a next step,
 * and the failure of the list call with the server's message and a retry — or, when the server
 * refused what the address asks for (a filter typed or kept in a bookmark), a way to drop it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Button } from "../../ui/Button";
import { failedCallOf } from "../../ui/failed-call";
import { LoadFailed } from "../../ui/LoadFailed";
import { failureKind } from "../../ui/load-failure";
import { useListContext } from "./list-context";

export function ListEmpty() {
  const { t } = useLingui();
  const { query, dispatch, actions, hrefOf } = useListContext();
  const search = query.search;
  const create = actions.create ? hrefOf("create") : undefined;
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">
        {search ? t`${search} tidak ditemukan` : t`Belum ada data yang ditambahkan`}
      </p>
      <div className="empty-state__actions">
        {search ? (
          <Button onClick={() => dispatch({ type: "search", search: "" })}>
            <Trans>Hapus pencarian</Trans>
          </Button>
        ) : (
          create && (
            <Link href={create} className="button button--primary">
              <Trans>Tambah data</Trans>
            </Link>
          )
        )}
      </div>
    </div>
  );
}

export function ListFailed() {
  const { error, refresh, refreshing, query, dispatch } = useListContext();
  const asked = Object.keys(query.filters).length > 0 || query.search || query.sort_by;
  const clearable = asked && failureKind(failedCallOf(error)) === "refused";
  return (
    <LoadFailed
      title={<Trans>Daftar data tidak dapat dimuat</Trans>}
      error={error}
      subject="list"
      back={{ href: "/", label: <Trans>Kembali ke beranda</Trans> }}
      retry={{ className: "list-retry", busy: refreshing, onClick: refresh }}
      mend={
        clearable && (
          <Button
            variant="primary"
            className="alert__action"
            onClick={() => dispatch({ type: "clear" })}
          >
            <Trans>Hapus filter</Trans>
          </Button>
        )
      }
    />
  );
}
