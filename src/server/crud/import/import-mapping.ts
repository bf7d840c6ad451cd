/**
 * Which file column fills which field of the create form. The guess matches a column's header
 * to a field's id or label in either language, ignoring case, accents, spaces and punctuation,
 * so a file exported in English maps for an Indonesian reader too. A cell becomes the value a
 * user would have entered in the form: empty means not given; a choice may be written as its
 * label; a yes/no field or a 1/0 flag takes the words the export writes.
 */

import type { FormOutput } from "../../../schema/adapter/to-form";
import type { ImportField } from "../../../schema/api/crud";
import { isFlag } from "../../../schema/overlay/field-defaults";
import type { ScreenField } from "../../../schema/overlay/screen-types";

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

/** One file row as form input: only mapped, non-empty cells. */
export function rowInput(cells: string[], plan: ColumnPlan): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { index, field } of plan) {
    const cell = cells[index]?.trim() ?? "";
    if (cell !== "") input[field.id] = cellValue(cell, field);
  }
  return input;
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
  return item ? item.code : cell;
}
