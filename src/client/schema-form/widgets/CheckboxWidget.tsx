/**
 * A yes/no switch. It stores what the column holds: true/false, or 1/0 for the spec's active
 * flags (the adapter says which through `checkedValue` / `uncheckedValue`).
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps } from "./input-attributes";

export function CheckboxWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const checkedValue = options.checkedValue ?? true;
  const uncheckedValue = options.uncheckedValue ?? false;
  const checked = value === checkedValue;
  return (
    <span className="checkbox">
      <input
        id={id}
        name={props.htmlName ?? id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        disabled={props.disabled || props.readonly}
        {...accessibilityProps(props)}
        onChange={(event) => onChange(event.target.checked ? checkedValue : uncheckedValue)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} className="checkbox__state" aria-hidden="true">
        {checked ? t`Ya` : t`Tidak`}
      </label>
    </span>
  );
}

export const widget = inputWidget("checkbox", CheckboxWidget);
