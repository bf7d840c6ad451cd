/** What each widget's rows are called in its table and CSV: its group's filter label, else "Kelompok". */
import { useLingui } from "@lingui/react/macro";
import type { DashboardDefinition, DashboardWidget } from "../../schema/dashboards/dashboard-types";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { rowHeaderOf } from "./widget-rows";

export function useRowHeader(definition: DashboardDefinition | undefined) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const fallback = t`Kelompok`;
  return (widget: DashboardWidget) =>
    rowHeaderOf(widget, definition?.filters ?? [], locale, fallback);
}
