/**
 * Which file column fills which field of the create form. The guess matches a column's header
 * to a field's id or label in either language, ignoring case, accents, spaces and punctuation,
 * so a file exported in English maps for an Indonesian reader too. A cell becomes the value a
 * user would have entered in the form: empty means not given; a choice may be written as its
 * label; a yes/no field or a 1/0 flag takes the words the export writes; a number may be
 * written as the export formats it. A related row is named by a text the service resolves.
 */

import type { FormOutput } from "../../../schema/adapter/to-form";
import type { ImportField } from "../../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../../schema/local-text";
import { isFlag } from "../../../schema/overlay/field-defaults";
import type { ScreenField } from "../../../schema/overlay/screen-types";
import { FORMATS } from "../../../schema/validation/formats";
import { type FieldErrors, ruleMessage } from "../../../schema/validation/to-field-errors";

export type Mapping = Record<string, string>;

/** Field ids by column index, checked once per preview or commit. */
export type ColumnPlan = { index: number; field: ScreenField }[];

const YES = new Set(["true", "1", "ya", "yes", "y", "aktif", "active"]);
const NO = new Set(["false", "0", "tidak", "no", "n", "tidak aktif", "inactive"]);

export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export function importFields(form: FormOutput): ImportField[] {
  return form.fields.map(({ id, label, required }) => ({ id, label, required }));
}

export function guessMapping(columns: string[], fields: ScreenField[]): Mapping {
  const names = fields.map((field) => ({
    id: field.id,
    names: new Set([field.id, field.label.id, field.label.en].map(normalizeName)),
  }));
  const mapping: Mapping = {};
  const taken = new Set<string>();
  for (const column of columns) {
    const name = normalizeName(column);
    const match = names.find((field) => !taken.has(field.id) && field.names.has(name));
    if (!match) continue;
    mapping[column] = match.id;
    taken.add(match.id);
  }
  return mapping;
}

/** The mapping's plan, or what is wrong with it (unknown column or field, a field twice). */
export function planColumns(
  mapping: Mapping,
  columns: string[],
  fields: ScreenField[],
): ColumnPlan | { problem: string } {
  const plan: ColumnPlan = [];
  const used = new Set<string>();
  for (const [column, fieldId] of Object.entries(mapping)) {
    if (fieldId === "") continue;
    const index = columns.indexOf(column);
    if (index < 0) return { problem: `mapping: the file has no column "${column}"` };
    const field = fields.find((candidate) => candidate.id === fieldId);
    if (!field) return { problem: `mapping: "${fieldId}" is not a field of the form` };
    if (used.has(fieldId)) return { problem: `mapping: "${fieldId}" is mapped twice` };
    used.add(fieldId);
    plan.push({ index, field });
  }
  return plan;
}

/**
 * One file row as form input. An empty cell is left out (so a new record takes the database's
 * default), or with `blanks` is null (an update clears that field, as the file says).
 */
export function rowInput(
  cells: string[],
  plan: ColumnPlan,
  blanks = false,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { index, field } of plan) {
    const cell = cells[index]?.trim() ?? "";
    if (cell !== "") input[field.id] = cellValue(cell, field);
    else if (blanks) input[field.id] = null;
  }
  return input;
}

/**
 * Numbers as exports write them, in the Indonesian style of both languages: "Rp. 1.250.000,50"
 * or "1.250" → "1250000.50", "1250". A plain "1.5" stays a decimal point.
 */
export function numberText(cell: string): string {
  const text = cell.replace(/^Rp\.?\s*/i, "");
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d+$/.test(text)) {
    return text.replaceAll(".", "").replace(",", ".");
  }
  return text;
}

function cellValue(cell: string, field: ScreenField): unknown {
  const word = cell.toLowerCase();
  const flag = isFlag(field.fieldType, field.rules);
  if (field.kind === "boolean" || flag) {
    if (YES.has(word)) return flag ? 1 : true;
    if (NO.has(word)) return flag ? 0 : false;
  }
  const item = field.option?.items?.find(
    (candidate) =>
      String(candidate.code).toLowerCase() === word ||
      candidate.label.id.toLowerCase() === word ||
      candidate.label.en.toLowerCase() === word,
  );
  if (item) return item.code;
  const numeric = (field.kind === "integer" || field.kind === "number") && !field.relation;
  return numeric ? numberText(cell) : cell;
}

/**
 * Date cells that are no calendar day (2026-13-45), named by their field: the form's schema
 * leaves date columns to the database, whose refusal names no column.
 */
export function dateErrors(input: Record<string, unknown>, plan: ColumnPlan, locale: SchemaLocale) {
  const errors: FieldErrors = {};
  for (const { field } of plan) {
    const value = input[field.id];
    if (field.fieldType !== "date" || typeof value !== "string" || FORMATS.date(value)) continue;
    errors[field.id] = [ruleMessage("date", field.kind, pickText(field.label, locale), locale)];
  }
  return errors;
}
