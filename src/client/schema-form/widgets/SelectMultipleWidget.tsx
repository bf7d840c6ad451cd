/**
 * Several choices of one list, stored as an array of their codes. The chosen ones show as
 * chips with a remove button; the list below is a keyboard-operable listbox (arrows, Home,
 * End, typed letters; Space or Enter adds or removes). The list's source, dependencies and
 * failure message are select's (select/use-choices.ts); toggle_field rules follow the first
 * chosen row.
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { type KeyboardEvent, useRef, useState } from "react";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps } from "./input-attributes";
import { ChoiceNotes } from "./select/ChoiceNotes";
import { listboxAction } from "./select/listbox-keys";
import { sameCode, useChoices } from "./select/use-choices";
import "./select/select-multiple.css";

/** Letters typed within this pause make one search ("ja" for Jakarta). */
const TYPEAHEAD_PAUSE_MS = 700;

export function SelectMultipleWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, onChange, onBlur, onFocus, label } = props;
  const values = valuesOf(props.value);
  const { choices, loaded, remote, applyToggles, fetched } = useChoices(props, values);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: "", at: 0 });
  const locked = props.disabled || props.readonly;
  const isChosen = (value: unknown) => values.some((chosen) => sameCode(chosen, value));

  const commit = (next: unknown[]) => {
    onChange(next.length === 0 ? undefined : next);
    applyToggles(choices.find((choice) => choice.value === next[0])?.row);
  };
  const flip = (index: number) => {
    const choice = choices[index];
    if (!choice || locked) return;
    setActive(index);
    commit(
      isChosen(choice.value)
        ? values.filter((value) => !sameCode(value, choice.value))
        : [...values, choice.value],
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const now = Date.now();
    const typing = typed.current.text !== "" && now - typed.current.at < TYPEAHEAD_PAUSE_MS;
    const letter = event.key.length === 1 && (event.key !== " " || typing) ? event.key : "";
    // Any other key (an arrow, Enter) ends the search: a space after it picks again.
    typed.current = letter
      ? { text: (typing ? typed.current.text : "") + letter, at: now }
      : { text: "", at: 0 };
    const labels = choices.map((choice) => choice.label);
    const action = listboxAction(event.key, active, labels, letter ? typed.current.text : "");
    // A space typed into a search must not scroll the page either.
    if (action.kind !== "none" || letter) event.preventDefault();
    if (action.kind === "none") return;
    if (action.kind === "move") setActive(action.to);
    else flip(action.index);
  };

  const optionId = (index: number) => `${id}__option-${index}`;
  const chosen = choices.filter((choice) => isChosen(choice.value));
  return (
    <div className="select-multiple">
      {chosen.length > 0 ? (
        <ul className="select-multiple__chips" aria-label={t`Terpilih: ${label}`}>
          {chosen.map((choice) => (
            <li key={String(choice.value)} className="select-multiple__chip">
              <span title={choice.tooltip}>{choice.label}</span>
              {locked ? null : (
                <button
                  type="button"
                  className="select-multiple__remove"
                  aria-label={t`Hapus ${choice.label}`}
                  onClick={() => commit(values.filter((value) => !sameCode(value, choice.value)))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        id={id}
        role="listbox"
        className="select-multiple__list input"
        tabIndex={locked ? -1 : 0}
        aria-multiselectable="true"
        aria-labelledby={`${id}__label`}
        aria-disabled={locked || undefined}
        aria-busy={remote.isLoading || undefined}
        aria-activedescendant={
          active >= 0 && active < choices.length ? optionId(active) : undefined
        }
        {...accessibilityProps(props)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (active < 0 && choices.length > 0) setActive(0);
          onFocus(id, values);
        }}
        onBlur={() => onBlur(id, values)}
      >
        {choices.map((choice, index) => (
          // The listbox holds the focus and the keyboard (aria-activedescendant); a click on
          // an option is the pointer's way to pick it.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the listbox
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox
          <div
            key={String(choice.value)}
            id={optionId(index)}
            role="option"
            aria-selected={isChosen(choice.value)}
            title={choice.tooltip}
            className={`select-multiple__option${index === active ? " select-multiple__option--active" : ""}`}
            onClick={() => flip(index)}
          >
            {choice.label}
          </div>
        ))}
      </div>
      <ChoiceNotes
        label={label}
        failed={Boolean(remote.error)}
        empty={fetched && Boolean(remote.data) && loaded.length === 0}
      />
    </div>
  );
}

/**
 * A filter read back from the address holds one code as itself and its codes as text: the
 * same choices either way.
 */
function valuesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === "" ? [] : [value];
}

export const widget = inputWidget("select-multiple", SelectMultipleWidget);
