/**
 * Turns one catalog table into the spec's model metadata. Pure: the catalog comes in, the
 * metadata goes out, so every type and rule is covered by table-driven tests without a
 * database.
 */
import { displayColumnOf } from "../../schema/adapter/record-name";
import type { FieldRelation, FieldType, GenModel } from "../../schema/model-meta";
import { rulesFromCrossCheck } from "./cross-checks";
import type { CatalogColumn, CatalogTable } from "./read-catalog";

/** information_schema `data_type` → the spec's field type. */
export const FIELD_TYPES = {
  smallint: "smallint",
  integer: "integer",
  bigint: "bigint",
  numeric: "numeric",
  real: "real",
  "double precision": "double_precision",
  "character varying": "character_varying",
  character: "character",
  text: "text",
  boolean: "boolean",
  date: "date",
  "time without time zone": "time_without_time_zone",
  "time with time zone": "time_with_time_zone",
  "timestamp without time zone": "timestamp_without_time_zone",
  "timestamp with time zone": "timestamp_with_time_zone",
  interval: "interval",
  jsonb: "jsonb",
  json: "json",
  uuid: "uuid",
  bytea: "bytea",
  inet: "inet",
  ARRAY: "array",
  "USER-DEFINED": "enum",
} as const satisfies Record<string, FieldType>;

/** The rule a value of each type must pass, before sizes, lists and relations. */
const TYPE_RULE = {
  smallint: "integer",
  integer: "integer",
  bigint: "integer",
  numeric: "numeric",
  real: "numeric",
  double_precision: "numeric",
  character_varying: "string",
  character: "string",
  text: "string",
  boolean: "boolean",
  date: "date",
  time_without_time_zone: "date_format:H:i:s",
  time_with_time_zone: "date_format:H:i:s",
  timestamp_without_time_zone: "date",
  timestamp_with_time_zone: "date",
  interval: "string",
  jsonb: "json",
  json: "json",
  uuid: "uuid",
  bytea: "string",
  inet: "ip",
  array: "array",
  enum: "string",
} as const satisfies Record<FieldType, string>;

/** Written by the database or by the server itself, never by a form. */
export const SYSTEM_COLUMNS: ReadonlySet<string> = new Set([
  "id",
  "created_at",
  "updated_at",
  "created_by",
  "updated_by",
]);

/** Never leave the server, not even as a name in the metadata. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  "password_hash",
  "token_hash",
  "code_hash",
]);

export function fieldTypeOf(column: CatalogColumn): FieldType {
  const type = FIELD_TYPES[column.dataType as keyof typeof FIELD_TYPES];
  if (!type) throw new Error(`Unmapped PostgreSQL type "${column.dataType}" of ${column.name}`);
  return type;
}

/** Rules a CHECK constraint on `column` implies: allowed values, bounds, a pattern. */
export function rulesFromCheck(definition: string, column: string): string[] {
  const rules: string[] = [];
  const list = /= ANY \(+ARRAY\[(.*?)\]/.exec(definition);
  if (list?.[1]) {
    const values = list[1].split(/,\s*/).map((item) => item.replace(/^'(.*)'(::[\w ]+)?$/, "$1"));
    rules.push(`in:${values.join(",")}`);
  }
  const name = `\\(*\\b${column}\\)*(?:::[\\w ]+)?`;
  const bound = "\\(*'?(-?\\d+(?:\\.\\d+)?)'?\\)*(?:::[\\w ]+)?";
  const comparison = new RegExp(`${name}\\s*(>=|<=|>|<)\\s*${bound}`, "g");
  const RULE = { ">=": "min", "<=": "max", ">": "gt", "<": "lt" } as const;
  for (const [, operator, value] of definition.matchAll(comparison)) {
    rules.push(`${RULE[operator as keyof typeof RULE]}:${value}`);
  }
  const pattern = /~\s*'((?:[^']|'')*)'(?:::text)?/.exec(definition);
  if (pattern?.[1]) rules.push(`regex:${pattern[1].replaceAll("''", "'")}`);
  return rules;
}

export function displayNameOf(table: CatalogTable): string {
  const columns = table.columns.flatMap((column) => {
    const type = FIELD_TYPES[column.dataType as keyof typeof FIELD_TYPES];
    return type ? [{ name: column.name, type }] : [];
  });
  return displayColumnOf(columns) ?? "id";
}

export function rulesOf(column: CatalogColumn, table: CatalogTable, relation?: FieldRelation) {
  const type = fieldTypeOf(column);
  const rules: string[] = [];
  if (!column.nullable && !column.hasDefault && !column.generated) rules.push("required");
  if (column.nullable) rules.push("nullable");
  rules.push(TYPE_RULE[type]);
  if (column.maxLength !== null) rules.push(`max:${column.maxLength}`);
  if (type === "numeric" && column.numericScale !== null) {
    rules.push(`decimal:0,${column.numericScale}`);
  }
  if (column.enumValues) rules.push(`in:${column.enumValues.join(",")}`);
  for (const check of table.checks[column.name] ?? [])
    rules.push(...rulesFromCheck(check, column.name));
  for (const check of table.crossChecks) {
    for (const derived of rulesFromCrossCheck(check.definition)) {
      if (derived.column === column.name) rules.push(derived.rule);
    }
  }
  if (relation) rules.push(`exists:${relation.model},${relation.column}`);
  if (table.uniqueColumns.includes(column.name)) rules.push(`unique:${table.name},${column.name}`);
  return rules;
}

export function toGenModel(
  table: CatalogTable,
  tables: ReadonlyMap<string, CatalogTable>,
): GenModel {
  const columns = table.columns.filter((column) => !SECRET_COLUMNS.has(column.name));
  const fieldRelation: Record<string, FieldRelation> = {};
  for (const key of table.foreignKeys) {
    const target = tables.get(key.table);
    if (SECRET_COLUMNS.has(key.column) || !target) continue;
    fieldRelation[key.column] = {
      model: key.table,
      column: key.refColumn,
      displayName: displayNameOf(target),
    };
  }
  const writable = columns
    .filter((column) => !SYSTEM_COLUMNS.has(column.name) && !column.generated)
    .map((column) => column.name);
  return {
    model: table.name,
    title: table.comment,
    fieldList: columns.map((column) => column.name),
    fieldType: Object.fromEntries(columns.map((column) => [column.name, fieldTypeOf(column)])),
    fieldView: columns.map((column) => column.name),
    fieldAdd: writable,
    fieldEdit: writable,
    fieldRelation,
    fieldValidation: Object.fromEntries(
      columns.map((column) => [column.name, rulesOf(column, table, fieldRelation[column.name])]),
    ),
    constraints: Object.fromEntries(table.crossChecks.map((check) => [check.name, check.columns])),
  };
}
