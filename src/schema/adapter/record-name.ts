/**
 * The column a person recognises a row by — its display field: a text column named
 * `fullname`, `name` or `title`, else one ending in `_name`, else in `_code`. The server labels
 * related rows with it; toasts and confirmations name a screen's own record with it
 * ("Nonaktifkan berhasil: Tenaga Kerja Budi Santoso", not "#3001").
 */
import type { FieldType } from "../model-meta";
import type { ScreenDefinition } from "../overlay/screen-types";

const PREFERRED = ["fullname", "name", "title"];

export function displayColumnOf(
  columns: ReadonlyArray<{ name: string; type: FieldType }>,
): string | undefined {
  const text = columns.filter((column) => column.type === "character_varying");
  return (
    text.find((column) => PREFERRED.includes(column.name)) ??
    text.find((column) => column.name.endsWith("_name")) ??
    text.find((column) => column.name.endsWith("_code"))
  )?.name;
}

/** The record's display value, or `#id` when it has none. */
export function recordName(
  screen: Pick<ScreenDefinition, "fields">,
  record: Readonly<Record<string, unknown>>,
): string {
  const column = displayColumnOf(
    screen.fields.map((field) => ({ name: field.id, type: field.fieldType })),
  );
  const value = column === undefined ? undefined : record[column];
  return typeof value === "string" && value.trim() !== "" ? value : `#${String(record.id)}`;
}
