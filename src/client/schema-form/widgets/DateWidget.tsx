/** A calendar day, YYYY-MM-DD (admin-area §9), in the browser's date picker; the lock rules limit the days it offers. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function DateWidget(props: WidgetProps) {
  return <DateInput {...props} kind="date" />;
}

export const widget = inputWidget("date", DateWidget);
