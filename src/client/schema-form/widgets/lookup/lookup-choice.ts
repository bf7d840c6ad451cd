/**
 * What the lookup widgets compute without React (admin-area §3 "Widget data", §9): a row's
 * label and code through the option's pointers (the label may be "field|format"), its display
 * columns, the selection as each widget stores it (lookup-radio one code, lookup-checkbox an
 * array of codes) and the pages of the list (10) and of the selected items (8).
 */
import { readPointer } from "../../../../schema/adapter/transforms";
import { pickText, type SchemaLocale } from "../../../../schema/local-text";
import type { OverlayOption } from "../../../../schema/overlay/overlay-types";
import { readPath } from "../../../../schema/read-path";
import { pageCount } from "../../pager/pages";

export const LOOKUP_PAGE_SIZE = 10;
export const SELECTED_PAGE_SIZE = 8;

export type LookupMode = "radio" | "checkbox";
export type LookupRow = Record<string, unknown>;

/** A choice as the widget shows and stores it. */
export interface LookupChoice {
  code: unknown;
  label: string;
  /** The display columns' texts, in the option's order. */
  cells: string[];
}

export function toChoice(
  row: LookupRow,
  option: OverlayOption | undefined,
  locale: SchemaLocale,
): LookupChoice {
  return {
    code: readPath(row, option?.code ?? "id"),
    label: readPointer(row, option?.label ?? option?.code ?? "id", locale),
    cells: (option?.columns ?? []).map((column) => readPointer(row, column.data, locale)),
  };
}

/** The headings of the display columns: the overlay's label, else the item key. */
export function columnHeadings(option: OverlayOption | undefined, locale: SchemaLocale): string[] {
  return (option?.columns ?? []).map((column) => pickText(column.label, locale));
}

/** The codes a stored value holds, whatever the widget. */
export function codesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === "" ? [] : [value];
}

/** The selection after choosing `choice`: radio replaces it, checkbox toggles the choice. */
export function choose(selected: LookupChoice[], choice: LookupChoice, mode: LookupMode) {
  if (mode === "radio") return [choice];
  return selected.some((item) => item.code === choice.code)
    ? selected.filter((item) => item.code !== choice.code)
    : [...selected, choice];
}

/** The value the form stores for a selection. */
export function storedValue(selected: LookupChoice[], mode: LookupMode): unknown {
  if (mode === "checkbox") return selected.map((item) => item.code);
  return selected[0]?.code;
}

/** One page of the selected items, the page clamped to the pages there are. */
export function selectedPage<T>(items: readonly T[], page: number) {
  const pages = pageCount(items.length, SELECTED_PAGE_SIZE);
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * SELECTED_PAGE_SIZE;
  return { page: current, pages, items: items.slice(start, start + SELECTED_PAGE_SIZE) };
}
