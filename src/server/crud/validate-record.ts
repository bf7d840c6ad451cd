/**
 * The server's validation of a save: the shared adapter's (ajv on the form's JSON Schema, then
 * the pure checks), then what only the server can know — whether a unique value is taken and
 * whether a referenced row exists. Database rules are skipped for fields already in error,
 * so each field reports its first problem.
 */
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import { businessToday } from "../../schema/validation/periods";
import { type FieldErrors, ruleMessage } from "../../schema/validation/to-field-errors";
import { type ValidationResult, validateValues } from "../../schema/validation/validate-values";
import type { Db } from "../db/connect";
import type { ValidatorCache } from "./compiled-validators";
import { valueExists, valueTaken } from "./record-repository";
import { sanitizeRichText } from "./rich-text";

export interface RecordValidation {
  form: FormOutput;
  input: Record<string, unknown>;
  locale: SchemaLocale;
  validators: ValidatorCache;
  db: Db;
  /** The record's own table and id on update, so it does not collide with itself. */
  self?: { table: string; id: number };
  /** The moment the date locks take "today" from. */
  now: Date;
}

export async function validateRecord({
  form,
  input,
  locale,
  validators,
  db,
  self,
  now,
}: RecordValidation): Promise<ValidationResult> {
  const result = validateValues(form, validators(form.schema), input, {
    locale,
    today: businessToday(now),
  });
  const errors: FieldErrors = result.errors;
  // Every write (create, update, import) passes here: rich text is cut to the editor's markup.
  for (const field of form.fields) {
    const value = result.values[field.id];
    if (field.type === "texteditor" && typeof value === "string") {
      result.values[field.id] = sanitizeRichText(value);
    }
  }
  for (const [id, rules] of Object.entries(form.database)) {
    const value = result.values[id];
    const field = form.fields.find((candidate) => candidate.id === id);
    if (!field || errors[id] || value === null || value === undefined) continue;
    for (const rule of rules) {
      const ok =
        rule.name === "unique"
          ? !(await valueTaken(
              db,
              rule.table,
              rule.column,
              value,
              self?.table === rule.table ? self.id : undefined,
            ))
          : await valueExists(db, rule.table, rule.column, value);
      if (!ok) {
        errors[id] = [ruleMessage(rule.rule, field.kind, field.label, locale)];
        break;
      }
    }
  }
  return { values: result.values, errors };
}
