/**
 * When the database itself refuses a write that validation let through (two saves racing for
 * one unique code, a CHECK spanning two columns, a numeric precision the metadata does not
 * carry), the refusal is the user's input, not a server fault: it becomes a 422 with the
 * field named where PostgreSQL names it.
 */
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import { type FieldErrors, ruleMessage } from "../../schema/validation/to-field-errors";

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  message?: string;
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation). */
const USER_DATA_STATE = /^2[23]/;

/** "Key (lower(username::text))=(x) already exists." → the form field it names. */
function fieldInDetail(error: PgError, form: FormOutput): string | undefined {
  const key = /Key \((.+?)\)=/.exec(error.detail ?? "")?.[1] ?? "";
  const named = [error.column, ...key.split(/[^a-z0-9_]+/)].filter(Boolean);
  return form.fields.find((field) => named.includes(field.id))?.id;
}

export interface RefusedWrite {
  errors: FieldErrors;
  /** PostgreSQL's own words, for a refusal no field explains. */
  reason: string;
}

export function refusedWrite(
  error: unknown,
  form: FormOutput,
  locale: SchemaLocale,
): RefusedWrite | undefined {
  const pg = error as PgError;
  if (typeof pg?.code !== "string" || !USER_DATA_STATE.test(pg.code)) return undefined;
  const id = fieldInDetail(pg, form);
  const field = form.fields.find((candidate) => candidate.id === id);
  const rule = { "23505": "unique:_,_", "23503": "exists:_,_", "23502": "required" }[pg.code];
  const errors: FieldErrors =
    field && rule ? { [field.id]: [ruleMessage(rule, field.kind, field.label, locale)] } : {};
  return { errors, reason: pg.message ?? pg.code };
}
