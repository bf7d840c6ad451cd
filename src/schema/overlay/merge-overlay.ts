/**
 * Merges a table's model metadata with its steward's overlay into a complete screen
 * definition: every field of the model, each with its label, input, rules and the behaviour
 * of each view (list, detail, create, update, filter), defaults filled in from the database.
 */
import type { FieldType, GenModel } from "../model-meta";
import { ALLOW_ALL } from "../permissions";
import { parseRule } from "../validation/parse-rule";
import { METADATA_ONLY_RULES } from "../validation/rules";
import { defaultLabel, defaultOptionItems } from "./default-labels";
import { defaultInput, defaultTransform, FIELD_KIND, impliedRules } from "./field-defaults";
import type { InputType } from "./field-types";
import type {
  Overlay,
  OverlayField,
  OverlayOption,
  OverlayOptionItem,
  ViewName,
} from "./overlay-types";
import { relationAlias } from "./relation-alias";
import type { ScreenDefinition, ScreenField, ScreenView } from "./screen-types";

/** Route facts from schemas/modules.json that an overlay may leave out. */
export interface RouteDefaults {
  path: string;
  resource: string;
}

export interface MergeInput {
  /** The overlay's file name without `.json`. */
  id: string;
  overlay: Overlay;
  model: GenModel;
  route?: RouteDefaults;
}

/** Integer columns cannot hold more than their type does; JavaScript not more than 2^53. */
const INTEGER_RANGE: Partial<Record<FieldType, [number, number]>> = {
  smallint: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  bigint: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Never shown by default in a detail: ids and who-wrote-it numbers mean nothing to a reader. */
const DETAIL_HIDDEN: ReadonlySet<string> = new Set(["id", "created_by", "updated_by"]);

/** Inputs too big or too private for a list column by default. */
const LIST_HIDDEN_INPUTS: ReadonlySet<string> = new Set([
  "textarea",
  "texteditor",
  "hidden",
  "password",
  "file-multiple",
  "map",
  "map-multiple",
]);

/** The filter form asks for less than the create form does. */
const FILTER_INPUT: Partial<Record<InputType, InputType>> = {
  textarea: "text",
  texteditor: "text",
  checkbox: "select",
};

const SEARCHABLE = /(^|_)(name|code|title|fullname|username)$/;

export function mergeOverlay({ id, overlay, model, route }: MergeInput): ScreenDefinition {
  const endpoint = overlay.endpoint ?? route?.path.replace(/^\//, "") ?? id;
  const fields = model.fieldView.map((column, index) =>
    mergeField(model, column, index, overlay.fields?.[column] ?? {}),
  );
  const listed = fields
    .filter((field) => field.views.list.show)
    .sort((a, b) => a.views.list.order - b.views.list.order)
    .map((field) => field.id);
  return {
    id,
    title: overlay.title,
    model: model.model,
    endpoint,
    resource: overlay.resource ?? route?.resource ?? endpoint,
    list: {
      layout: overlay.list?.layout ?? "table",
      filter: overlay.list?.filter ?? "inline",
      ...(overlay.list?.sort_by
        ? { sort: { by: overlay.list.sort_by, direction: overlay.list.sort ?? "ASC" } }
        : {}),
    },
    searchColumns:
      overlay.search ??
      listed.filter(
        (column) =>
          SEARCHABLE.test(column) && FIELD_KIND[model.fieldType[column] ?? "text"] === "string",
      ),
    hiddenActions: overlay.hidden_actions ?? [],
    ...(overlay.redirect ? { redirect: overlay.redirect } : {}),
    fields,
    tabs: overlay.tabs ?? [],
    ...(overlay.rating ? { rating: overlay.rating } : {}),
    ...(overlay.panels ? { panels: overlay.panels } : {}),
    ...(overlay.transitions ? { transitions: overlay.transitions } : {}),
    ...(overlay.secret ? { secret: overlay.secret } : {}),
    ...(overlay.where ? { where: overlay.where } : {}),
    ...(overlay.rekap ? { rekap: overlay.rekap } : {}),
    ...(overlay.rollup ? { rollup: overlay.rollup } : {}),
    ...(overlay.row_actions ? { rowActions: overlay.row_actions } : {}),
    exportColumns: overlay.export?.columns ?? listed,
    ...(overlay.import ? { importKeys: overlay.import.keys } : {}),
  };
}

function mergeField(
  model: GenModel,
  column: string,
  index: number,
  overlay: OverlayField,
): ScreenField {
  const fieldType = model.fieldType[column] ?? "text";
  const relation = model.fieldRelation[column];
  const kind = FIELD_KIND[fieldType];
  const metadataRules = (model.fieldValidation[column] ?? []).filter(
    (rule) => !METADATA_ONLY_RULES.has(parseRule(rule).name),
  );
  const range = INTEGER_RANGE[fieldType];
  const rangeRules = range ? [`min_value:${range[0]}`, `max_value:${range[1]}`] : [];
  const rules = [
    ...new Set([
      ...metadataRules,
      ...rangeRules,
      ...impliedRules(column, fieldType),
      ...(overlay.rules ?? []),
    ]),
  ];
  const input = overlay.type ?? defaultInput(fieldType, rules, relation);
  const writable = {
    create: model.fieldAdd.includes(column),
    update: model.fieldEdit.includes(column),
  };
  const editable = kind !== "any";
  const displayData = relation
    ? `${relationAlias(column, model.fieldList)}.${relation.displayName}`
    : column;
  const option = mergeOption(relation, overlay, defaultOptionItems(fieldType, rules));
  // Fixed choices show their label, not the stored code, unless a view says otherwise.
  const transform = relation ? "" : option?.items ? "option" : defaultTransform(fieldType, rules);
  const defaults: Record<ViewName, ScreenView> = {
    list: view(index, column, {
      show: writable.create && editable && !LIST_HIDDEN_INPUTS.has(input),
      view_data: displayData,
      type: "text",
      transform,
    }),
    detail: view(index, column, {
      show: !DETAIL_HIDDEN.has(column),
      view_data: displayData,
      type: "text",
      transform,
    }),
    create: view(index, column, { show: writable.create && editable, type: input }),
    update: view(index, column, { show: writable.update && editable, type: input }),
    filter: view(index, column, {
      show: false,
      type: FILTER_INPUT[input as InputType] ?? input,
    }),
  };
  const views = Object.fromEntries(
    Object.entries(defaults).map(([name, base]) => [
      name,
      { ...base, ...definedOnly(overlay[name as ViewName]) },
    ]),
  ) as Record<ViewName, ScreenView>;
  return {
    id: column,
    fieldType,
    kind,
    label: overlay.label ?? defaultLabel(column),
    ...(overlay.placeholder ? { placeholder: overlay.placeholder } : {}),
    ...(overlay.hint ? { hint: overlay.hint } : {}),
    rules,
    ...(overlay.value !== undefined ? { value: overlay.value } : {}),
    attr: overlay.attr ?? {},
    ...(relation ? { relation } : {}),
    ...(overlay.getter || relation ? { getter: overlay.getter ?? relation?.model } : {}),
    ...(option ? { option } : {}),
    writable,
    views,
  };
}

function view(index: number, column: string, values: Partial<ScreenView>): ScreenView {
  return {
    show: false,
    order: (index + 1) * 10,
    view_data: column,
    permission: ALLOW_ALL,
    type: "text",
    class: "",
    transform: "",
    ...values,
  };
}

/** The relation's pointers, or the fixed choices the database implies unless the overlay has its own. */
function mergeOption(
  relation: ScreenField["relation"],
  overlay: OverlayField,
  items: OverlayOptionItem[] | undefined,
): OverlayOption | undefined {
  if (relation) return { label: relation.displayName, code: relation.column, ...overlay.option };
  if (overlay.getter || overlay.option?.items || !items) return overlay.option;
  return { ...overlay.option, items };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}
