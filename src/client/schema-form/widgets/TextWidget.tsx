/** Single-line text: names, codes. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function TextWidget(props: WidgetProps) {
  return <BaseInput {...props} type="text" />;
}

export const widget = inputWidget("text", TextWidget);
