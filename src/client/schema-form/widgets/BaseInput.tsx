/**
 * The `<input>` behind every single-line widget. Text the spec trims (admin-area §5) is
 * trimmed when the field is left, not while typing, so spaces between words survive; an
 * emptied input reports no value at all.
 */
import type { WidgetProps } from "@rjsf/utils";
import { TRIMMED_INPUTS } from "../../../schema/overlay/field-types";
import { textControlProps } from "./input-attributes";

export interface BaseInputProps extends WidgetProps {
  type: string;
  /** Which keyboard phones open. */
  keyboard?: "text" | "tel" | "email" | "url" | "decimal" | "numeric";
}

export function BaseInput(props: BaseInputProps) {
  const { type, keyboard, options } = props;
  const trims = TRIMMED_INPUTS.has(options.type as never);
  return (
    <input className="input" type={type} inputMode={keyboard} {...textControlProps(props, trims)} />
  );
}
