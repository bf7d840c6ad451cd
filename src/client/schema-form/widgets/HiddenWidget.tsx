/** A value the form carries without showing it (its field row is hidden by the template). */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";

export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} name={id} value={value ?? ""} />;
}

export const widget = inputWidget("hidden", HiddenWidget);
