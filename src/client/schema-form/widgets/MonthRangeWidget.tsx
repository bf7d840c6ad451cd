/** Two months { from, to }, YYYY-MM. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function MonthRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="month" />;
}

export const widget = inputWidget("month-range", MonthRangeWidget);
