/** A year of four digits: a number for a numeric column, text for a text one. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DateInput } from "./dates/DateInput";

export function YearWidget(props: WidgetProps) {
  return <DateInput {...props} kind="year" />;
}

export const widget = inputWidget("year", YearWidget);
