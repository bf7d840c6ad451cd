/**
 * The input behind the number and money widgets: formatted as the reader's language writes
 * numbers while it is typed in, the caret kept among the same digits, and the value handed to
 * the form as digits and a decimal point only. Backspace or Delete next to a group separator
 * removes the digit beyond it (the separator alone would only come back).
 */
import type { WidgetProps } from "@rjsf/utils";
import { type ChangeEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import {
  canonicalDecimal,
  formatDecimal,
  SEPARATORS,
} from "../../../../schema/validation/decimal-text";
import { useSchemaLocale } from "../../use-adapter-context";
import { accessibilityProps, inputAttributes } from "../input-attributes";
import { caretAfter, readTyped, type TypedOptions } from "./typed-number";

export interface DecimalInputProps extends WidgetProps {
  /** What the form receives for "1234567.5": that text (money) or the number (number). */
  toValue(text: string): unknown;
  signed: boolean;
}

const same = (a: unknown, b: unknown) => (canonicalDecimal(a) ?? a) === (canonicalDecimal(b) ?? b);

export function DecimalInput(props: DecimalInputProps) {
  const { id, value, options, onChange, onBlur, onFocus, toValue, signed } = props;
  const separators = SEPARATORS[useSchemaLocale()];
  const typing: TypedOptions = { decimals: options.decimals as number | undefined, signed };
  const shown = (stored: unknown) =>
    stored === null || stored === undefined || stored === ""
      ? ""
      : formatDecimal(stored, separators);
  const [draft, setDraft] = useState(() => shown(value));
  const caret = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const draftValue = readTyped(draft, separators, typing).value;
  // A value set from outside (a reset, a toggle rule, another language) replaces the draft.
  const outside =
    !same(draftValue, value) && !(draftValue === undefined && same(value, options.emptyValue));
  const text = outside ? shown(value) : draft;

  useLayoutEffect(() => {
    if (caret.current === undefined || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const typed = readTyped(raw, separators, typing);
    caret.current = caretAfter(
      raw,
      event.target.selectionStart ?? raw.length,
      typed.display,
      separators,
    );
    setDraft(typed.display);
    onChange(typed.value === undefined ? options.emptyValue : toValue(typed.value));
  };

  const skipSeparator = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const at = target.selectionStart ?? 0;
    if (at !== target.selectionEnd) return;
    if (event.key === "Backspace" && target.value.charAt(at - 1) === separators.group) {
      target.setSelectionRange(at - 1, at - 1);
    } else if (event.key === "Delete" && target.value.charAt(at) === separators.group) {
      target.setSelectionRange(at + 1, at + 1);
    }
  };

  return (
    <input
      ref={input}
      className="input input--number"
      type="text"
      inputMode={typing.decimals === 0 ? "numeric" : "decimal"}
      id={id}
      name={props.htmlName ?? id}
      value={text}
      placeholder={props.placeholder}
      required={props.required}
      disabled={props.disabled}
      readOnly={props.readonly}
      {...accessibilityProps(props)}
      {...inputAttributes(options)}
      onChange={change}
      onKeyDown={skipSeparator}
      onBlur={() => {
        // "Empty means 0" (admin-area §5): a form left empty shows the zero it sends.
        const empty = options.emptyValue;
        if (draftValue === undefined && empty !== undefined) setDraft(shown(empty));
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
