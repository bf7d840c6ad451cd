/**
 * The mapping switch list (admin-area §3, §4, §7): the right-hand rows of a record (a role's
 * permissions, a user's departments) with a switch each, searchable, filtered all / active /
 * inactive, 10/20/50/100 a page. A switch shows its new state at once and calls the setter;
 * switching off asks first when the panel has an alert, and the switch goes back on a cancel
 * or a failed call ('Gagal Mengaktifkan data').
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  DEFAULT_MAPPING_FLAG,
  MAPPING_DEFAULT_PAGE_SIZE,
  MAPPING_PAGE_SIZES,
  type MappingAnswer,
  type MappingFilter,
  type MappingRow,
} from "../../../../schema/api/widget-data";
import { pickText } from "../../../../schema/local-text";
import type { OverlayPanel } from "../../../../schema/overlay/overlay-types";
import { http, serverMessage } from "../../../api/http";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DangerAlert } from "../../../ui/LoadFailed";
import { Skeleton } from "../../../ui/Skeleton";
import { useAlert } from "../../../ui/use-alert";
import { Pager } from "../../pager/Pager";
import { useSchemaLocale } from "../../use-adapter-context";
import { RowsSearch } from "../related-rows/RowsSearch";
import {
  type RowsQuery,
  rowsPaging,
  rowsSearchParams,
  withRecordId,
} from "../related-rows/rows-query";
import { useRowsList } from "../related-rows/use-rows-list";
import { asksFirst, readFilter, shownFlag, switchBody } from "./mapping-switch";
import "../related-rows/related-rows.css";

export interface MappingSwitchListProps {
  panel: OverlayPanel;
  recordId: number;
}

export function MappingSwitchList({ panel, recordId }: MappingSwitchListProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const title = pickText(panel.name, locale);
  const alert = useAlert();
  const filterId = useId();
  const flag = panel.flag ?? DEFAULT_MAPPING_FLAG;
  const getter = withRecordId(panel.getter, recordId);
  const [query, setQuery] = useState<RowsQuery>({
    page: 1,
    limit: MAPPING_DEFAULT_PAGE_SIZE,
    search: "",
  });
  const [filter, setFilter] = useState<MappingFilter>(2);
  const [pending, setPending] = useState<ReadonlyMap<number, 0 | 1>>(new Map());
  const [asking, setAsking] = useState<MappingRow | undefined>(undefined);

  const params = rowsSearchParams(query, { [flag]: filter, ...(panel.flag ? { flag } : {}) });
  const list = useRowsList<MappingAnswer>("mapping", getter, params);

  const settle = (id: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const send = async (row: MappingRow, next: 0 | 1) => {
    try {
      const body = switchBody(row, next, {
        flag,
        idName: panel.id_name ?? "id_mapping",
        recordId,
        ...(panel.params ? { params: panel.params } : {}),
      });
      await http.put(`${withRecordId(panel.setter, recordId)}/update`, { json: body, retry: 0 });
      await list.mutate();
    } catch (error) {
      alert(
        t`Gagal Mengaktifkan data`,
        serverMessage(error) ?? t`Periksa koneksi, lalu coba lagi.`,
      );
    } finally {
      settle(row.id);
    }
  };

  const toggle = (row: MappingRow) => {
    if (pending.has(row.id)) return;
    const next = shownFlag(row, flag, pending) === 1 ? 0 : 1;
    setPending((current) => new Map(current).set(row.id, next));
    if (asksFirst(next, panel.alert)) setAsking(row);
    else void send(row, next);
  };

  const rows = list.data?.data[0]?.data ?? [];
  const total = list.data?.data[0]?.total ?? 0;
  const labelOf = (row: MappingRow) =>
    panel.columns.map((column) => String(row[column.id] ?? "")).join(" — ");

  return (
    <div className="mapping-list">
      <div className="related-rows__tools">
        <RowsSearch query={query} onQuery={setQuery} />
        <label htmlFor={filterId}>
          <Trans>Tampilkan</Trans>
        </label>
        <select
          id={filterId}
          className="input"
          value={filter}
          onChange={(event) => {
            setFilter(readFilter(event.target.value));
            setQuery({ ...query, page: 1 });
          }}
        >
          <option value={2}>{t`Semua`}</option>
          <option value={1}>{t`Aktif`}</option>
          <option value={0}>{t`Tidak Aktif`}</option>
        </select>
      </div>
      {list.error && !list.data ? (
        <DangerAlert
          title={<Trans>Daftar pilihan tidak ditemukan</Trans>}
          text={serverMessage(list.error) ?? t`Periksa koneksi, lalu coba lagi.`}
        >
          <Button busy={list.isValidating} onClick={() => void list.mutate()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </DangerAlert>
      ) : !list.data ? (
        <Skeleton height="10rem" />
      ) : (
        <table className="table mapping-list__table">
          <thead>
            <tr>
              {panel.columns.map((column) => (
                <th key={column.id} scope="col">
                  {pickText(column.label, locale)}
                </th>
              ))}
              <th scope="col">
                <Trans>Aktif</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={panel.columns.length + 1}>
                  <Trans>Belum ada data</Trans>
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const on = shownFlag(row, flag, pending) === 1;
              return (
                <tr key={row.id}>
                  {panel.columns.map((column) => (
                    <td key={column.id}>{String(row[column.id] ?? "")}</td>
                  ))}
                  <td>
                    <button
                      type="button"
                      role="switch"
                      className="mapping-switch"
                      aria-checked={on}
                      aria-label={labelOf(row)}
                      aria-busy={pending.has(row.id) || undefined}
                      onClick={() => toggle(row)}
                    >
                      <span className="mapping-switch__knob" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager
        label={t`Halaman ${title}`}
        {...rowsPaging(query, total, MAPPING_PAGE_SIZES, setQuery)}
      />
      {asking && panel.alert && (
        <ConfirmDialog
          title={<Trans>Nonaktifkan?</Trans>}
          text={pickText(panel.alert, locale)}
          onCancel={() => {
            settle(asking.id);
            setAsking(undefined);
          }}
          onConfirm={() => {
            setAsking(undefined);
            void send(asking, 0);
          }}
        />
      )}
    </div>
  );
}
