/**
 * A number. The raw text goes to RJSF's number field, which turns it into a number once it is
 * one (so "1." can still be typed on the way to "1.5"); bounds and steps come from `attr`.
 */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function NumberWidget(props: WidgetProps) {
  return <BaseInput {...props} type="number" keyboard="decimal" />;
}

export const widget = inputWidget("number", NumberWidget);
