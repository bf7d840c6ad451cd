/**
 * Cleans what a form sends before anything checks or writes it, the same way on both sides:
 * only the form's own fields are kept (nothing else is ever written), text is trimmed
 * (admin-area §5), an empty value becomes null, and numeric text becomes a number (the
 * database hands numerics back as text, and the spec's update resends the record as read).
 * A money amount stays exact decimal text ("1250000000.75"): a float would lose its cents.
 */

import type { FormOutput } from "../adapter/to-form";
import { TRIMMED_INPUTS } from "../overlay/field-types";
import { canonicalDecimal } from "./decimal-text";

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

export type FormValues = Record<string, unknown>;

export function normalizeInput(form: Pick<FormOutput, "fields">, input: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (!Object.hasOwn(input, field.id) || input[field.id] === undefined) continue;
    let value = input[field.id];
    if (typeof value === "string" && TRIMMED_INPUTS.has(field.type as never)) value = value.trim();
    if (value === "") value = null;
    if (field.type === "money" && (typeof value === "string" || typeof value === "number")) {
      value = canonicalDecimal(value) ?? value;
    } else if (
      (field.kind === "integer" || field.kind === "number") &&
      typeof value === "string" &&
      NUMERIC_TEXT.test(value)
    ) {
      value = Number(value);
    }
    values[field.id] = value;
  }
  return values;
}

/** The values that hold something: empties are absent to the validator, so `required` sees them. */
export function withoutEmpty(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * The values as the compiled JSON Schema judges them: a money amount's decimal text as the
 * number it is, so its type and bounds are checked (its places are a pure check on the text).
 */
export function asJsonNumbers(form: Pick<FormOutput, "fields">, values: FormValues): FormValues {
  const judged = { ...values };
  for (const field of form.fields) {
    const value = judged[field.id];
    if (field.type === "money" && typeof value === "string" && NUMERIC_TEXT.test(value)) {
      judged[field.id] = Number(value);
    }
  }
  return judged;
}
