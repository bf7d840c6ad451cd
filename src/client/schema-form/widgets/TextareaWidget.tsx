/** Several lines of text, 3 rows by default (admin-area §9); trimmed when left. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps, inputAttributes } from "./input-attributes";

export function TextareaWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={props.htmlName ?? id}
      className="input input--area"
      rows={Number(options.rows ?? 3)}
      value={value ?? ""}
      placeholder={props.placeholder}
      required={props.required}
      disabled={props.disabled}
      readOnly={props.readonly}
      {...accessibilityProps(props)}
      {...inputAttributes(options)}
      onChange={(event) =>
        onChange(event.target.value === "" ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) onChange(trimmed === "" ? options.emptyValue : trimmed);
        onBlur(id, trimmed);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export const widget = inputWidget("textarea", TextareaWidget);
