/**
 * The overlay's `attr` (HTML spelling, a fixed list in the meta-schema) as React props, and the
 * accessibility props every input shares: its error and hint ids, and aria-invalid while an
 * error is on screen.
 */
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import type { ChangeEvent, FocusEvent } from "react";

const REACT_NAMES: Record<string, string> = {
  maxlength: "maxLength",
  minlength: "minLength",
  inputmode: "inputMode",
  autocomplete: "autoComplete",
  spellcheck: "spellCheck",
  autocapitalize: "autoCapitalize",
};

export function inputAttributes(options: WidgetProps["options"]): Record<string, unknown> {
  const attr = (options.attr ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(attr).map(([name, value]) => [REACT_NAMES[name] ?? name, value]),
  );
}

export function accessibilityProps({ id, rawErrors, required }: WidgetProps) {
  return {
    "aria-describedby": ariaDescribedByIds(id),
    "aria-invalid": rawErrors && rawErrors.length > 0 ? true : undefined,
    "aria-required": required || undefined,
  };
}

/**
 * What an `<input>` and a `<textarea>` share: name, value, state, the attributes above, and
 * the handlers. An emptied control reports no value at all; with `trims`, the text is trimmed
 * when the field is left, not while typing, so spaces between words survive.
 */
export function textControlProps(props: WidgetProps, trims: boolean) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  type Control = HTMLInputElement | HTMLTextAreaElement;
  return {
    id,
    name: props.htmlName ?? id,
    value: value ?? "",
    placeholder: props.placeholder,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readonly,
    ...accessibilityProps(props),
    ...inputAttributes(options),
    onChange: (event: ChangeEvent<Control>) => {
      const next = event.target.value;
      onChange(next === "" ? options.emptyValue : next);
    },
    onBlur: (event: FocusEvent<Control>) => {
      const raw = event.target.value;
      const trimmed = trims ? raw.trim() : raw;
      if (trimmed !== raw) onChange(trimmed === "" ? options.emptyValue : trimmed);
      onBlur(id, trimmed);
    },
    onFocus: (event: FocusEvent<Control>) => onFocus(id, event.target.value),
  };
}
