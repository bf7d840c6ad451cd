/**
 * The shape of a steward's overlay, `schemas/<id>.json`. `schemas/overlay.schema.json` is the
 * same contract as a JSON Schema (checked when a file loads); `docs/stewards/README.md` teaches it.
 * Keys follow the spec's spelling (view_data, get_param, as_param, …).
 */
import type { LocalText } from "../local-text";
import type { OverlayTransition } from "../transitions/transition-types";

export const VIEW_NAMES = ["list", "detail", "create", "update", "filter"] as const;
export type ViewName = (typeof VIEW_NAMES)[number];
export const FORM_VIEWS = ["create", "update", "filter"] as const;
export type FormView = (typeof FORM_VIEWS)[number];
export type DisplayView = Exclude<ViewName, FormView>;

export const ACTION_NAMES = ["create", "detail", "update", "delete", "export", "import"] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** How one field behaves in one view; anything left out keeps the adapter's default. */
export interface OverlayView {
  show?: boolean;
  order?: number;
  /** Where the value is read from, e.g. "territory.territory_name" (list and detail). */
  view_data?: string;
  /** Needed to see the field in this view; default "template-allow-all". */
  permission?: string;
  /** Input type in create/update/filter, display type in list/detail. */
  type?: string;
  /** CSS classes on the field or cell, e.g. "field--full". */
  class?: string;
  /** Display formatting, e.g. "date", "money", "uppercase". */
  transform?: string;
}

export interface OverlayOptionItem {
  code: string | number | boolean;
  label: LocalText;
}

/** Where a select's choices come from and how an item is read. */
export interface OverlayOption {
  /** Item key for the label; "field|format" formats it, e.g. "start_date|date". */
  label?: string;
  /** Item key for the stored value; default the relation's column, else "id". */
  code?: string;
  /** Item key shown as a tooltip beside the choice. */
  tooltip?: string;
  /** Query parameter → form field: the list reloads (and this field clears) when one changes. */
  get_param?: Record<string, string>;
  /** Form field → item key: choosing an item copies these values into other fields. */
  toggle_field?: Record<string, string>;
  /** Fixed choices (enums, flags), labelled in both languages. */
  items?: OverlayOptionItem[];
  /**
   * Lookup dialogs: item columns shown beside the label ("field|format" allowed), each under
   * its own heading: a column name is no heading for staff.
   */
  columns?: { data: string; label: LocalText }[];
}

export type OverlayAttrValue = string | number | boolean;

export interface OverlayField extends Partial<Record<ViewName, OverlayView>> {
  label?: LocalText;
  placeholder?: LocalText;
  hint?: LocalText;
  /** Input type for every form view unless a view says otherwise. */
  type?: string;
  /** Validation rule names added to the ones the database implies, e.g. "alpha_num". */
  rules?: string[];
  /** Value a new record starts with. */
  value?: unknown;
  /** HTML attributes for the input (a fixed safe list, see the meta-schema). */
  attr?: Record<string, OverlayAttrValue>;
  /** Endpoint of the choices (GET /api/<getter>/dataset), optionally with "?key=value". */
  getter?: string;
  option?: OverlayOption;
}

/**
 * A key the record's owner (a device) proves itself with: only its hash is kept in `column`;
 * the key is shown once, on creation and on "Buat kunci baru" (POST /api/<endpoint>/secret).
 */
export interface OverlaySecret {
  /** A text column of at least 64 characters holding the key's SHA-256 (hex). */
  column: string;
  name: LocalText;
}

export interface OverlayTab {
  name: LocalText;
  /** Overlay id of the sub-list. */
  module: string;
  /** Query parameter of the sub-list that receives this record's key. */
  as_param: string;
  /** This record's field passed as that parameter; default "id". */
  key_field?: string;
  /** Needed to see the tab; default "read-<the sub-list's resource>". */
  permission?: string;
  /** Screen options the sub-list takes instead of its own. */
  overwrite?: Record<string, unknown>;
  /** More filters the sub-list always applies (e.g. only foremen), `{ filter key: value }`. */
  fixed?: Record<string, string | number | boolean>;
}

/**
 * The rating section of a detail (admin-area §3, §6, §7): each user rates the screen's record
 * per rating type (and per `per` row), 1 to 5 stars.
 */
export interface OverlayRating {
  /** Section title; default "Penilaian" / "Rating". */
  name?: LocalText;
  /** Permission name: `view-<permission>` to see, `do-rating-<permission>` to rate; default the screen's resource. */
  permission?: string;
  /** Table of the rating types (one row per type, named by its display column). */
  types: string;
  /** Table of the ratings: a key to this screen's table, to `types`, `rating_value` and `rated_by`. */
  ratings: string;
  /** Column of `ratings` a rating is also given per (one rating per rater, type and this), e.g. "project_id". */
  per?: string;
  /** Table holding this screen's key and `per`: a user rates only for the `per` rows it links. */
  through?: string;
}

/**
 * A panel of the detail that edits the record's related rows through its own calls
 * (admin-area §3 "Widget data", §7): a mapping switch list (role ↔ permission, user ↔
 * department) or a table input (a project's manpower plan). `{id}` in the getter and setter
 * stands for the record's id.
 */
export interface OverlayPanel {
  /** `change-diff`: a read-only table of a change request's fields (old, new, current). */
  type: "mapping" | "table-input" | "change-diff";
  name: LocalText;
  /** GET <getter>/list, e.g. "mapping/role-permissions/{id}". */
  getter: string;
  /** PUT <setter>/update, e.g. "mapping/role-permissions". */
  setter: string;
  /** Needed to see the panel; default read-<the screen's resource>. */
  permission?: string;
  /** Display columns; a table input edits those typed text, number or money. */
  columns: Array<{
    id: string;
    label: LocalText;
    type?: "label" | "text" | "number" | "money";
    precision?: number;
  }>;
  /** Mapping: the flag field; default value_mapping. */
  flag?: string;
  /** Mapping: the name the record's id travels under in the setter, e.g. "role_id". */
  id_name?: string;
  /** Mapping: extra parameters sent with every toggle. */
  params?: Record<string, string | number>;
  /** Mapping: ask this before switching a row off. */
  alert?: LocalText;
  /** Table input: filters naming the rows' context, e.g. the plan's month. */
  filters?: Array<{ id: string; label: LocalText; type: "month" | "text" }>;
}

/** One figure of the statistics config (admin-area §3): a card, a chart's series. */
export interface StatisticItem {
  id: string;
  label: LocalText;
  color?: string;
  icon?: string;
  bgClass?: string;
  numeric?: boolean;
  /** A display transform of the shared list (`number`, `percent`, `hours`, `money`…). */
  transform?: string;
}

export interface OverlayRekapItem extends StatisticItem {
  /** Counts the current list's rows whose columns hold these values; `{}` counts them all. */
  count?: Record<string, string | number | boolean>;
  /** Sums this numeric column over the current list's rows. */
  sum?: string;
}

export interface OverlayRekap {
  items: OverlayRekapItem[];
  graph?: { type?: "bar" | "line" | "pie" | "donut"; horizontal?: boolean; categories?: string[] };
}

/**
 * A list of per-person totals over a date range, read from rollup tables kept current on
 * write: the overlay's model is the per-month table (`month`, the first of the month), `days`
 * the per-day one (`day`); both hold subject_kind, subject_id, project_id and the counts.
 */
export interface OverlayRollup {
  days: string;
  /** The rollup rows this list is about, e.g. "worker". */
  subject_kind: string;
  /** The table subject_id points into; `name` and `code` are listed, `filters` filter by it. */
  subject: { table: string; name: string; code: string; filters?: string[] };
}

/**
 * A button that posts `{ ids }` of rows to `POST /api/<post>`: on each row that matches
 * `when` (column → value) and `not_null`, and above the list for all such rows of the page.
 */
export interface OverlayRowAction {
  name: string;
  label: LocalText;
  post: string;
  permission: string;
  when?: Record<string, string | number | boolean | null>;
  not_null?: string[];
}

export interface OverlayList {
  /** "table" (default) or "card". */
  layout?: "table" | "card";
  /** Filter form inline above the list (default) or in the right-side panel. */
  filter?: "inline" | "panel";
  /** The column a list is sorted by until the user sorts it (default created_at, newest first). */
  sort_by?: string;
  /** The direction of that first sort; default "ASC" with sort_by, else "DESC". */
  sort?: "ASC" | "DESC";
}

export interface Overlay {
  $schema?: string;
  title: LocalText;
  /** The table the screen edits (GET /api/gen-model/<model>). */
  model: string;
  /** API path: /api/<endpoint>/…; default the route's path in modules.json, else the file's id. */
  endpoint?: string;
  /** Permission resource: read-<resource>, create-<resource>…; default the route's resource. */
  resource?: string;
  list?: OverlayList;
  /** Text columns the search box matches; default the listed *name/*code/*title columns. */
  search?: string[];
  hidden_actions?: ActionName[];
  /** Route to open after a successful save; default the detail view (the list if detail is hidden). */
  redirect?: string;
  fields?: Record<string, OverlayField>;
  tabs?: OverlayTab[];
  rating?: OverlayRating;
  panels?: OverlayPanel[];
  /** Steps between the states of a column, each with its reason, permission and effects. */
  transitions?: OverlayTransition[];
  secret?: OverlaySecret;
  /**
   * The rows this screen is about, fixed whatever the user filters: column → allowed values
   * (e.g. `{ "status": ["rejected", "inactive"] }`). Lists, details, updates and steps all keep to them.
   */
  where?: Record<string, Array<string | number>>;
  rekap?: OverlayRekap;
  rollup?: OverlayRollup;
  row_actions?: OverlayRowAction[];
  /** Columns of the Excel export, in order; default the list's columns. */
  export?: { columns: string[] };
  /**
   * The unique text fields an import's key column may be, the first one chosen by default;
   * default every unique text field of the create form; `[]` turns updates by key off.
   */
  import?: { keys: string[] };
}
