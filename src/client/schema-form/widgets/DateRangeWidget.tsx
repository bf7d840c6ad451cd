/** Two calendar days { from, to }; as a list filter, <field>_from and <field>_to. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function DateRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="date" />;
}

export const widget = inputWidget("date-range", DateRangeWidget);
