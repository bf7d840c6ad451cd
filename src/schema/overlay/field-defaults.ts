/**
 * What a column becomes when the overlay says nothing: its JSON value kind, its input, its
 * display transform. One typed table per question (`satisfies Record<FieldType, …>`), so a new
 * database type fails the type-check until it is mapped; the few special cases (foreign keys,
 * 1/0 flags) are a small function beside the tables.
 */
import type { FieldRelation, FieldType } from "../model-meta";
import type { InputType, ValueKind } from "./field-types";

export const FIELD_KIND = {
  smallint: "integer",
  integer: "integer",
  bigint: "integer",
  numeric: "number",
  real: "number",
  double_precision: "number",
  character_varying: "string",
  character: "string",
  text: "string",
  boolean: "boolean",
  date: "string",
  time_without_time_zone: "string",
  time_with_time_zone: "string",
  timestamp_without_time_zone: "string",
  timestamp_with_time_zone: "string",
  interval: "string",
  jsonb: "any",
  json: "any",
  uuid: "string",
  bytea: "string",
  inet: "string",
  array: "array",
  enum: "string",
} as const satisfies Record<FieldType, ValueKind>;

export const DEFAULT_INPUT = {
  smallint: "number",
  integer: "number",
  bigint: "number",
  numeric: "number",
  real: "number",
  double_precision: "number",
  character_varying: "text",
  character: "text",
  text: "textarea",
  boolean: "checkbox",
  date: "date",
  time_without_time_zone: "time",
  time_with_time_zone: "time",
  timestamp_without_time_zone: "datetime",
  timestamp_with_time_zone: "datetime",
  interval: "text",
  jsonb: "hidden",
  json: "hidden",
  uuid: "text",
  bytea: "hidden",
  inet: "text",
  array: "select-multiple",
  enum: "select",
} as const satisfies Record<FieldType, InputType>;

/** How list and detail format a value of each type (see adapter/transforms.ts). */
export const DEFAULT_TRANSFORM = {
  smallint: "",
  integer: "",
  bigint: "",
  numeric: "number",
  real: "number",
  double_precision: "number",
  character_varying: "",
  character: "",
  text: "",
  boolean: "yesno",
  date: "date",
  time_without_time_zone: "time",
  time_with_time_zone: "time",
  timestamp_without_time_zone: "datetime",
  timestamp_with_time_zone: "datetime",
  interval: "",
  jsonb: "json",
  json: "json",
  uuid: "",
  bytea: "",
  inet: "",
  array: "list",
  enum: "option",
} as const satisfies Record<FieldType, string>;

/** A 1/0 column such as `active` (smallint with CHECK (x IN (0, 1))). */
export function isFlag(fieldType: FieldType, rules: readonly string[]): boolean {
  return FIELD_KIND[fieldType] === "integer" && rules.includes("in:0,1");
}

/**
 * Rules a column's name or type implies: an `email` or `…_email` text column holds an e-mail
 * address; a date column a real calendar day, checked before the database would refuse
 * `2026-13-45` with a message that names no field.
 */
export function impliedRules(column: string, fieldType: FieldType): string[] {
  if (fieldType === "date") return ["date"];
  return FIELD_KIND[fieldType] === "string" && /(^|_)email$/.test(column) ? ["email"] : [];
}

/** The input a column gets without an overlay: the table, then the special cases. */
export function defaultInput(
  fieldType: FieldType,
  rules: readonly string[],
  relation: FieldRelation | undefined,
): InputType {
  if (relation) return "select";
  if (isFlag(fieldType, rules)) return "checkbox";
  // A CHECK … IN list is a fixed set of choices, like an enum.
  if (rules.some((rule) => rule.startsWith("in:"))) return "select";
  if (rules.includes("email") && FIELD_KIND[fieldType] === "string") return "email";
  return DEFAULT_INPUT[fieldType];
}

export function defaultTransform(fieldType: FieldType, rules: readonly string[]): string {
  return isFlag(fieldType, rules) ? "active" : DEFAULT_TRANSFORM[fieldType];
}
