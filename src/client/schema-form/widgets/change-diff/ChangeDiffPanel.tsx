/**
 * A change request's fields in the detail (panel type `change-diff`): per field the value the
 * requester read, the one they ask for and the one the record holds now. A field changed
 * meanwhile is marked, so the approver sees before approving why the approval would be
 * refused. Read only: the request's steps are its transitions.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import useSWR from "swr";
import { pickText } from "../../../../schema/local-text";
import type { OverlayPanel } from "../../../../schema/overlay/overlay-types";
import { http } from "../../../api/http";
import { Badge } from "../../../ui/Badge";
import { LoadFailed } from "../../../ui/LoadFailed";
import { Skeleton } from "../../../ui/Skeleton";
import { useSchemaLocale } from "../../use-adapter-context";
import "./change-diff.css";

interface DiffRow {
  id: number;
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
  current_value: string | null;
  conflict: boolean;
}

export interface ChangeDiffPanelProps {
  panel: OverlayPanel;
  recordId: number;
  /** The record's version: the current values are read again once it changes (a step taken). */
  version: string;
}

export function ChangeDiffPanel({ panel, recordId, version }: ChangeDiffPanelProps) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const getter = panel.getter.replace("{id}", String(recordId));
  const diff = useSWR(["change-diff", getter, version], () =>
    http.get(`${getter}/list`).json<{ data: DiffRow[] }>(),
  );
  if (diff.error) {
    return (
      <LoadFailed
        title={<Trans>Perubahan tidak dapat dimuat</Trans>}
        error={diff.error}
        retry={{
          className: "alert__action",
          busy: diff.isValidating,
          onClick: () => void diff.mutate(),
        }}
      />
    );
  }
  if (!diff.data) return <Skeleton width="22rem" />;
  const rows = diff.data.data;
  if (rows.length === 0) {
    return (
      <p className="change-diff__empty">
        <Trans>Permintaan ini tidak memuat perubahan isian.</Trans>
      </p>
    );
  }
  const columns = panel.columns;
  return (
    <table className="table change-diff">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {pickText(column.label, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-field={row.field}
            className={row.conflict ? "change-diff__row--conflict" : undefined}
          >
            {columns.map((column) => (
              <td key={column.id}>
                {String(row[column.id as keyof DiffRow] ?? "—")}
                {column.id === "current_value" && row.conflict && (
                  <span className="change-diff__flag">
                    <Badge tone="danger">{t`Berubah sejak diajukan`}</Badge>
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
