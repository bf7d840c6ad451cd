/** A web address. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { BaseInput } from "./BaseInput";

export function UrlWidget(props: WidgetProps) {
  return <BaseInput {...props} type="url" keyboard="url" />;
}

export const widget = inputWidget("url", UrlWidget);
