/**
 * A column's value as JSON Schema: what its PostgreSQL type and declaration (length, fixed
 * choices, NULL) guarantee of every stored value. Answers carry values in the server's
 * spelling (pg-values.ts, database-json.ts: a decimal as text, a timestamp as ISO text); the
 * related rows a record carries are PostgreSQL's own JSON (`json_build_object`), which writes
 * a decimal as a number. Request bodies take the same shapes where a form leaves text free.
 */
import type { FieldType } from "../../schema/model-meta";
import { parseRule } from "../../schema/validation/parse-rule";
import type { JsonSchema } from "./openapi-types";

const TIME = "([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?";
const ZONE = "[+-]\\d\\d(:?\\d\\d)?";

const TEXT = { type: "string" };
const WHOLE = { type: "integer" };
const FLOAT = { type: "number" };
/** Any JSON: a JSON column's document, or a type no answer spells one way (intervals, bytes). */
const ANY = {};

const VALUE = {
  smallint: WHOLE,
  integer: WHOLE,
  bigint: WHOLE,
  numeric: { type: "string", pattern: "^-?\\d+(\\.\\d+)?$" },
  real: FLOAT,
  double_precision: FLOAT,
  character_varying: TEXT,
  character: TEXT,
  text: TEXT,
  boolean: { type: "boolean" },
  date: { type: "string", format: "date" },
  time_without_time_zone: { type: "string", pattern: `^${TIME}$` },
  time_with_time_zone: { type: "string", pattern: `^${TIME}(${ZONE})?$` },
  timestamp_without_time_zone: {
    type: "string",
    pattern: "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d(\\.\\d{1,6})?)?$",
  },
  timestamp_with_time_zone: { type: "string", format: "date-time" },
  interval: ANY,
  jsonb: ANY,
  json: ANY,
  uuid: { type: "string", format: "uuid" },
  bytea: ANY,
  inet: TEXT,
  array: { type: "array", items: ANY },
  enum: TEXT,
} as const satisfies Record<FieldType, JsonSchema>;

/** Where PostgreSQL's JSON spells a value otherwise than the server's answers do. */
const IN_DATABASE_JSON: Partial<Record<FieldType, JsonSchema>> = { numeric: FLOAT };

export interface ValueOptions {
  spelling?: "answer" | "database-json";
  /** The values a fixed choice offers: the column holds one of them, when they fit its type. */
  choices?: readonly unknown[];
  /** A format every value was checked against before it was written (`email`, `uri`). */
  format?: string;
}

const FITS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === "string",
  integer: Number.isInteger,
  number: (value) => typeof value === "number",
  boolean: (value) => typeof value === "boolean",
};

/** A stored value of a column of this type and these declared rules (`max:40`, `nullable`). */
export function columnValue(
  fieldType: FieldType,
  rules: readonly string[],
  { spelling = "answer", choices, format }: ValueOptions = {},
): JsonSchema {
  const base: JsonSchema =
    (spelling === "database-json" && IN_DATABASE_JSON[fieldType]) || VALUE[fieldType];
  const value = { ...base };
  const length = rules.flatMap((rule) => {
    const { name, argument } = parseRule(rule);
    return name === "max" && /^\d+$/.test(argument) ? [Number(argument)] : [];
  });
  if (base.type === "string" && length.length > 0) value.maxLength = Math.min(...length);
  if (base.type === "string" && format && !base.format) value.format = format;
  const fits = FITS[String(base.type)];
  if (choices?.length && fits && choices.every(fits)) value.enum = [...choices];
  return rules.includes("nullable") ? nullable(value) : value;
}

/**
 * The shape the database reads a text in, for a form field whose schema leaves the text free
 * (a timestamp's ISO text, a time of day).
 */
export function textShape(fieldType: FieldType): JsonSchema {
  const { type, ...shape }: JsonSchema = VALUE[fieldType];
  return type === "string" ? shape : {};
}

/** The value may also be null; a fixed choice then lists null among its values. */
export function nullable(property: JsonSchema): JsonSchema {
  const type = property.type;
  if (type === undefined) return property;
  const types = [type].flat();
  return {
    ...property,
    type: types.includes("null") ? types : [...types, "null"],
    ...(Array.isArray(property.enum) ? { enum: [...property.enum, null] } : {}),
  };
}
