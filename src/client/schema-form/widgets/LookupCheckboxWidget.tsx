/** Several items picked in a searchable dialog over the getter's dataset; stores their codes. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { LookupField } from "./lookup/LookupField";

export function LookupCheckboxWidget(props: WidgetProps) {
  return <LookupField {...props} mode="checkbox" />;
}

export const widget = inputWidget("lookup-checkbox", LookupCheckboxWidget);
