/**
 * A form view (create, update, filter) of a screen for one user and language: the JSON Schema
 * that validates it (ajv, in the browser and on the server), the uiSchema that draws it
 * (@rjsf/core with the widget registry), and what the server needs besides: the fields it may
 * write, the pure checks and the database rules.
 *
 * The JSON Schema holds no text in any language, so both languages share one schema and one
 * compiled validator; labels and hints live in the uiSchema. Its `$id` is a hash of its
 * content, which names the compiled validator.
 */
import type { SchemaLocale } from "../local-text";
import { pickText } from "../local-text";
import {
  INPUT_VALIDATION_MODE,
  isInputType,
  type ValidationMode,
  type ValueKind,
} from "../overlay/field-types";
import type { FormView } from "../overlay/overlay-types";
import type { ScreenDefinition, ScreenField } from "../overlay/screen-types";
import { stableHash } from "../stable-hash";
import {
  compileFieldRules,
  type FieldCheck,
  type FieldDatabaseRule,
} from "../validation/compile-field-rules";
import { parseRule } from "../validation/parse-rule";
import type { AdapterContext } from "./adapter-context";
import { choiceNames } from "./option-labels";
import { visibleFields } from "./visible-fields";

export interface FormFieldInfo {
  id: string;
  label: string;
  /** The input type as the screen names it (possibly one the registry does not know). */
  type: string;
  kind: ValueKind;
  required: boolean;
  /** When its errors show (admin-area §5). */
  mode: ValidationMode;
}

export interface FormSchema {
  $id: string;
  type: "object";
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

export interface FormOutput {
  view: FormView;
  schema: FormSchema;
  uiSchema: Record<string, unknown>;
  /** The fields of the form, in order: the only ones a save may write. */
  fields: FormFieldInfo[];
  checks: Record<string, FieldCheck[]>;
  database: Record<string, FieldDatabaseRule[]>;
}

/** The filter form only keeps what draws it: types and fixed choices, never requirements. */
const FILTER_RULES: ReadonlySet<string> = new Set(["in", "one_of"]);

export interface FormOptions {
  /** Keep only these fields (the server rebuilding the exact form a browser asked it to compile). */
  only?: ReadonlySet<string>;
}

/** Builds one form view of `screen` for `context.user`, labelled in `context.locale`. */
export function toForm(
  screen: ScreenDefinition,
  view: FormView,
  context: AdapterContext,
  options: FormOptions = {},
): FormOutput {
  const properties: FormSchema["properties"] = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  const output: Omit<FormOutput, "schema" | "uiSchema"> = {
    view,
    fields: [],
    checks: {},
    database: {},
  };
  for (const field of visibleFields(screen, view, context.user)) {
    if (options.only && !options.only.has(field.id)) continue;
    const rules =
      view === "filter"
        ? field.rules.filter((rule) => FILTER_RULES.has(parseRule(rule).name))
        : field.rules;
    const compiled = compileFieldRules(field.kind, rules);
    const property: Record<string, unknown> = { ...compiled.property };
    // RJSF draws an array only with an item schema; a Postgres array's items are any scalar.
    if (property.type === "array" && !("items" in property)) property.items = {};
    const type = field.views[view].type;
    if (view === "create" && field.value !== undefined) property.default = field.value;
    else if (view === "create" && type === "money") property.default = 0;
    properties[field.id] = property;
    if (compiled.required) required.push(field.id);
    if (compiled.checks.length > 0) output.checks[field.id] = compiled.checks;
    if (compiled.database.length > 0) output.database[field.id] = compiled.database;
    output.fields.push({
      id: field.id,
      label: pickText(field.label, context.locale),
      type,
      kind: field.kind,
      required: compiled.required,
      mode: isInputType(type) ? INPUT_VALIDATION_MODE[type] : "eager",
    });
    if (type.endsWith("-range")) {
      properties[field.id] = rangeProperty(property);
      output.checks[field.id] = [...(output.checks[field.id] ?? []), RANGE_ORDER];
    }
    uiSchema[field.id] = fieldUiSchema(field, view, type, property, context.locale);
  }
  uiSchema["ui:order"] = output.fields.map((field) => field.id);
  uiSchema["ui:submitButtonOptions"] = { norender: true };
  const body = { type: "object" as const, properties, required };
  return { ...output, schema: { $id: `v${stableHash({ view, ...body })}`, ...body }, uiSchema };
}

function fieldUiSchema(
  field: ScreenField,
  view: FormView,
  type: string,
  property: Record<string, unknown>,
  locale: SchemaLocale,
): Record<string, unknown> {
  const known = isInputType(type);
  const options: Record<string, unknown> = { type, attr: field.attr };
  if (field.getter) options.getter = field.getter;
  if (field.option) options.option = field.option;
  if (type === "textarea") options.rows = 3;
  if (type === "checkbox") Object.assign(options, checkboxValues(field.kind));
  const locks = field.rules.map((rule) => parseRule(rule).name).filter((name) => LOCKS.has(name));
  if (locks.length > 0) options.locks = locks;
  if (type === "number" || type === "money") options.decimals = decimalsOf(field, type);
  const names = choiceNames(field, locale);
  if (names && (Array.isArray(property.enum) || field.kind === "boolean")) {
    options.enumNames = names;
  }
  return {
    "ui:widget": known ? type : "unknown-input",
    // "Empty means 0" for an amount (admin-area §5), except in a filter, where it filters nothing.
    ...(type === "money" && view !== "filter" ? { "ui:emptyValue": "0" } : {}),
    "ui:title": pickText(field.label, locale),
    ...(field.placeholder ? { "ui:placeholder": pickText(field.placeholder, locale) } : {}),
    ...(field.hint ? { "ui:help": pickText(field.hint, locale) } : {}),
    ...(field.views[view].class ? { "ui:classNames": field.views[view].class } : {}),
    "ui:options": options,
  };
}

/** The date locks (admin-area §5) a date widget limits its choices by. */
const LOCKS: ReadonlySet<string> = new Set(["lock-periode", "lock-day"]);

/** Every `*-range` input's start may not come after its end. */
const RANGE_ORDER: FieldCheck = { name: "range-order", rule: "range-order", args: [] };

/** A `*-range` value is one object `{ from, to }`, each end a value of the field's own kind. */
function rangeProperty({ "x-rules": rules, ...end }: Record<string, unknown>) {
  return {
    type: "object",
    properties: { from: end, to: end },
    additionalProperties: false,
    "x-rules": rules,
  };
}

/** A checkbox stores true/false, or 1/0 for the spec's active flags. */
function checkboxValues(kind: ValueKind) {
  if (kind === "integer" || kind === "number") return { checkedValue: 1, uncheckedValue: 0 };
  if (kind === "string") return { checkedValue: "1", uncheckedValue: "0" };
  return { checkedValue: true, uncheckedValue: false };
}

/**
 * How many decimals a number or money input takes: the fewest a `decimal:` rule allows (the
 * overlay's, or the column's numeric scale from the metadata), none for an integer column;
 * without either, money takes the cents and a number any places (undefined).
 */
function decimalsOf(field: ScreenField, type: "number" | "money"): number | undefined {
  if (field.kind === "integer") return 0;
  const places = field.rules.flatMap((rule) => {
    const { name, argument } = parseRule(rule);
    const last = argument.split(",").pop() ?? "";
    return name === "decimal" && /^\d+$/.test(last.trim()) ? [Number(last)] : [];
  });
  if (places.length > 0) return Math.min(...places);
  return type === "money" ? 2 : undefined;
}
