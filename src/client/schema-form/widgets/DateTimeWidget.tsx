/** A moment, shown and typed as YYYY-MM-DD HH:mm:ss in Jakarta time and stored as the instant (UTC). */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function DateTimeWidget(props: WidgetProps) {
  return <DateInput {...props} kind="datetime" />;
}

export const widget = inputWidget("datetime", DateTimeWidget);
