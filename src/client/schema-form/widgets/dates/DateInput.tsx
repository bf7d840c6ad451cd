/**
 * One native date input (date, datetime-local, month, week, time, or a number for a year)
 * editing a stored value of a date kind. The text being typed is kept apart from the value:
 * a year half typed is not a year yet, and must not be wiped by the value it is not.
 */
import type { WidgetProps } from "@rjsf/utils";
import { type ChangeEvent, type FocusEvent, useState } from "react";
import type { ValueKind } from "../../../../schema/overlay/field-types";
import { businessToday } from "../../../../schema/validation/periods";
import { accessibilityProps, inputAttributes } from "../input-attributes";
import { DATE_KINDS, type DateKindName, type Limits } from "./date-kinds";

export interface NativeDateInputProps {
  kind: DateKindName;
  valueKind: ValueKind;
  value: unknown;
  /** The new value, undefined once emptied; text that is not a value yet goes as typed. */
  onValue(value: unknown): void;
  limits: Limits;
  attributes: Record<string, unknown>;
}

export function NativeDateInput({
  kind,
  valueKind,
  value,
  onValue,
  limits,
  attributes,
}: NativeDateInputProps) {
  const definition = DATE_KINDS[kind];
  const [draft, setDraft] = useState(() => definition.toInput(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const shown = definition.toInput(value);
    if (shown !== "" || value === undefined || value === null) setDraft(shown);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text === "") return onValue(undefined);
    return onValue(definition.fromInput(text, valueKind) ?? text);
  };
  return (
    <input
      className="input"
      type={definition.input}
      inputMode={definition.input === "number" ? "numeric" : undefined}
      step={definition.step}
      {...limits}
      {...attributes}
      value={draft}
      onChange={onChange}
    />
  );
}

/** What a field's widget props say about its inputs: the lock rules, the value kind, today. */
export function dateFieldContext(props: WidgetProps, kind: DateKindName) {
  const locks = (props.options.locks ?? []) as string[];
  const limits = DATE_KINDS[kind].limits(locks, businessToday());
  const valueKind = (
    props.schema.type === "object"
      ? props.schema.properties?.from && (props.schema.properties.from as { type?: string }).type
      : props.schema.type
  ) as ValueKind | undefined;
  return { limits, valueKind: valueKind ?? "string" };
}

/** The props every date input of a field shares: state, attributes, focus and blur. */
export function sharedAttributes(props: WidgetProps) {
  const { id, onBlur, onFocus } = props;
  return {
    name: props.htmlName ?? id,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readonly,
    ...accessibilityProps(props),
    ...inputAttributes(props.options),
    onBlur: (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
  };
}

/** A single date-kind field. */
export function DateInput(props: WidgetProps & { kind: DateKindName }) {
  const { kind, id, value, onChange, options } = props;
  const { limits, valueKind } = dateFieldContext(props, kind);
  return (
    <NativeDateInput
      kind={kind}
      valueKind={valueKind}
      value={value}
      onValue={(next) => onChange(next === undefined ? options.emptyValue : next)}
      limits={limits}
      attributes={{ id, placeholder: props.placeholder, ...sharedAttributes(props) }}
    />
  );
}
