/**
 * The answers of the generic screen calls (admin-area §7) as JSON Schemas: a record as the
 * caller may read it, a list page, a write's confirmation, an upload, an import's steps.
 * Values keep the database's spelling (a decimal as text, a time as ISO text), so a record's
 * properties name its columns without fixing their types.
 */
import { visibleFields } from "../../schema/adapter/visible-fields";
import { FILE_LINKS_KEY } from "../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { PermissionHolder } from "../../schema/permissions";
import type { JsonSchema, Response } from "./openapi-types";

export interface AnswerContext {
  screen: ScreenDefinition;
  user: PermissionHolder;
  locale: SchemaLocale;
}

const RECORD_KEYS = ["id", "created_at", "updated_at"];

export function recordSchema(
  { screen, user, locale }: AnswerContext,
  view: "list" | "detail",
): JsonSchema {
  const fields = visibleFields(screen, view, user);
  const columns = new Set(screen.fields.map((field) => field.id));
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(RECORD_KEYS.filter((key) => columns.has(key)).map((key) => [key, {}])),
      ...Object.fromEntries(
        fields.map((field) => [field.id, { title: pickText(field.label, locale) }]),
      ),
      [FILE_LINKS_KEY]: {
        type: "object",
        additionalProperties: { type: "string" },
        description: "Short-lived signed URLs of the record's files, by field.",
      },
    },
    required: ["id"],
  };
}

export function listAnswer(context: AnswerContext): JsonSchema {
  return {
    type: "object",
    properties: {
      data: { type: "array", items: recordSchema(context, "list") },
      total: { type: "integer" },
      totalPage: { type: "integer" },
      totalEstimated: {
        type: "boolean",
        description: "The total is the planner's estimate, not a count.",
      },
      rekap: { type: "array", items: { type: "object" } },
    },
    required: ["data", "total", "totalPage", "totalEstimated", "rekap"],
  };
}

export const savedAnswer = (context: AnswerContext): JsonSchema => ({
  type: "object",
  properties: { data: recordSchema(context, "detail"), message: { type: "string" } },
  required: ["data", "message"],
});

export const messageAnswer: JsonSchema = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
};

export const uploadAnswer: JsonSchema = {
  type: "object",
  properties: {
    data: {
      type: "object",
      properties: {
        url: { type: "string" },
        filename: { type: "string", description: "What a file field of a save takes." },
      },
      required: ["url", "filename"],
    },
  },
  required: ["data"],
};

export const jsonAnswer = (schema: JsonSchema, description = "Done"): Response => ({
  description,
  content: { "application/json": { schema } },
});
