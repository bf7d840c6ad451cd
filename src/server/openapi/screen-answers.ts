/**
 * The answers of the generic screen calls (admin-area §7) as JSON Schemas: a record as the
 * caller may read it, a list page, a write's confirmation, an upload, an import's steps.
 * A record names exactly the columns the server reads for that caller (the list plan's, or a
 * shown record's), each typed as its column's values are sent (column-value.ts), with the
 * related row each foreign key brings.
 */
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../schema/api/crud";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { GenModel } from "../../schema/model-meta";
import { relationAlias } from "../../schema/overlay/relation-alias";
import type { ScreenDefinition, ScreenField } from "../../schema/overlay/screen-types";
import type { PermissionHolder } from "../../schema/permissions";
import { ROLLUP_SUBJECT } from "../../schema/rollup/rollup-model";
import { listShape, relationsRead } from "../crud/list-plan";
import { readableColumns } from "../crud/readable-columns";
import { fileFields } from "../files/file-links";
import { columnValue } from "./column-value";
import type { JsonSchema, Response } from "./openapi-types";

export interface AnswerContext {
  screen: ScreenDefinition;
  model: GenModel;
  user: PermissionHolder;
  locale: SchemaLocale;
  /** A related table's model, when the catalog has it (no related row is read otherwise). */
  related: (table: string) => GenModel | undefined;
}

/** A foreign key's row: `[alias, the related table, its columns read]`. */
type Relation = [string, string, string[]];

export function recordSchema(context: AnswerContext, view: "list" | "detail"): JsonSchema {
  const { screen, model, user } = context;
  if (view === "list") {
    const shape = listShape(screen, model, user);
    const relations = relationsRead(shape.listFields, model, context.related).map(
      ({ alias, table, columns }): Relation => [alias, table, columns],
    );
    return record(context, shape.columns, relations, screen.rollup ? rollupSubject(context) : {});
  }
  const columns = readableColumns(screen, model, user);
  const relations = columns.flatMap((column): Relation[] => {
    const relation = model.fieldRelation[column];
    if (!relation || !context.related(relation.model)) return [];
    const keys = [...new Set([relation.column, relation.displayName])];
    return [[relationAlias(column, model.fieldList), relation.model, keys]];
  });
  return record(context, columns, relations);
}

/** `carried`: values a row carries besides its columns and related rows. */
function record(
  context: AnswerContext,
  columns: string[],
  relations: Relation[],
  carried: Record<string, JsonSchema> = {},
): JsonSchema {
  const byId = new Map(context.screen.fields.map((field) => [field.id, field]));
  const files = fileFields(context.screen).filter((column) => columns.includes(column));
  return {
    type: "object",
    properties: {
      ...carried,
      ...Object.fromEntries(
        columns.map((column) => [column, fieldValue(context, column, byId.get(column))]),
      ),
      ...Object.fromEntries(
        relations.map(([alias, table, keys]) => [alias, relatedRow(context, table, keys)]),
      ),
      ...(files.length > 0
        ? {
            [FILE_LINKS_KEY]: byFileField(
              files,
              "Short-lived signed URLs of the record's files, by field.",
            ),
            [FILE_NAMES_KEY]: byFileField(
              files,
              "The names the record's files were uploaded with, by field (none for older files).",
            ),
          }
        : {}),
    },
    required: [...Object.keys(carried), ...columns, ...relations.map(([alias]) => alias)],
  };
}

/** A text per file field, for what a record carries beside its files. */
const byFileField = (files: readonly string[], description: string): JsonSchema => ({
  type: "object",
  description,
  properties: Object.fromEntries(files.map((file) => [file, { type: "string" }])),
  additionalProperties: false,
});

/** The person a rollup row is about, typed as its per-month table keeps it. */
function rollupSubject({ related, model }: AnswerContext): Record<string, JsonSchema> {
  const type = related(model.model)?.fieldType[ROLLUP_SUBJECT];
  return { [ROLLUP_SUBJECT]: type ? columnValue(type, []) : {} };
}

const FORMAT_RULES: Record<string, string> = { email: "email", url: "uri" };

function fieldValue(
  { model, locale }: AnswerContext,
  column: string,
  field: ScreenField | undefined,
): JsonSchema {
  const type = model.fieldType[column];
  // A fixed choice of the overlay's own; a related table's rows are no fixed set.
  const items = field && !field.relation && !field.getter ? field.option?.items : undefined;
  const format = field?.rules.map((rule) => FORMAT_RULES[rule]).find(Boolean);
  return {
    ...(field ? { title: pickText(field.label, locale) } : {}),
    ...(type
      ? columnValue(type, model.fieldValidation[column] ?? [], {
          ...(items ? { choices: items.map((item) => item.code) } : {}),
          ...(format ? { format } : {}),
        })
      : {}),
  };
}

/** The related row a foreign key brings (null when the key is), as PostgreSQL writes it. */
function relatedRow(context: AnswerContext, table: string, columns: string[]): JsonSchema {
  const related = context.related(table);
  return {
    type: ["object", "null"],
    properties: Object.fromEntries(
      columns.map((column) => {
        const type = related?.fieldType[column];
        const rules = related?.fieldValidation[column] ?? [];
        return [column, type ? columnValue(type, rules, { spelling: "database-json" }) : {}];
      }),
    ),
    required: columns,
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
      ...(context.screen.rollup ? { range: ROLLUP_RANGE } : {}),
    },
    required: [
      "data",
      "total",
      "totalPage",
      "totalEstimated",
      "rekap",
      ...(context.screen.rollup ? ["range"] : []),
    ],
  };
}

const DAY = { type: "string", format: "date" };
const ROLLUP_RANGE = {
  type: "object",
  description: "The days the totals are taken over, first and last inclusive.",
  properties: { from: DAY, to: DAY },
  required: ["from", "to"],
};

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
        name: {
          type: "string",
          description: "The file's name on the uploader's device (without folders), to show.",
        },
      },
      required: ["url", "filename", "name"],
    },
  },
  required: ["data"],
};

export const jsonAnswer = (schema: JsonSchema, description = "Done"): Response => ({
  description,
  content: { "application/json": { schema } },
});
