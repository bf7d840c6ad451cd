/**
 * Cleans what a form sends before anything checks or writes it, the same way on both sides:
 * only the form's own fields are kept (nothing else is ever written), text is trimmed
 * (admin-area §5), an empty value becomes null, and numeric text becomes a number (the
 * database hands numerics back as text, and the spec's update resends the record as read).
 */

import type { FormOutput } from "../adapter/to-form";
import { TRIMMED_INPUTS } from "../overlay/field-types";

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

export type FormValues = Record<string, unknown>;

export function normalizeInput(form: Pick<FormOutput, "fields">, input: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (!Object.hasOwn(input, field.id) || input[field.id] === undefined) continue;
    let value = input[field.id];
    if (typeof value === "string" && TRIMMED_INPUTS.has(field.type as never)) value = value.trim();
    if (value === "") value = null;
    if (
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
