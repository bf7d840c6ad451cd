/** A phone number; phones open the dial pad. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function TelWidget(props: WidgetProps) {
  return <BaseInput {...props} type="tel" keyboard="tel" />;
}

export const widget = inputWidget("tel", TelWidget);
