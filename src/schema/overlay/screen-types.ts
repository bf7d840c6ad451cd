/**
 * A screen definition: model metadata and overlay merged into one complete, normalised
 * description (every default filled in). It does not depend on who looks at it or in which
 * language, so the server caches it per overlay version and sends it as is to the client;
 * the adapter's view functions then cut it for a user, a view and a locale.
 */

import type { LocalText } from "../local-text";
import type { FieldRelation, FieldType } from "../model-meta";
import type { OverlayTransition } from "../transitions/transition-types";
import type { ValueKind } from "./field-types";
import type {
  ActionName,
  OverlayAttrValue,
  OverlayList,
  OverlayOption,
  OverlayPanel,
  OverlayRating,
  OverlayRekap,
  OverlayRollup,
  OverlayRowAction,
  OverlaySecret,
  OverlayTab,
  ViewName,
} from "./overlay-types";

export interface ScreenView {
  show: boolean;
  order: number;
  view_data: string;
  permission: string;
  /** Input type (form views) or display type (list, detail), possibly unknown to the registry. */
  type: string;
  class: string;
  transform: string;
}

export interface ScreenField {
  id: string;
  fieldType: FieldType;
  kind: ValueKind;
  label: LocalText;
  placeholder?: LocalText;
  hint?: LocalText;
  /** Rule names in force: the database's (minus type-only ones) then the overlay's. */
  rules: string[];
  value?: unknown;
  attr: Record<string, OverlayAttrValue>;
  relation?: FieldRelation;
  getter?: string;
  option?: OverlayOption;
  /** Whether the database lets a form write it at all (never ids, timestamps, authorship). */
  writable: { create: boolean; update: boolean };
  views: Record<ViewName, ScreenView>;
}

export interface ScreenDefinition {
  id: string;
  title: LocalText;
  model: string;
  endpoint: string;
  resource: string;
  list: Required<Pick<OverlayList, "layout" | "filter">> & {
    /** The list's first sort, when the overlay names one. */
    sort?: { by: string; direction: "ASC" | "DESC" };
  };
  /** Text columns the list's search box matches (those the user may see in the list). */
  searchColumns: string[];
  hiddenActions: ActionName[];
  redirect?: string;
  /** In the model's column order. */
  fields: ScreenField[];
  tabs: OverlayTab[];
  rating?: OverlayRating;
  panels?: OverlayPanel[];
  secret?: OverlaySecret;
  transitions?: OverlayTransition[];
  where?: Record<string, Array<string | number>>;
  rekap?: OverlayRekap;
  rollup?: OverlayRollup;
  rowActions?: OverlayRowAction[];
  exportColumns: string[];
  /** The overlay's import keys; absent: every unique text field of the create form. */
  importKeys?: string[];
}
