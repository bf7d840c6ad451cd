/**
 * One validation, run identically in the browser and on the server: clean the input, let the
 * compiled JSON Schema judge it (ajv), then the pure checks. Only the compiled function
 * differs: ajv's own on the server, the module the server generated from the same schema in
 * the browser. Database rules (unique, exists) follow on the server alone.
 */
import type { FormOutput } from "../adapter/to-form";
import { asJsonNumbers, type FormValues, normalizeInput, withoutEmpty } from "./normalize-input";
import { type CheckContext, runChecks } from "./run-checks";
import {
  type AjvErrorLike,
  type FieldErrors,
  mergeFieldErrors,
  toFieldErrors,
} from "./to-field-errors";

/** An ajv validate function, compiled at run time or precompiled into a module. */
export type CompiledValidator = ((data: unknown) => boolean | Promise<unknown>) & {
  errors?: AjvErrorLike[] | null;
};

export interface ValidationResult {
  /** The cleaned values of the form's fields that were sent (null for an emptied field). */
  values: FormValues;
  errors: FieldErrors;
}

export function validateValues(
  form: Pick<FormOutput, "fields" | "schema" | "checks">,
  validate: CompiledValidator,
  input: FormValues,
  context: CheckContext,
): ValidationResult {
  const values = normalizeInput(form, input);
  const present = withoutEmpty(values);
  const errors = validate(asJsonNumbers(form, present))
    ? {}
    : toFieldErrors(validate.errors ?? [], form, context.locale);
  const checked = runChecks(form, present, context);
  for (const field of Object.keys(errors)) delete checked[field];
  return { values, errors: mergeFieldErrors(errors, checked) };
}
