/** One choice out of a few, all visible at once (fixed choices from the overlay or an enum). */
import { optionId, type WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps } from "./input-attributes";

export function RadioWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const choices = options.enumOptions ?? [];
  return (
    <div
      id={id}
      className="choice-group"
      role="radiogroup"
      aria-labelledby={`${id}__label`}
      {...accessibilityProps(props)}
    >
      {choices.map((choice, index) => (
        <label key={String(choice.value)} className="choice" htmlFor={optionId(id, index)}>
          <input
            id={optionId(id, index)}
            type="radio"
            name={props.htmlName ?? id}
            checked={choice.value === value}
            disabled={props.disabled || props.readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

export const widget = inputWidget("radio", RadioWidget);
