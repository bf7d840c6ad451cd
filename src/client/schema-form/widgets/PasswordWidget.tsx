/** A secret: shown as dots and never trimmed (a space may be part of it). */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function PasswordWidget(props: WidgetProps) {
  return <BaseInput {...props} type="password" />;
}

export const widget = inputWidget("password", PasswordWidget);
