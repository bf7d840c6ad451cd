/**
 * A widget describes itself: which spec type it draws, the component, and (for inputs) the
 * value kinds it can edit, read from the shared table the server's overlay checks use too.
 * A widget file exports `widget = inputWidget(…)` or `displayWidget(…)`; the registry finds
 * it by file, so adding a widget is that one file.
 */
import type { WidgetProps } from "@rjsf/utils";
import type { ComponentType } from "react";
import type { DisplayItem } from "../../../schema/adapter/to-display";
import type { SchemaLocale } from "../../../schema/local-text";
import {
  type DisplayType,
  INPUT_ACCEPTS,
  type InputType,
  type ValueKind,
} from "../../../schema/overlay/field-types";

export interface InputWidgetEntry {
  kind: "input";
  type: InputType;
  component: ComponentType<WidgetProps>;
  accepts: readonly ValueKind[];
}

/** What a display component gets: the raw value, its text after the transform, the column. */
export interface DisplayProps {
  value: unknown;
  text: string;
  item: DisplayItem;
  locale: SchemaLocale;
  /** The whole record, for what travels beside the value (a file's signed URL in `$files`). */
  record: unknown;
}

export interface DisplayWidgetEntry {
  kind: "display";
  type: DisplayType;
  component: ComponentType<DisplayProps>;
}

export type WidgetEntry = InputWidgetEntry | DisplayWidgetEntry;

export function inputWidget(
  type: InputType,
  component: ComponentType<WidgetProps>,
): InputWidgetEntry {
  return { kind: "input", type, component, accepts: INPUT_ACCEPTS[type] };
}

export function displayWidget(
  type: DisplayType,
  component: ComponentType<DisplayProps>,
): DisplayWidgetEntry {
  return { kind: "display", type, component };
}
