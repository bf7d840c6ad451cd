/**
 * The table input's getter and setter (admin-area §7 "Table input"):
 * `GET /api/table-input/<name>/<parent id>/list?page&limit&sort_by&sort&search&<key filters>`
 * answers `{ data, total }` (limit 10/20/50/100, default 50, sort DESC by default);
 * `PUT /api/table-input/<name>/<parent id>/update` with `{ filters, rows }` saves the edited
 * rows in one transaction with the audit log. Listing needs `read-`, saving `update-` on the
 * definition's resource, and the parent in the caller's row scope.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { SortDirection } from "../../schema/api/crud";
import {
  TABLE_INPUT_DEFAULT_PAGE_SIZE,
  TABLE_INPUT_PAGE_SIZES,
  type TableInputSave,
} from "../../schema/api/widget-data";
import { pickText } from "../../schema/local-text";
import type { CrudContext } from "../crud/crud-context";
import { crudMessage } from "../crud/messages";
import { capabilityFor, recordNotFound } from "../crud/named-capability";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { type TableInputDefinition, tableInputNamed } from "./table-input-definitions";
import { createTableInputStore } from "./table-input-store";
import { checkValue } from "./table-input-values";

const params = {
  type: "object",
  properties: {
    name: { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$", maxLength: 100 },
    id: RECORD_ID,
  },
  required: ["name", "id"],
} as const;

type Params = { name: string; id: number };
type ListQuery = {
  page: number;
  limit: number;
  search?: string;
  sort_by?: string;
  sort: SortDirection;
} & Record<string, unknown>;

export const tableInputRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  const store = createTableInputStore(ctx);

  const definitionFor = (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    verb: "read" | "update",
  ) => capabilityFor(request, reply, tableInputNamed(request.params.name), verb);

  /** The key filters as column values, or the name of the one missing or malformed. */
  const keysOf = (def: TableInputDefinition, filters: Record<string, unknown>) => {
    const keys: Record<string, string> = {};
    for (const [name, key] of Object.entries(def.values.keys)) {
      const text = filters[name];
      if (typeof text !== "string" || !key.pattern.test(text)) return { missing: name };
      keys[name] = key.toColumn(text);
    }
    return { keys };
  };

  app.get<{ Params: Params; Querystring: ListQuery }>(
    "/table-input/:name/:id/list",
    {
      schema: {
        params,
        querystring: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, default: 1 },
            limit: {
              type: "integer",
              enum: [...TABLE_INPUT_PAGE_SIZES],
              default: TABLE_INPUT_DEFAULT_PAGE_SIZE,
            },
            search: { type: "string", maxLength: 200 },
            sort_by: { type: "string", maxLength: 60 },
            sort: { type: "string", enum: ["ASC", "DESC"], default: "DESC" },
          },
        },
      },
    },
    async (request, reply) => {
      const access = definitionFor(request, reply, "read");
      if (!access) return reply;
      const { def, user } = access;
      const { page, limit, search, sort } = request.query;
      const sortable = [
        "id",
        ...def.rows.columns,
        ...Object.keys(def.values.columns),
        ...(def.readOnly?.columns ?? []),
      ];
      const sortBy = request.query.sort_by ?? "id";
      if (!sortable.includes(sortBy)) {
        return sendError(reply, request, "BAD_REQUEST", {
          detail: `sort_by must be one of ${sortable.join(", ")}`,
        });
      }
      const found = keysOf(def, request.query);
      if (!found.keys) {
        return sendError(reply, request, "BAD_REQUEST", { detail: `${found.missing} is required` });
      }
      const answer = await store.list(def, request.params.id, user, {
        page,
        limit,
        sort,
        sortBy,
        keys: found.keys,
        ...(search?.trim() ? { search: search.trim() } : {}),
      });
      return answer ?? parentMissing(request, reply, def);
    },
  );

  app.put<{ Params: Params; Body: TableInputSave }>(
    "/table-input/:name/:id/update",
    {
      schema: {
        params,
        body: {
          type: "object",
          properties: {
            filters: { type: "object", additionalProperties: { type: "string" } },
            rows: {
              type: "array",
              maxItems: 100,
              items: {
                type: "object",
                properties: { id: RECORD_ID },
                required: ["id"],
              },
            },
          },
          required: ["filters", "rows"],
        },
      },
    },
    async (request, reply) => {
      const access = definitionFor(request, reply, "update");
      if (!access) return reply;
      const { def, user } = access;
      const locale = pickLocale(request.headers);
      const found = keysOf(def, request.body.filters);
      if (!found.keys) {
        return sendError(reply, request, "BAD_REQUEST", { detail: `${found.missing} is required` });
      }
      const errors: Record<string, string[]> = {};
      const edits = request.body.rows.map((row) => {
        const values: Record<string, string | null> = {};
        for (const [column, spec] of Object.entries(def.values.columns)) {
          const checked = checkValue(spec, row[column]);
          if (checked.ok) values[column] = checked.value;
          else errors[`${row.id}.${column}`] = [`${column} ${pickText(checked.problem, locale)}`];
        }
        return { id: row.id, values };
      });
      if (Object.keys(errors).length > 0) {
        return sendError(reply, request, "VALIDATION_FAILED", {}, errors);
      }
      const outcome = await store.save(def, request.params.id, user, found.keys, edits);
      if (outcome.kind === "parent-missing") return parentMissing(request, reply, def);
      if (outcome.kind === "row-missing") {
        return sendError(reply, request, "BAD_REQUEST", {
          detail: `row ${outcome.id} is not listed`,
        });
      }
      return {
        data: { changed: outcome.changed },
        message: crudMessage("updated", locale, { title: pickText(def.title, locale) }),
      };
    },
  );
};

function parentMissing(
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
  def: TableInputDefinition,
) {
  return recordNotFound(request, reply, def.title, request.params.id);
}
