/**
 * The one widget registry, keyed by the spec's field-type and display-type names. Every file in
 * ../widgets and ../displays exporting a `widget` entry registers itself; every spec type has
 * one (a test holds the registry to the spec's lists). A name outside the spec draws the
 * spec's own message ('Tipe konfig tidak ditemukan', 'error view type').
 */
import type { RegistryWidgetsType } from "@rjsf/utils";
import type { ComponentType } from "react";
import type { DisplayType, InputType } from "../../../schema/overlay/field-types";
import { UnknownDisplay } from "../displays/fallback-displays";
import { UnknownInputWidget } from "../widgets/fallback-widgets";
import type {
  DisplayProps,
  DisplayWidgetEntry,
  InputWidgetEntry,
  WidgetEntry,
} from "./define-widget";

const files = import.meta.glob<{ widget?: WidgetEntry }>(
  ["../widgets/*.tsx", "../displays/*.tsx"],
  { eager: true },
);
const entries = Object.values(files).flatMap((file) => (file.widget ? [file.widget] : []));

export const INPUT_WIDGETS: ReadonlyMap<InputType, InputWidgetEntry> = new Map(
  entries.flatMap((entry) => (entry.kind === "input" ? [[entry.type, entry] as const] : [])),
);
export const DISPLAY_WIDGETS: ReadonlyMap<DisplayType, DisplayWidgetEntry> = new Map(
  entries.flatMap((entry) => (entry.kind === "display" ? [[entry.type, entry] as const] : [])),
);

/** The widgets RJSF looks up by `ui:widget`: one per spec type, plus the unknown-type one. */
export const RJSF_WIDGETS: RegistryWidgetsType = {
  ...Object.fromEntries([...INPUT_WIDGETS].map(([type, entry]) => [type, entry.component])),
  "unknown-input": UnknownInputWidget,
};

/** The component drawing display type `type`. */
export function displayComponent(type: string): ComponentType<DisplayProps> {
  return DISPLAY_WIDGETS.get(type as DisplayType)?.component ?? UnknownDisplay;
}
