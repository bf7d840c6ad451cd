/** A colour, as #rrggbb. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function ColorWidget(props: WidgetProps) {
  return <BaseInput {...props} type="color" />;
}

export const widget = inputWidget("color", ColorWidget);
