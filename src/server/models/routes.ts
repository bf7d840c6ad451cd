/**
 * `GET /api/gen-model/<model>`: a table's metadata from the live catalog, in the spec's shape.
 * It describes any table, accounts and sessions included, so it is a developers' call: it
 * needs the schema preview's permission (screens get their model with their overlay).
 */
import type { FastifyPluginAsync } from "fastify";
import { SCHEMA_PREVIEW_PERMISSION } from "../../schema/overlay/preview-permission";
import { requirePermission } from "../access/plugin";
import { sendError } from "../http/error-handler";
import type { ModelCatalog } from "./model-catalog";

export const modelRoutes: FastifyPluginAsync<{ catalog: ModelCatalog }> = async (
  app,
  { catalog },
) => {
  app.get<{ Params: { model: string } }>(
    "/gen-model/:model",
    {
      preHandler: requirePermission(SCHEMA_PREVIEW_PERMISSION),
      schema: {
        params: {
          type: "object",
          properties: { model: { type: "string", maxLength: 100 } },
          required: ["model"],
        },
      },
    },
    async (request, reply) => {
      const model = catalog.get(request.params.model);
      if (!model)
        return sendError(reply, request, "MODEL_NOT_FOUND", { model: request.params.model });
      return model;
    },
  );
};
