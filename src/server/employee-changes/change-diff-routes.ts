/**
 * `GET /api/change-diff/<endpoint>/<id>/list`: the fields of a worker change request with the
 * worker's current values (the detail's `change-diff` panel). Needs read on the screen, and
 * the request must be one of the reader's rows of it.
 */
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { CrudContext } from "../crud/crud-context";
import { endpointParams } from "../crud/endpoint-params";
import { recordNotFound } from "../crud/named-capability";
import { rowScope, screenFor } from "../crud/screen-access";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { EMPLOYEES_SCREEN, fieldLabel } from "./apply-employee-change";
import { readChangeDiff } from "./change-diff";

const REQUESTS_TABLE = "employee_request_changes";

export const changeDiffRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.get<{ Params: { endpoint: string; id: number } }>(
    "/change-diff/:endpoint/:id/list",
    {
      schema: {
        params: {
          type: "object",
          properties: { ...endpointParams.properties, id: RECORD_ID },
          required: ["endpoint", "id"],
        },
      },
    },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read"]);
      if (!access) return reply;
      const { loaded, user } = access;
      const { id } = request.params;
      if (loaded.model.model !== REQUESTS_TABLE) {
        return recordNotFound(request, reply, loaded.screen.title, id);
      }
      const scope = rowScope(ctx, loaded, user, "r") ?? sql<boolean>`true`;
      const { rows: found } = await sql`
        SELECT 1 FROM ${sql.table(loaded.model.model)} AS r
        WHERE r.id = ${id} AND ${scope}`.execute(ctx.db);
      if (found.length === 0) {
        return recordNotFound(request, reply, loaded.screen.title, id);
      }
      const locale = pickLocale(request.headers);
      const workers = ctx.overlays.get(EMPLOYEES_SCREEN);
      const label = (field: string) => (workers ? fieldLabel(workers, field, locale) : field);
      const rows = await readChangeDiff(ctx.db, id);
      return { data: rows.map((row) => ({ ...row, label: label(row.field) })) };
    },
  );
};
