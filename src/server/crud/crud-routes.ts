/**
 * The generic endpoints of every screen an overlay describes (admin-area §7): show one record,
 * create, update, delete and a record's history; the list and its export are their own
 * plugins, registered here, and the option lists of selects are dataset-routes.ts. Permissions
 * `read-`, `create-`, `update-`, `delete-<resource>` and the row scope are enforced on every
 * call; what is written is only ever the fields the caller's form offers, validated by the same
 * adapter output the browser validated with.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toForm } from "../../schema/adapter/to-form";
import { pickText } from "../../schema/local-text";
import { relationAlias } from "../../schema/overlay/relation-alias";
import { hasPermission } from "../../schema/permissions";
import type { SessionUser } from "../access/session-user";
import type { Row } from "../db/row";
import { fileFields } from "../files/file-links";
import { withFileLinks } from "../files/held-files";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import type { LoadedScreen } from "../schemas/served-screens";
import { goneRecordReadable, readAudit } from "./audit-log";
import type { CrudContext } from "./crud-context";
import { refusedWrite } from "./database-errors";
import { endpointParams } from "./endpoint-params";
import { exportRoutes } from "./export/export-routes";
import { listRoutes } from "./list-routes";
import { type CRUD_MESSAGES, crudMessage } from "./messages";
import { readableColumns as columnsReadable } from "./readable-columns";
import { findRecord } from "./record-repository";
import { recordUsage } from "./record-usage";
import {
  createInTransaction,
  deleteInTransaction,
  Undo,
  updateInTransaction,
  type WriteAccess,
  type WriteOutcome,
} from "./record-writer";
import { scopeOf } from "./row-scope";
import { rowScope, screenFor } from "./screen-access";
import { companyWide } from "./write-ceilings";

const idParams = {
  type: "object",
  properties: { ...endpointParams.properties, id: RECORD_ID },
  required: ["endpoint", "id"],
} as const;
const recordBody = {
  type: "object",
  properties: { id: RECORD_ID },
  required: ["id"],
} as const;

type Kind = keyof typeof CRUD_MESSAGES;

export const crudRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  await app.register(listRoutes, { ctx });
  await app.register(exportRoutes, { ctx });

  const title = (request: FastifyRequest, loaded: LoadedScreen) =>
    pickText(loaded.screen.title, pickLocale(request.headers));
  const message = (request: FastifyRequest, loaded: LoadedScreen, kind: Kind) =>
    crudMessage(kind, pickLocale(request.headers), { title: title(request, loaded) });

  /** The columns this reader may see of a record. */
  const readableColumns = ({ loaded, user }: Pick<WriteAccess, "loaded" | "user">) =>
    columnsReadable(loaded.screen, loaded.model, user);

  /** Runs one write in a transaction and answers its outcome. */
  async function answerWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    access: WriteAccess,
    kind: "create" | "update" | "delete",
    write: (trx: CrudContext["db"]) => Promise<WriteOutcome>,
  ) {
    const outcome: WriteOutcome = await ctx.db
      .transaction()
      .execute(write)
      .catch(async (error: unknown): Promise<WriteOutcome> => {
        if (error instanceof Undo) return error.outcome;
        if (kind === "delete") {
          const id = Number((request.body as Row).id);
          const usage = await recordUsage(ctx, error, access.loaded.model, id, access.locale);
          if (usage) return { errors: {}, reason: usage };
        }
        // The form names the field a database refusal is about; only a refusal needs it.
        const form = toForm(access.loaded.screen, kind === "create" ? "create" : "update", access);
        const refused = refusedWrite(error, form, access.loaded.model, access.locale);
        if (!refused) throw error;
        return { errors: refused.errors, reason: refused.reason };
      });
    const params = { title: title(request, access.loaded) };
    if ("record" in outcome) {
      await ctx.counts.invalidate();
      if (kind === "delete") return { message: message(request, access.loaded, "deleted") };
      const [record] = await withFileLinks(ctx.db, ctx.links, access.loaded.screen, [
        pick(outcome.record, readableColumns(access), access.loaded),
      ]);
      return {
        data: record,
        message: message(request, access.loaded, kind === "create" ? "created" : "updated"),
      };
    }
    if ("forbidden" in outcome) return sendError(reply, request, outcome.forbidden, params);
    if ("missing" in outcome) {
      return sendError(reply, request, "RECORD_NOT_FOUND", {
        title: params.title,
        id: String((request.body as Row).id),
      });
    }
    if ("versionRequired" in outcome) return sendError(reply, request, "VERSION_REQUIRED");
    if ("conflict" in outcome) {
      const { current, submitted, conflicts } = outcome.conflict;
      return sendError(
        reply,
        request,
        current ? "RECORD_CHANGED" : "RECORD_DELETED_MEANWHILE",
        params,
        undefined,
        {
          current: current && pick(current, readableColumns(access), access.loaded),
          submitted,
          ...(conflicts ? { conflicts } : {}),
        },
      );
    }
    if (kind === "delete" && outcome.reason) {
      return sendError(reply, request, "RECORD_IN_USE", { ...params, reason: outcome.reason });
    }
    return outcome.reason && Object.keys(outcome.errors).length === 0
      ? sendError(reply, request, "DATA_REFUSED", { reason: outcome.reason })
      : sendError(reply, request, "VALIDATION_FAILED", {}, outcome.errors);
  }

  app.get<{ Params: { endpoint: string; id: number } }>(
    "/:endpoint/:id/show",
    { schema: { params: idParams } },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read", "update"]);
      if (!access) return reply;
      const { loaded, user } = access;
      const id = request.params.id;
      const scope = rowScope(ctx, loaded, user);
      const record = await findRecord(
        ctx.db,
        ctx.catalog,
        loaded.model,
        id,
        readableColumns(access),
        scope,
      );
      if (record) {
        const [linked] = await withFileLinks(ctx.db, ctx.links, loaded.screen, [record]);
        return { data: linked };
      }
      const exists = scope && (await findRecord(ctx.db, ctx.catalog, loaded.model, id, ["id"]));
      return exists
        ? sendError(reply, request, "RECORD_OUT_OF_SCOPE", { title: title(request, loaded) })
        : sendError(reply, request, "RECORD_NOT_FOUND", { id, title: title(request, loaded) });
    },
  );

  app.get<{
    Params: { endpoint: string; id: number };
    Querystring: { page: number; limit: number };
  }>(
    "/:endpoint/:id/audit",
    {
      schema: {
        params: idParams,
        querystring: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
            limit: { type: "integer", minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read"]);
      if (!access) return reply;
      if (!hasPermission(access.user, "read-audit-log")) {
        return sendError(reply, request, "FORBIDDEN", { permission: "read-audit-log" });
      }
      const { loaded, user } = access;
      const id = request.params.id;
      if (!(await historyReadable(loaded, user, id))) {
        return sendError(reply, request, "RECORD_OUT_OF_SCOPE", { title: title(request, loaded) });
      }
      const { page, limit } = request.query;
      return readAudit(
        ctx.db,
        loaded.model,
        id,
        { limit, offset: (page - 1) * limit },
        {
          visible: new Set(readableColumns(access)),
          scopeOf: (table, alias) => ctx.scoper.condition(table, alias, scopeOf(user)),
          files: fileFields(loaded.screen),
        },
      );
    },
  );

  /**
   * A record's history is read by those who may read the record; a deleted one's by those who
   * could, by the place its last audit row kept (company-wide rows by anyone who reads them).
   */
  async function historyReadable(
    loaded: LoadedScreen,
    user: SessionUser,
    id: number,
  ): Promise<boolean> {
    const scope = rowScope(ctx, loaded, user);
    if (!scope) return true;
    if (await findRecord(ctx.db, ctx.catalog, loaded.model, id, ["id"])) {
      return Boolean(await findRecord(ctx.db, ctx.catalog, loaded.model, id, ["id"], scope));
    }
    const reach = scopeOf(user);
    return (
      !reach ||
      companyWide(ctx.scoper, loaded.model.model) ||
      goneRecordReadable(ctx.db, loaded.model.model, id, reach)
    );
  }

  const writes = [
    { method: "POST", verb: "create", body: { type: "object" }, write: createInTransaction },
    { method: "PUT", verb: "update", body: recordBody, write: updateInTransaction },
    { method: "DELETE", verb: "delete", body: recordBody, write: deleteInTransaction },
  ] as const;
  for (const { method, verb, body, write } of writes) {
    app.route<{ Params: { endpoint: string }; Body: Row }>({
      method,
      url: `/:endpoint/${verb}`,
      schema: { params: endpointParams, body },
      handler: async (request, reply) => {
        const found = screenFor(ctx, request, reply, [verb]);
        if (!found) return reply;
        const access = { ...found, locale: pickLocale(request.headers) };
        return answerWrite(request, reply, access, verb, (trx) =>
          write(ctx, trx, { ...access, input: request.body }),
        );
      },
    });
  }
};

/** The record's readable columns and the related rows of those among them. */
function pick(record: Row, columns: readonly string[], loaded: LoadedScreen): Row {
  const { model } = loaded;
  const keys = new Set(columns);
  for (const column of columns) {
    if (model.fieldRelation[column]) keys.add(relationAlias(column, model.fieldList));
  }
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}
