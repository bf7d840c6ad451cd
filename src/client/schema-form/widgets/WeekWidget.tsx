/** An ISO 8601 week, YYYY-Www (admin-area §9 shows its number, DD). */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function WeekWidget(props: WidgetProps) {
  return <DateInput {...props} kind="week" />;
}

export const widget = inputWidget("week", WeekWidget);
