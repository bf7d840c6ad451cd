/**
 * The `<input>` behind every single-line widget. Text the spec trims (admin-area §5) is
 * trimmed when the field is left, not while typing, so spaces between words survive; an
 * emptied input reports no value at all.
 */
import type { WidgetProps } from "@rjsf/utils";
import type { ChangeEvent, FocusEvent } from "react";
import { TRIMMED_INPUTS } from "../../../schema/overlay/field-types";
import { accessibilityProps, inputAttributes } from "./input-attributes";

export interface BaseInputProps extends WidgetProps {
  type: string;
  /** Which keyboard phones open. */
  keyboard?: "text" | "tel" | "email" | "url" | "decimal" | "numeric";
}

export function BaseInput(props: BaseInputProps) {
  const { id, type, keyboard, value, options, onChange, onBlur, onFocus } = props;
  const trims = TRIMMED_INPUTS.has(options.type as never);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    onChange(next === "" ? options.emptyValue : next);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const trimmed = trims ? raw.trim() : raw;
    if (trimmed !== raw) onChange(trimmed === "" ? options.emptyValue : trimmed);
    onBlur(id, trimmed);
  };
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input"
      type={type}
      inputMode={keyboard}
      value={value ?? ""}
      placeholder={props.placeholder}
      required={props.required}
      disabled={props.disabled}
      readOnly={props.readonly}
      {...accessibilityProps(props)}
      {...inputAttributes(options)}
      onChange={change}
      onBlur={blur}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
