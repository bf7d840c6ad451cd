/** Several lines of text, 3 rows by default (admin-area §9); trimmed when left. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { textControlProps } from "./input-attributes";

export function TextareaWidget(props: WidgetProps) {
  return (
    <textarea
      className="input input--area"
      rows={Number(props.options.rows ?? 3)}
      {...textControlProps(props, true)}
    />
  );
}

export const widget = inputWidget("textarea", TextareaWidget);
