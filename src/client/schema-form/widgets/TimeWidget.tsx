/** A time of day, HH:mm:ss (admin-area §9). */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function TimeWidget(props: WidgetProps) {
  return <DateInput {...props} kind="time" />;
}

export const widget = inputWidget("time", TimeWidget);
