/** The detail view: the adapter's rows for this user as a label/value list. */
import { useMemo } from "react";
import { toDetailRows } from "../../../schema/adapter/to-display";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import type { RecordData } from "../api/screen-data";
import { DisplayValue } from "../DisplayValue";
import { useAdapterContext } from "../use-adapter-context";

export function ScreenDetail({ screen, record }: { screen: ScreenDefinition; record: RecordData }) {
  const context = useAdapterContext();
  const rows = useMemo(() => toDetailRows(screen, context), [screen, context]);
  return (
    <dl className="key-values detail-rows">
      {rows.map((row) => (
        <div key={row.id} className={row.className ? `detail-row ${row.className}` : "detail-row"}>
          <dt>{row.label}</dt>
          <dd>
            <DisplayValue item={row} record={record} locale={context.locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
