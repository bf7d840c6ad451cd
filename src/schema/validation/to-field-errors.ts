/**
 * Turns ajv's errors into the spec's messages per field, `{ code: ["Kode harus diisi"] }`.
 * The property of each field remembers which rule set each keyword (`x-rules`), so the message
 * is that rule's catalogue entry; keywords no rule set (the column's type) have a fixed one.
 */
import type { FormOutput } from "../adapter/to-form";
import type { SchemaLocale } from "../local-text";
import { messageTable } from "../message-table";
import type { ValueKind } from "../overlay/field-types";
import { type MessageKey, VALIDATION_MESSAGES } from "./messages";
import { parseRule } from "./parse-rule";
import { readArgs } from "./read-args";
import { ruleDef } from "./rules";

/** The part of an ajv `ErrorObject` this needs (precompiled validators produce the same). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export type FieldErrors = Record<string, string[]>;

const catalogueMessage = messageTable(VALIDATION_MESSAGES);

function typeMessage(kind: ValueKind): MessageKey {
  if (kind === "integer") return "integer";
  if (kind === "number") return "numeric";
  return "one_of";
}

/** "/code" → "code"; JSON pointer escapes undone. */
function fieldOf(error: AjvErrorLike): string {
  if (error.keyword === "required") return String(error.params.missingProperty ?? "");
  const [first = ""] = error.instancePath.slice(1).split("/");
  return first.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** A catalogue message filled in for one field. */
export function ruleMessage(
  ruleText: string,
  kind: ValueKind,
  label: string,
  locale: SchemaLocale,
  extra: Record<string, string | number> = {},
): string {
  const { name, argument } = parseRule(ruleText);
  const def = ruleDef(name);
  const read = def ? readArgs(def.args, argument) : [];
  const args = Array.isArray(read) ? read : [];
  const key = def?.message?.(kind, args) ?? "regex";
  const params = def?.params?.(args, kind) ?? {};
  return catalogueMessage(key, locale, { ...params, ...extra, field: label });
}

export function toFieldErrors(
  errors: readonly AjvErrorLike[],
  form: Pick<FormOutput, "fields" | "schema">,
  locale: SchemaLocale,
): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const id = fieldOf(error);
    const field = form.fields.find((candidate) => candidate.id === id);
    if (!field) continue;
    const xRules = (form.schema.properties[id]?.["x-rules"] ?? {}) as Record<string, string>;
    const rule = xRules[error.keyword] ?? (error.keyword === "required" ? "required" : undefined);
    const message = rule
      ? ruleMessage(rule, field.kind, field.label, locale)
      : catalogueMessage(error.keyword === "type" ? typeMessage(field.kind) : "regex", locale, {
          field: field.label,
        });
    addFieldError(result, id, message);
  }
  return result;
}

/** Adds one message to a field's list, once. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** Adds `more` to `errors`, field by field, without repeating a message. */
export function mergeFieldErrors(errors: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(more)) {
    for (const message of messages) addFieldError(errors, field, message);
  }
  return errors;
}
