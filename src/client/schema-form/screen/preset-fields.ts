/**
 * A sub-list's parent key carried in the page address as `fixed.<field>=<value>` (admin-area
 * §2 "Detail": a tab's sub-list belongs to its record). The sub-screen's page keeps it as a
 * fixed filter of its list and as the prefilled, locked value of a new record, so "Tambah
 * data" in a vendor's documents tab adds a document of that vendor.
 */
import type { FormOutput } from "../../../schema/adapter/to-form";

const PRESET_PREFIX = "fixed.";

/** The `fixed.` values of a page address's query. */
export function presetOf(search: string): Record<string, string> {
  const preset: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(PRESET_PREFIX) && key.length > PRESET_PREFIX.length && value !== "") {
      preset[key.slice(PRESET_PREFIX.length)] = value;
    }
  }
  return preset;
}

/** A query string (no "?") carrying `values` as `fixed.` parameters. */
export function presetSearch(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== "") {
      params.set(`${PRESET_PREFIX}${field}`, String(value));
    }
  }
  return params.toString();
}

/** The form with `fields` read-only: their values come from the parent, not the user. */
export function withLockedFields(form: FormOutput, fields: readonly string[]): FormOutput {
  const locked = fields.filter((field) => form.uiSchema[field]);
  if (locked.length === 0) return form;
  const uiSchema = { ...form.uiSchema };
  for (const field of locked) {
    uiSchema[field] = { ...(uiSchema[field] as object), "ui:readonly": true };
  }
  return { ...form, uiSchema };
}
