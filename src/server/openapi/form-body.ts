/**
 * The request body of a screen's create or update, for one caller: the very JSON Schema the
 * server validates that form with (toForm), made explicit where the server reads the values
 * otherwise than the bare schema says — an optional field takes null (it clears, where the column may be empty), a required
 * text is not blank, decimal places are a `multipleOf`, timestamps are ISO date-times, a file
 * field takes the stored name an upload answered, a trimmed input is judged trimmed
 * (`x-mandor-trimmed`) — and annotated with what ajv cannot check: every rule of the field
 * (`x-mandor-rules`, e.g. `unique:employees,nik`), where a select's choices come from
 * (`x-mandor-choices`) and where a file is uploaded first (`x-mandor-upload`).
 */
import type { FormOutput } from "../../schema/adapter/to-form";
import { BASE_KEY } from "../../schema/api/field-changes";
import { type InputType, TRIMMED_INPUTS } from "../../schema/overlay/field-types";
import type { ScreenDefinition, ScreenField } from "../../schema/overlay/screen-types";
import { parseRule } from "../../schema/validation/parse-rule";
import { fileFields } from "../files/file-links";
import { STORED_NAME } from "../files/file-store";
import { RECORD_ID } from "../http/record-id";
import { nullable, textShape } from "./column-value";
import type { JsonSchema } from "./openapi-types";

export interface BodyContext {
  screen: ScreenDefinition;
  /**
   * Whether null may be sent for an optional field. A create leaves an empty out (the column's
   * default applies); an update writes it, which a NOT NULL column refuses.
   */
  clearable: (field: ScreenField) => boolean;
  /** The screen that serves `/api/<name>/…` (a getter may name a table instead of an endpoint). */
  endpointOf: (name: string) => string | undefined;
}

const NOT_BLANK = "\\S";

/** How the server reads values besides what the schema says (validate-values.ts). */
export const BODY_LENIENCE =
  "Besides values valid by this schema, the server also takes: text with surrounding spaces " +
  "in text inputs (trimmed), an empty text for an optional field (read as null), numbers " +
  "written as decimal text, and properties no field of the form has (ignored, never written).";

export function createBody(form: FormOutput, context: BodyContext): JsonSchema {
  return {
    type: "object",
    description: BODY_LENIENCE,
    properties: formProperties(form, context),
    required: [...form.schema.required],
  };
}

/**
 * An update names the record (`id`) and the version it read (`updated_at`); its other fields
 * are optional, as the server validates the record as stored with the sent fields over it.
 */
export function updateBody(form: FormOutput, context: BodyContext, versioned: boolean): JsonSchema {
  return {
    type: "object",
    description: `Only the fields sent are written. ${BODY_LENIENCE}`,
    properties: {
      id: { ...RECORD_ID },
      ...versionProperty(versioned),
      ...formProperties(form, context),
      [BASE_KEY]: {
        type: "object",
        description:
          "Optional: the sent fields' values as read. A record changed meanwhile is then " +
          "refused (409) only for a field both changes touched.",
      },
    },
    required: ["id", ...(versioned ? ["updated_at"] : [])],
  };
}

export function deleteBody(versioned: boolean): JsonSchema {
  return {
    type: "object",
    properties: { id: { ...RECORD_ID }, ...versionProperty(versioned) },
    required: ["id", ...(versioned ? ["updated_at"] : [])],
  };
}

function versionProperty(versioned: boolean): Record<string, JsonSchema> {
  return versioned
    ? {
        updated_at: {
          type: "string",
          format: "date-time",
          description:
            "The record's `updated_at` as read: a record changed since is refused (409).",
        },
      }
    : {};
}

function formProperties(form: FormOutput, context: BodyContext): Record<string, JsonSchema> {
  const required = new Set(form.schema.required);
  const files = new Set(fileFields(context.screen));
  const byId = new Map(context.screen.fields.map((field) => [field.id, field]));
  const properties: Record<string, JsonSchema> = {};
  for (const info of form.fields) {
    const field = byId.get(info.id);
    const { "x-rules": _rules, ...declared } = form.schema.properties[info.id] ?? {};
    if (!field) continue;
    let property: JsonSchema = {
      title: info.label,
      ...declared,
      ...valueFormat(field, declared),
      ...decimalStep(field, declared),
    };
    const trimmed = declared.type === "string" && TRIMMED_INPUTS.has(info.type as InputType);
    if (trimmed) property["x-mandor-trimmed"] = true;
    if (required.has(field.id)) property = nonBlank(property, trimmed);
    if (files.has(field.id)) {
      property = {
        ...property,
        pattern: STORED_NAME.source,
        "x-mandor-upload": `/api/${context.screen.endpoint}/upload`,
      };
    }
    if (!required.has(field.id) && context.clearable(field)) property = nullable(property);
    if (field.rules.length > 0) property["x-mandor-rules"] = [...field.rules];
    const choices = choicesOf(field, context);
    if (choices) property["x-mandor-choices"] = choices;
    properties[field.id] = property;
  }
  return properties;
}

/** Dates and times as the database reads them, where the form's schema leaves the text free. */
function valueFormat(field: ScreenField, declared: JsonSchema): JsonSchema {
  if (declared.type !== "string" || declared.format || declared.pattern) return {};
  return textShape(field.fieldType);
}

/**
 * An empty text is no value, so a required text needs a character; in inputs the server trims
 * (admin-area §5), a character other than a space.
 */
function nonBlank(property: JsonSchema, trimmed: boolean): JsonSchema {
  if (property.type !== "string" || Array.isArray(property.enum)) return property;
  const minLength = Math.max(Number(property.minLength ?? 0), 1);
  if (!trimmed) return { ...property, minLength };
  return property.pattern === undefined
    ? { ...property, minLength, pattern: NOT_BLANK }
    : { ...property, minLength, allOf: [{ pattern: NOT_BLANK }] };
}

/**
 * `decimal:p` allows p places, counted on the value's decimal text (a pure check, not ajv's,
 * which divides floats): as JSON Schema, a multiple of 10^-p.
 */
function decimalStep(field: ScreenField, declared: JsonSchema): JsonSchema {
  if (declared.type !== "number") return {};
  const places = field.rules.flatMap((rule) => {
    const { name, argument } = parseRule(rule);
    const last = argument.split(",").pop()?.trim() ?? "";
    return name === "decimal" && /^\d+$/.test(last) ? [Number(last)] : [];
  });
  if (places.length === 0) return {};
  const fewest = Math.min(...places);
  return fewest === 0 ? { type: "integer" } : { multipleOf: Number(`1e-${fewest}`) };
}

/** Where the choices of a select or lookup are read: the dataset of the getter's screen. */
function choicesOf(field: ScreenField, context: BodyContext): JsonSchema | undefined {
  if (!field.getter) return undefined;
  const [name = "", query] = field.getter.split("?");
  const endpoint = context.endpointOf(name) ?? name;
  return {
    path: `/api/${endpoint}/dataset`,
    value: field.option?.code ?? field.relation?.column ?? "id",
    ...(query ? { query } : {}),
  };
}
