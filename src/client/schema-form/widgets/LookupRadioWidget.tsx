/** One item picked in a searchable dialog over the getter's dataset; stores its code. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { LookupField } from "./lookup/LookupField";

export function LookupRadioWidget(props: WidgetProps) {
  return <LookupField {...props} mode="radio" />;
}

export const widget = inputWidget("lookup-radio", LookupRadioWidget);
