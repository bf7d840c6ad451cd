/** Two instants { from, to }, typed in Jakarta time. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function DateTimeRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="datetime" />;
}

export const widget = inputWidget("datetime-range", DateTimeRangeWidget);
