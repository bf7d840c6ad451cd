/** Two times of day { from, to }, HH:mm:ss. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { RangeInput } from "./dates/RangeInput";

export function TimeRangeWidget(props: WidgetProps) {
  return <RangeInput {...props} kind="time" />;
}

export const widget = inputWidget("time-range", TimeRangeWidget);
