/**
 * The overlay's `attr` (HTML spelling, a fixed list in the meta-schema) as React props, and the
 * accessibility props every input shares: its error and hint ids, and aria-invalid while an
 * error is on screen.
 */
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

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
