/**
 * The option lists of selects (dataset, admin-area §7): one page of a screen's rows, searched
 * by their names and codes and filtered by the columns the caller may read, under the same
 * permission (`read-<resource>`) and row scope as the screen's list.
 */
import type { FastifyPluginAsync } from "fastify";
import { DATASET_MAX_LIMIT } from "../../schema/api/crud";
import { FIELD_KIND } from "../../schema/overlay/field-defaults";
import { ROW } from "../db/row";
import { sendError } from "../http/error-handler";
import type { CrudContext } from "./crud-context";
import { datasetPage } from "./dataset-page";
import { endpointParams } from "./endpoint-params";
import { readableColumns } from "./readable-columns";
import { allOf, rowScope, screenFor } from "./screen-access";
import { offeredRows } from "./write-ceilings";

const DATASET_KEYS: ReadonlySet<string> = new Set(["search", "page", "limit", "sort", "sort_by"]);
const SEARCHABLE = /(^|_)(name|code|title|fullname|username)$/;
const VALUE_PATTERN = {
  integer: /^-?\d{1,18}$/,
  number: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false|1|0)$/,
} as const;
/** SQLSTATE class 22, data exception: a value its column's type cannot hold. */
const DATA_EXCEPTION = /^22/;

export const datasetRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.get<{ Params: { endpoint: string }; Querystring: Record<string, string> }>(
    "/:endpoint/dataset",
    {
      schema: {
        params: endpointParams,
        querystring: {
          type: "object",
          properties: {
            search: { type: "string", maxLength: 200 },
            page: { type: "integer", minimum: 1, maximum: 1000000, default: 1 },
            limit: { type: "integer", minimum: 1, maximum: DATASET_MAX_LIMIT, default: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      // Only a screen's rows, and of them only what the caller may read: never a bare table.
      const access = screenFor(ctx, request, reply, ["read"]);
      if (!access) return reply;
      const { model } = access.loaded;
      const columns = readableColumns(access.loaded.screen, model, access.user);
      const filters: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(request.query)) {
        // A filter on a column the caller may not read is ignored: it cannot be an oracle.
        if (DATASET_KEYS.has(key) || !columns.includes(key)) continue;
        const value = Array.isArray(raw) ? String(raw[0]) : String(raw);
        const kind = FIELD_KIND[model.fieldType[key] ?? "text"];
        const pattern = VALUE_PATTERN[kind as keyof typeof VALUE_PATTERN];
        if (pattern && !pattern.test(value)) {
          return sendError(reply, request, "BAD_REQUEST", { detail: `${key}=${value}` });
        }
        filters[key] = value;
      }
      const asked = Object.entries(filters).map(([key, value]) => `${key}=${value}`);
      const query = request.query as unknown as { search?: string; page: number; limit: number };
      const scope = allOf(
        rowScope(ctx, access.loaded, access.user),
        offeredRows(model.model, access.user, ROW),
      );
      return datasetPage(ctx, access.loaded.screen, model, {
        ...(query.search ? { search: query.search } : {}),
        columns,
        filters,
        searchColumns: columns.filter(
          (column) =>
            SEARCHABLE.test(column) && FIELD_KIND[model.fieldType[column] ?? "text"] === "string",
        ),
        page: query.page,
        limit: query.limit,
        ...(scope ? { scope } : {}),
      }).catch((error: unknown) => {
        // A filter value its column's type cannot hold (a day that does not exist, a number
        // past a smallint, a label no enum has): the database says so before reading a row.
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code !== "string" || !DATA_EXCEPTION.test(code) || asked.length === 0) {
          throw error;
        }
        return sendError(reply, request, "BAD_REQUEST", { detail: asked.join(", ") });
      });
    },
  );
};
