/**
 * The read-only views of a screen for one user and language: list columns and detail rows.
 * Each item says where its value is read from (`viewData`, maybe a dotted path into a related
 * row), how it is drawn (a display type of the spec) and formatted (a transform).
 */
import { pickText } from "../local-text";
import { isDisplayType } from "../overlay/field-types";
import type { DisplayView } from "../overlay/overlay-types";
import type { ScreenDefinition, ScreenField } from "../overlay/screen-types";
import { readPath } from "../read-path";
import type { AdapterContext } from "./adapter-context";
import { applyTransform } from "./transforms";
import { visibleFields } from "./visible-fields";

export interface DisplayItem {
  id: string;
  label: string;
  /** A display type of the spec, or "unknown-display" with `requestedType` set. */
  type: string;
  requestedType: string;
  viewData: string;
  transform: string;
  className: string;
  field: Pick<ScreenField, "option">;
}

function toDisplayItems(
  screen: ScreenDefinition,
  view: DisplayView,
  context: AdapterContext,
): DisplayItem[] {
  return visibleFields(screen, view, context.user).map((field) => {
    const settings = field.views[view];
    return {
      id: field.id,
      label: pickText(field.label, context.locale),
      type: isDisplayType(settings.type) ? settings.type : "unknown-display",
      requestedType: settings.type,
      viewData: settings.view_data,
      transform: settings.transform,
      className: settings.class,
      field: field.option ? { option: field.option } : {},
    };
  });
}

/** The columns of the list view, in order. */
export function toColumns(screen: ScreenDefinition, context: AdapterContext): DisplayItem[] {
  return toDisplayItems(screen, "list", context);
}

/** The label/value rows of the detail view, in order. */
export function toDetailRows(screen: ScreenDefinition, context: AdapterContext): DisplayItem[] {
  return toDisplayItems(screen, "detail", context);
}

/** The text of one item for one record, formatted by its transform. */
export function displayText(
  item: DisplayItem,
  record: unknown,
  locale: AdapterContext["locale"],
): string {
  return applyTransform(item.transform, readPath(record, item.viewData), {
    locale,
    field: item.field,
    record,
  });
}
