/** A month, YYYY-MM. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function MonthWidget(props: WidgetProps) {
  return <DateInput {...props} kind="month" />;
}

export const widget = inputWidget("month", MonthWidget);
