/**
 * The labels of a field's fixed choices in one language: the screen's items (the overlay's,
 * or those the database implies), or Ya/Tidak for a true/false column. Forms name their
 * select options with them, so a filter never falls back on a widget library's English.
 */
import { pickText, type SchemaLocale } from "../local-text";
import { BOOLEAN_ITEMS } from "../overlay/default-labels";
import type { ScreenField } from "../overlay/screen-types";

/** Stored value as text → label, or undefined for a field without fixed choices. */
export function choiceNames(
  field: Pick<ScreenField, "kind" | "option">,
  locale: SchemaLocale,
): Record<string, string> | undefined {
  const items = field.option?.items ?? (field.kind === "boolean" ? BOOLEAN_ITEMS : undefined);
  return items
    ? Object.fromEntries(items.map((item) => [String(item.code), pickText(item.label, locale)]))
    : undefined;
}
