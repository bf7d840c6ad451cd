/** Two ISO weeks { from, to }, YYYY-Www. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function WeekRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="week" />;
}

export const widget = inputWidget("week-range", WeekRangeWidget);
