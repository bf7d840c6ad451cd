/**
 * `GET /api/<endpoint>/export?format=xls|xlsx|csv|csv-excel|html` (admin-area §7 "Export
 * dataset", §9; xls when no format is given, export-formats.ts): every row the caller's list
 * would show for the same search, filters and sort — row scope included — as a download,
 * streamed (export-stream.ts); nothing to export is a 422.
 */
import type { FastifyPluginAsync } from "fastify";
import { DEFAULT_PAGE_SIZE, LIST_MAX_LIMIT } from "../../../schema/api/crud";
import { pickText } from "../../../schema/local-text";
import { sendError } from "../../http/error-handler";
import { pickLocale } from "../../http/locale";
import type { CrudContext } from "../crud-context";
import { endpointParams } from "../endpoint-params";
import type { ListPlan } from "../list-plan";
import { ListPlanError } from "../list-problems";
import { listSelection } from "../list-query";
import { prepareList } from "../list-service";
import { readsFor } from "../replica-reads";
import { rollupExportQuery } from "../rollup/rollup-list";
import { screenFor } from "../screen-access";
import { exportColumns } from "./export-columns";
import { DEFAULT_EXPORT_FORMAT, EXPORT_FORMATS, type ExportFormat } from "./export-formats";
import { streamExport } from "./export-stream";

type Query = Record<string, string | string[] | undefined>;

export const exportRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.get<{ Params: { endpoint: string }; Querystring: Query }>(
    "/:endpoint/export",
    {
      schema: {
        params: endpointParams,
        querystring: {
          type: "object",
          properties: { format: { type: "string", enum: Object.keys(EXPORT_FORMATS) } },
        },
      },
    },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read"], "list");
      if (!access) return reply;
      const { screen, model } = access.loaded;
      // An overlay that hides the export switches it off; the server does not serve it either.
      if (screen.hiddenActions.includes("export")) {
        return sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      }
      const locale = pickLocale(request.headers);
      // The whole result, whatever page the list was on: paging is dropped, not checked.
      const { page: _page, limit: _limit, ...query } = request.query;
      const asked = { ...access, query, maxLimit: LIST_MAX_LIMIT, defaultLimit: DEFAULT_PAGE_SIZE };
      let prepared: ReturnType<typeof prepareList>;
      try {
        prepared = prepareList(ctx, asked);
      } catch (error) {
        if (!(error instanceof ListPlanError)) throw error;
        return sendError(reply, request, "BAD_REQUEST", { detail: error.text(locale) });
      }
      const columns = exportColumns(screen, { user: access.user, locale });
      if (columns.length === 0) return sendError(reply, request, "EXPORT_EMPTY");
      // A replica failing before the first row is sent is retried on the primary (the
      // stream throws then); past it the download is cut as for any other failure.
      const sent = await readsFor(ctx, request, (reading) =>
        streamExport(reading.db, request, reply, {
          query: screen.rollup
            ? rollupExportQuery(reading, asked, prepared.plan)
            : listSelection(
                reading.db,
                model.model,
                exportedOnly(prepared.plan, new Set(columns.map((column) => column.id))),
                prepared.conditions,
              ),
          writer: EXPORT_FORMATS[(query.format as ExportFormat) ?? DEFAULT_EXPORT_FORMAT],
          title: pickText(screen.title, locale),
          columns,
          at: ctx.clock(),
        }),
      );
      return sent ? reply : sendError(reply, request, "EXPORT_EMPTY");
    },
  );
};

/** The plan reading only what the file shows: every other column is work for nothing. */
function exportedOnly(plan: ListPlan, shown: ReadonlySet<string>): ListPlan {
  return {
    ...plan,
    columns: plan.columns.filter((column) => shown.has(column)),
    relations: plan.relations.filter((relation) => shown.has(relation.column)),
  };
}
