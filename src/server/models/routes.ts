/** `GET /api/gen-model/<model>`: a table's metadata from the live catalog, in the spec's shape. */
import type { FastifyPluginAsync } from "fastify";
import { sendError } from "../http/error-handler";
import type { ModelCatalog } from "./model-catalog";

export const modelRoutes: FastifyPluginAsync<{ catalog: ModelCatalog }> = async (
  app,
  { catalog },
) => {
  app.get<{ Params: { model: string } }>(
    "/gen-model/:model",
    {
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
