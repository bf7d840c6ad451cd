/**
 * The validator RJSF is given. Mandor validates in SchemaForm itself (the shared
 * validateValues, with the per-field display rules of the spec), and the adapter's schemas
 * use no anyOf/oneOf/if that RJSF would need to evaluate, so this only answers RJSF's own
 * calls with the same compiled function and messages.
 */
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from "@rjsf/utils";
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import { businessToday } from "../../schema/validation/periods";
import type { FieldErrors } from "../../schema/validation/to-field-errors";
import { type CompiledValidator, validateValues } from "../../schema/validation/validate-values";

export function formValidator(
  form: FormOutput,
  validate: CompiledValidator,
  locale: SchemaLocale,
): ValidatorType {
  return {
    validateFormData(formData) {
      const { errors } = validateValues(form, validate, formData ?? {}, {
        locale,
        today: businessToday(),
      });
      const list: RJSFValidationError[] = Object.entries(errors).flatMap(([field, messages]) =>
        messages.map((message) => ({ property: `.${field}`, message, stack: message })),
      );
      return { errors: list, errorSchema: toErrorSchema(errors) };
    },
    isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) {
      if (schema !== rootSchema && schema.$id !== rootSchema.$id) {
        throw new Error("the adapter's forms have no sub-schemas for RJSF to choose between");
      }
      return validate(formData) === true;
    },
    rawValidation<Result>(_schema: RJSFSchema, formData?: unknown) {
      validate(formData);
      return { errors: (validate.errors ?? []) as Result[] };
    },
  };
}

/** `{ code: ["…"] }` → RJSF's `{ code: { __errors: ["…"] } }`. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, { __errors: messages }]),
  ) as ErrorSchema;
}
