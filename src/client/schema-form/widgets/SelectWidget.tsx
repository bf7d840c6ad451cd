/**
 * A drop-down. Its choices are fixed (an enum, labelled by the overlay's items) or fetched
 * from the field's getter (see select/use-choices.ts): dependent lists, toggle_field rules and
 * the failure message are shared with select-multiple.
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps } from "./input-attributes";
import { ChoiceNotes } from "./select/ChoiceNotes";
import { sameCode, useChoices } from "./select/use-choices";

export function SelectWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, onChange, onBlur, onFocus, label } = props;
  const { choices, loaded, remote, applyToggles, fetched } = useChoices(props, [value]);
  const selected = choices.findIndex((choice) => sameCode(choice.value, value));

  const choose = (index: string) => {
    const choice = index === "" ? undefined : choices[Number(index)];
    onChange(choice?.value);
    applyToggles(choice?.row);
  };

  return (
    <>
      <select
        id={id}
        name={props.htmlName ?? id}
        className="select input"
        value={selected < 0 ? "" : String(selected)}
        required={props.required}
        disabled={props.disabled || props.readonly}
        aria-busy={remote.isLoading || undefined}
        {...accessibilityProps(props)}
        onChange={(event) => choose(event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{props.placeholder || t`Pilih…`}</option>
        {choices.map((choice, index) => (
          <option key={String(choice.value)} value={String(index)} title={choice.tooltip}>
            {choice.label}
          </option>
        ))}
      </select>
      <ChoiceNotes
        label={label}
        failed={Boolean(remote.error)}
        empty={fetched && Boolean(remote.data) && loaded.length === 0}
      />
    </>
  );
}

export const widget = inputWidget("select", SelectWidget);
