/** An e-mail address; the keyboard on phones offers @. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function EmailWidget(props: WidgetProps) {
  return <BaseInput {...props} type="email" keyboard="email" />;
}

export const widget = inputWidget("email", EmailWidget);
