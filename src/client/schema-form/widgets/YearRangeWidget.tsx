/** Two years { from, to }. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function YearRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="year" />;
}

export const widget = inputWidget("year-range", YearRangeWidget);
