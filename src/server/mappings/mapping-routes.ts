/**
 * The mapping switch list's getter and setter (admin-area §7):
 * `GET /api/mapping/<name>/<left id>/list?page&limit&search&<flag>=2|1|0` answers
 * `{ data: [{ data, total }] }`; `PUT /api/mapping/<name>/update` with the row (its `id`, the
 * flag) and the left record's id under the join's left key switches one pair. Listing needs
 * `read-`, switching `update-` on the left record's resource.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  DEFAULT_MAPPING_FLAG,
  MAPPING_DEFAULT_PAGE_SIZE,
  MAPPING_FILTERS,
  MAPPING_PAGE_SIZES,
  type MappingFilter,
} from "../../schema/api/widget-data";
import { pickText } from "../../schema/local-text";
import type { CrudContext } from "../crud/crud-context";
import { capabilityFor, recordNotFound } from "../crud/named-capability";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { type MappingDefinition, mappingNamed } from "./mapping-definitions";
import { createMappingStore, type SwitchOutcome } from "./mapping-store";

const NAME = { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$", maxLength: 100 } as const;
const FLAG = { type: "string", pattern: "^[a-z][a-z0-9_]*$", maxLength: 60 } as const;

const listSchema = {
  params: {
    type: "object",
    properties: { name: NAME, id: RECORD_ID },
    required: ["name", "id"],
  },
  querystring: {
    type: "object",
    properties: {
      page: { type: "integer", minimum: 1, default: 1 },
      limit: { type: "integer", enum: [...MAPPING_PAGE_SIZES], default: MAPPING_DEFAULT_PAGE_SIZE },
      search: { type: "string", maxLength: 200 },
      flag: FLAG,
    },
    // The flag filter travels under the flag's own name, e.g. value_mapping=1.
    additionalProperties: { type: "integer", enum: [...MAPPING_FILTERS] },
  },
} as const;

type ListQuery = { page: number; limit: number; search?: string; flag?: string } & Record<
  string,
  unknown
>;

export const mappingRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  const store = createMappingStore(ctx);

  const mappingFor = (
    request: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
    verb: "read" | "update",
  ) => capabilityFor(request, reply, mappingNamed(request.params.name), verb);

  app.get<{ Params: { name: string; id: number }; Querystring: ListQuery }>(
    "/mapping/:name/:id/list",
    { schema: listSchema },
    async (request, reply) => {
      const access = mappingFor(request, reply, "read");
      if (!access) return reply;
      const { page, limit, search, flag = DEFAULT_MAPPING_FLAG } = request.query;
      const filter = (request.query[flag] ?? 2) as MappingFilter;
      const answer = await store.list(access.def, request.params.id, access.user, {
        page,
        limit,
        filter,
        flag,
        ...(search?.trim() ? { search: search.trim() } : {}),
      });
      if (!answer) return recordNotFound(request, reply, access.def.left.title, request.params.id);
      return { data: [answer] };
    },
  );

  app.put<{ Params: { name: string }; Body: Record<string, unknown> }>(
    "/mapping/:name/update",
    {
      schema: {
        params: { type: "object", properties: { name: NAME }, required: ["name"] },
        body: {
          type: "object",
          properties: { id: RECORD_ID, flag: FLAG },
          required: ["id"],
        },
      },
    },
    async (request, reply) => {
      const access = mappingFor(request, reply, "update");
      if (!access) return reply;
      const { def, user } = access;
      const body = request.body;
      const flag = typeof body.flag === "string" ? body.flag : DEFAULT_MAPPING_FLAG;
      const leftId = Number(body[def.join.leftKey]);
      const value = Number(body[flag]);
      if (!Number.isSafeInteger(leftId) || leftId === 0 || (value !== 0 && value !== 1)) {
        return sendError(reply, request, "BAD_REQUEST", {
          detail: `${def.join.leftKey} and ${flag} (1 or 0) are required`,
        });
      }
      const outcome = await store.switch(def, leftId, Number(body.id), value === 1, user, flag);
      return answerSwitch(request, reply, def, outcome, { leftId, rightId: Number(body.id) });
    },
  );
};

function answerSwitch(
  request: FastifyRequest,
  reply: FastifyReply,
  def: MappingDefinition,
  outcome: SwitchOutcome,
  pair: { leftId: number; rightId: number },
) {
  switch (outcome.kind) {
    case "done":
      return { data: outcome.row };
    case "left-missing":
      return recordNotFound(request, reply, def.left.title, pair.leftId);
    case "right-missing":
      return recordNotFound(request, reply, def.right.title, pair.rightId);
    case "left-locked":
      return sendError(reply, request, "MAPPING_LOCKED");
    case "left-beyond-reach":
      return sendError(reply, request, outcome.code, {
        title: pickText(def.left.title, pickLocale(request.headers)),
      });
    case "not-grantable":
      return sendError(reply, request, "MAPPING_NOT_GRANTABLE", { name: outcome.name });
    case "not-revocable":
      return sendError(reply, request, "MAPPING_SELF_LOCKOUT", { name: outcome.name });
  }
}
