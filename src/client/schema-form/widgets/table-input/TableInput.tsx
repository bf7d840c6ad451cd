/**
 * The table input (admin-area §3, §7): a record's rows with editable cells (a project's
 * planned count per manpower type for a month). Columns are `label` (read only), `text`,
 * `number` or `money` (the form's own number and money widgets, with the column's precision);
 * 10/20/50/100 a page (50 by default), search, the panel's filters, sort DESC first. An empty
 * list emits `empty-list`. Save sends the edited rows only; the server writes them in one
 * transaction, or refuses them all and names the cells.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { HTTPError } from "ky";
import { useSnackbar } from "notistack";
import { useEffect, useRef, useState } from "react";
import {
  TABLE_INPUT_DEFAULT_PAGE_SIZE,
  TABLE_INPUT_PAGE_SIZES,
  type TableInputAnswer,
} from "../../../../schema/api/widget-data";
import { pickText } from "../../../../schema/local-text";
import type { OverlayPanel } from "../../../../schema/overlay/overlay-types";
import { http, serverAnswer, serverMessage } from "../../../api/http";
import { Button } from "../../../ui/Button";
import { LoadFailed } from "../../../ui/LoadFailed";
import { Skeleton } from "../../../ui/Skeleton";
import { useAlert } from "../../../ui/use-alert";
import { SortIcon } from "../../list/icons";
import { Pager } from "../../pager/Pager";
import { RJSF_WIDGETS } from "../../registry/widget-registry";
import { useSchemaLocale } from "../../use-adapter-context";
import { RowsSearch } from "../related-rows/RowsSearch";
import {
  nextSort,
  type RowsQuery,
  rowsPaging,
  rowsSearchParams,
  withRecordId,
} from "../related-rows/rows-query";
import { useRowsList } from "../related-rows/use-rows-list";
import {
  cellErrors,
  cellValue,
  currentMonth,
  type Edits,
  editedRows,
  type Row,
  withEdit,
} from "./table-input-edits";
import "../related-rows/related-rows.css";

type Column = OverlayPanel["columns"][number];

export interface TableInputProps {
  panel: OverlayPanel;
  recordId: number;
  /** The list came back empty (the spec's `empty-list` event). */
  onEmptyList?: () => void;
}

export function TableInput({ panel, recordId, onEmptyList }: TableInputProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const title = pickText(panel.name, locale);
  const alert = useAlert();
  const { enqueueSnackbar } = useSnackbar();
  const box = useRef<HTMLDivElement>(null);
  const getter = withRecordId(panel.getter, recordId);
  const [query, setQuery] = useState<RowsQuery>({
    page: 1,
    limit: TABLE_INPUT_DEFAULT_PAGE_SIZE,
    search: "",
    sort: "DESC",
  });
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (panel.filters ?? []).map((filter) => [
        filter.id,
        filter.type === "month" ? currentMonth() : "",
      ]),
    ),
  );
  const [edits, setEdits] = useState<Edits>(new Map());
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const params = rowsSearchParams(query, filters);
  const list = useRowsList<TableInputAnswer>("table-input", getter, params);
  const empty = list.data?.total === 0;

  useEffect(() => {
    if (!empty) return;
    onEmptyList?.();
    box.current?.dispatchEvent(new CustomEvent("empty-list", { bubbles: true }));
  }, [empty, onEmptyList]);

  const changeFilter = (id: string, value: string) => {
    setFilters({ ...filters, [id]: value });
    setEdits(new Map());
    setQuery({ ...query, page: 1 });
  };

  const save = async () => {
    setSaving(true);
    try {
      const answer = await http
        .put(`${withRecordId(panel.setter, recordId)}/update`, {
          json: { filters, rows: editedRows(edits) },
          retry: 0,
        })
        .json<{ message: string }>();
      enqueueSnackbar(answer.message, { variant: "success" });
      setEdits(new Map());
      setErrors(undefined);
      await list.mutate();
    } catch (error) {
      const refused = error instanceof HTTPError && error.response.status === 422;
      setErrors(refused ? (serverAnswer(error)?.errors as Record<string, string[]>) : undefined);
      alert("Error", serverMessage(error) ?? t`Data tidak dapat disimpan. Coba lagi.`);
    } finally {
      setSaving(false);
    }
  };

  const rows = (list.data?.data ?? []) as Row[];
  const editable = panel.columns.filter((column) => column.type && column.type !== "label");

  return (
    <div className="table-input" ref={box}>
      <div className="related-rows__tools">
        <RowsSearch query={query} onQuery={setQuery} />
        {(panel.filters ?? []).map((filter) => (
          <label key={filter.id} className="related-rows__filter">
            {pickText(filter.label, locale)}
            <input
              className="input"
              type={filter.type}
              value={filters[filter.id] ?? ""}
              onChange={(event) => changeFilter(filter.id, event.target.value)}
            />
          </label>
        ))}
      </div>
      {list.error && !list.data ? (
        <LoadFailed
          title={<Trans>Daftar data tidak dapat dimuat</Trans>}
          error={list.error}
          retry={{
            className: "button button--secondary",
            busy: list.isValidating,
            onClick: () => void list.mutate(),
          }}
        />
      ) : !list.data ? (
        <Skeleton height="10rem" />
      ) : (
        <table className="table table-input__table">
          <thead>
            <tr>
              {panel.columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    query.sortBy === column.id
                      ? query.sort === "ASC"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="table__sort"
                    onClick={() => setQuery({ ...query, page: 1, ...nextSort(query, column.id) })}
                  >
                    {pickText(column.label, locale)}
                    <SortIcon
                      {...(query.sortBy === column.id && query.sort
                        ? { direction: query.sort }
                        : {})}
                    />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty && (
              <tr>
                <td colSpan={panel.columns.length}>
                  <Trans>Belum ada data</Trans>
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                {panel.columns.map((column) => (
                  <td key={column.id}>
                    {column.type && column.type !== "label" ? (
                      <Cell
                        column={column}
                        row={row}
                        label={`${pickText(column.label, locale)} ${rowName(row, panel.columns)}`}
                        value={cellValue(row, edits, column.id)}
                        errors={cellErrors(errors, row.id, column.id)}
                        onChange={(value) => setEdits(withEdit(edits, row.id, column.id, value))}
                      />
                    ) : (
                      String(row[column.id] ?? "")
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        label={t`Halaman ${title}`}
        {...rowsPaging(query, list.data?.total ?? 0, TABLE_INPUT_PAGE_SIZES, setQuery)}
      />
      {editable.length > 0 && (
        <div className="table-input__actions">
          <Button
            variant="primary"
            busy={saving}
            disabled={edits.size === 0}
            onClick={() => void save()}
          >
            <Trans>Simpan</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The row's name for a cell's label: its read-only columns before the first editable one,
 * e.g. "MDR Mandor" (a read-only figure after the inputs, an actual count, names nothing).
 */
function rowName(row: Row, columns: readonly Column[]): string {
  const firstEditable = columns.findIndex((column) => column.type && column.type !== "label");
  return columns
    .slice(0, firstEditable < 0 ? columns.length : firstEditable)
    .filter((column) => !column.type || column.type === "label")
    .map((column) => String(row[column.id] ?? ""))
    .join(" ");
}

/** One editable cell: the form's own widget for the column's type. */
function Cell(props: {
  column: Column;
  row: Row;
  label: string;
  value: unknown;
  errors: readonly string[];
  onChange(value: unknown): void;
}) {
  const { column, row, label, value, errors } = props;
  const id = `table-input-${row.id}-${column.id}`;
  const Widget = RJSF_WIDGETS[column.type ?? "text"];
  if (!Widget) return null;
  const widgetProps = {
    id,
    name: id,
    label,
    value: value ?? undefined,
    options: { decimals: column.precision ?? 0 },
    schema: {},
    uiSchema: {},
    rawErrors: [...errors],
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: "",
    onChange: props.onChange,
    onBlur: () => undefined,
    onFocus: () => undefined,
  } as unknown as WidgetProps;
  return (
    <div className="table-input__cell">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Widget {...widgetProps} />
      {errors.map((error) => (
        <p key={error} className="field__error">
          {error}
        </p>
      ))}
    </div>
  );
}
