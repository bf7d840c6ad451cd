/**
 * `GET /api/<endpoint>/list` (admin-area §7): a page of the screen's rows the caller may read,
 * with total, totalPage, totalEstimated and rekap. A request naming a column the screen does
 * not expose, or a value of the wrong kind, is a 400 that names the problem.
 */
import type { FastifyPluginAsync } from "fastify";
import { DEFAULT_PAGE_SIZE, LIST_MAX_LIMIT } from "../../schema/api/crud";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import type { CrudContext } from "./crud-context";
import { endpointParams } from "./endpoint-params";
import { ListPlanError } from "./list-problems";
import { listPage } from "./list-service";
import { readsFor } from "./replica-reads";
import { rollupPage } from "./rollup/rollup-list";
import { screenFor } from "./screen-access";

export const listRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.get<{ Params: { endpoint: string }; Querystring: Record<string, string | string[]> }>(
    "/:endpoint/list",
    { schema: { params: endpointParams } },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read"], "list");
      if (!access) return reply;
      try {
        const asked = {
          ...access,
          query: request.query,
          maxLimit: LIST_MAX_LIMIT,
          defaultLimit: DEFAULT_PAGE_SIZE,
        };
        const answer = await readsFor(ctx, request, (reading) =>
          access.loaded.screen.rollup
            ? rollupPage(reading, asked)
            : listPage(reading, asked, pickLocale(request.headers)),
        );
        return reply.type("application/json; charset=utf-8").send(answer);
      } catch (error) {
        if (error instanceof ListPlanError) {
          const locale = pickLocale(request.headers);
          return sendError(reply, request, "BAD_REQUEST", { detail: error.text(locale) });
        }
        throw error;
      }
    },
  );
};
