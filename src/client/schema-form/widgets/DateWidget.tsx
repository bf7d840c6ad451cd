/** A calendar day, YYYY-MM-DD (admin-area §9), with the browser's date picker. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function DateWidget(props: WidgetProps) {
  return <BaseInput {...props} type="date" />;
}

export const widget = inputWidget("date", DateWidget);
