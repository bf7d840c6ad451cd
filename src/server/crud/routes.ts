/**
 * The generic endpoints of every screen an overlay describes (admin-area §7), for the part the
 * forms need now: show one record, create, update, and the option lists of selects
 * (dataset). Permissions `read-`, `create-`, `update-<resource>` are enforced here; what is
 * written is only ever the fields the form of that view offers that caller, validated by the
 * same adapter output the browser validated with. List, delete, export and import (issue #5)
 * join this plugin.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toForm } from "../../schema/adapter/to-form";
import { fillTemplate, pickText } from "../../schema/local-text";
import { FIELD_KIND } from "../../schema/overlay/field-defaults";
import { hasPermission } from "../../schema/permissions";
import type { Db } from "../db/connect";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import type { ModelCatalog } from "../models/model-catalog";
import type { LoadedScreen, OverlayStore } from "../schemas/overlay-store";
import { createValidatorCache } from "./compiled-validators";
import { refusedWrite } from "./database-errors";
import { CRUD_MESSAGES } from "./messages";
import {
  datasetRows,
  findRecord,
  insertRecord,
  lockRecord,
  type Row,
  updateRecord,
} from "./record-repository";
import { validateRecord } from "./validate-record";

const endpointParam = { type: "string", pattern: "^[a-z0-9][a-z0-9_-]*$", maxLength: 100 } as const;
const AUTHORSHIP = { create: ["created_by", "updated_by"], update: ["updated_by"] } as const;
const DATASET_KEYS: ReadonlySet<string> = new Set(["search", "page", "limit", "sort", "sort_by"]);
const SEARCHABLE = /(^|_)(name|code|title|fullname|username)$/;
const VALUE_PATTERN = {
  integer: /^-?\d+$/,
  number: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false|1|0)$/,
} as const;

type Verb = "read" | "create" | "update";

/** How a save ended: written, refused (validation or the database), or its record was gone. */
type Outcome =
  | { record: Row | undefined }
  | { errors: Record<string, string[]>; reason?: string }
  | { missing: true };

export const crudRoutes: FastifyPluginAsync<{
  overlays: OverlayStore;
  catalog: ModelCatalog;
  db: Db;
}> = async (app, { overlays, catalog, db }) => {
  const validators = createValidatorCache();

  /** The screen behind `endpoint`, if the caller holds one of `verbs` on it; else answered. */
  function screenFor(
    request: FastifyRequest<{ Params: { endpoint: string } }>,
    reply: FastifyReply,
    verbs: Verb[],
  ): LoadedScreen | undefined {
    const loaded = overlays.byEndpoint(request.params.endpoint);
    if (!loaded) {
      void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      return undefined;
    }
    const names = verbs.map((verb) => `${verb}-${loaded.screen.resource}`);
    if (!names.some((name) => hasPermission(request.user, name))) {
      void sendError(reply, request, "FORBIDDEN", { permission: names[0] ?? "" });
      return undefined;
    }
    return loaded;
  }

  const authorship = (loaded: LoadedScreen, verb: "create" | "update", userId: number) =>
    Object.fromEntries(
      AUTHORSHIP[verb]
        .filter((column) => loaded.model.fieldList.includes(column))
        .map((column) => [column, userId]),
    );

  const message = (
    request: FastifyRequest,
    loaded: LoadedScreen,
    kind: keyof typeof CRUD_MESSAGES,
  ) => {
    const locale = pickLocale(request.headers);
    return fillTemplate(CRUD_MESSAGES[kind][locale], {
      title: pickText(loaded.screen.title, locale),
    });
  };

  app.get<{ Params: { endpoint: string; id: number } }>(
    "/:endpoint/:id/show",
    {
      schema: {
        params: {
          type: "object",
          properties: { endpoint: endpointParam, id: { type: "integer", minimum: 1 } },
          required: ["endpoint", "id"],
        },
      },
    },
    async (request, reply) => {
      const loaded = screenFor(request, reply, ["read", "update"]);
      if (!loaded) return reply;
      const record = await findRecord(db, catalog, loaded.model, request.params.id);
      if (!record) {
        return sendError(reply, request, "RECORD_NOT_FOUND", {
          id: request.params.id,
          title: pickText(loaded.screen.title, pickLocale(request.headers)),
        });
      }
      return { data: record };
    },
  );

  app.post<{ Params: { endpoint: string }; Body: Row }>(
    "/:endpoint/create",
    {
      schema: {
        params: { type: "object", properties: { endpoint: endpointParam }, required: ["endpoint"] },
        body: { type: "object" },
      },
    },
    async (request, reply) => {
      const loaded = screenFor(request, reply, ["create"]);
      const user = request.user;
      if (!loaded || !user) return reply;
      const locale = pickLocale(request.headers);
      const form = toForm(loaded.screen, "create", { user, locale });
      const saved: Outcome = await db
        .transaction()
        .execute(async (trx): Promise<Outcome> => {
          const { values, errors } = await validateRecord({
            form,
            input: request.body,
            locale,
            validators,
            db: trx,
          });
          if (Object.keys(errors).length > 0) return { errors };
          // Empties are left out, so the database's defaults apply to them.
          const written = Object.fromEntries(
            Object.entries(values).filter(([, value]) => value !== null),
          );
          const id = await insertRecord(trx, loaded.model, {
            ...written,
            ...authorship(loaded, "create", user.id),
          });
          return { record: await findRecord(trx, catalog, loaded.model, id) };
        })
        .catch((error: unknown): Outcome => {
          const refused = refusedWrite(error, form, locale);
          if (!refused) throw error;
          return { errors: refused.errors, reason: refused.reason };
        });
      if ("errors" in saved) return refuse(request, reply, saved);
      if ("missing" in saved) throw new Error("a create cannot miss its record");
      return { data: saved.record, message: message(request, loaded, "created") };
    },
  );

  app.put<{ Params: { endpoint: string }; Body: Row }>(
    "/:endpoint/update",
    {
      schema: {
        params: { type: "object", properties: { endpoint: endpointParam }, required: ["endpoint"] },
        body: {
          type: "object",
          properties: { id: { type: "integer", minimum: 1 } },
          required: ["id"],
        },
      },
    },
    async (request, reply) => {
      const loaded = screenFor(request, reply, ["update"]);
      const user = request.user;
      if (!loaded || !user) return reply;
      const locale = pickLocale(request.headers);
      const id = Number(request.body.id);
      const form = toForm(loaded.screen, "update", { user, locale });
      const saved: Outcome = await db
        .transaction()
        .execute(async (trx): Promise<Outcome> => {
          const current = await lockRecord(trx, loaded.model, id);
          if (!current) return { missing: true as const };
          // The spec's update resends the whole record: validate it whole, write what was sent.
          const { values, errors } = await validateRecord({
            form,
            input: { ...current, ...request.body },
            locale,
            validators,
            db: trx,
            self: { table: loaded.model.model, id },
          });
          if (Object.keys(errors).length > 0) return { errors };
          const written = Object.fromEntries(
            Object.entries(values).filter(([key]) => Object.hasOwn(request.body, key)),
          );
          await updateRecord(trx, loaded.model, id, {
            ...written,
            ...authorship(loaded, "update", user.id),
          });
          return { record: await findRecord(trx, catalog, loaded.model, id) };
        })
        .catch((error: unknown): Outcome => {
          const refused = refusedWrite(error, form, locale);
          if (!refused) throw error;
          return { errors: refused.errors, reason: refused.reason };
        });
      if ("missing" in saved) {
        return sendError(reply, request, "RECORD_NOT_FOUND", {
          id,
          title: pickText(loaded.screen.title, locale),
        });
      }
      if ("errors" in saved) return refuse(request, reply, saved);
      return { data: saved.record, message: message(request, loaded, "updated") };
    },
  );

  app.get<{ Params: { endpoint: string }; Querystring: Record<string, string> }>(
    "/:endpoint/dataset",
    {
      schema: {
        params: { type: "object", properties: { endpoint: endpointParam }, required: ["endpoint"] },
        querystring: {
          type: "object",
          properties: {
            search: { type: "string", maxLength: 200 },
            page: { type: "integer", minimum: 1, default: 1 },
            limit: { type: "integer", minimum: 1, maximum: 1000, default: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const { endpoint } = request.params;
      const loaded = overlays.byEndpoint(endpoint);
      const model = loaded?.model ?? catalog.get(endpoint);
      if (!model)
        return sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      const permission = `read-${loaded?.screen.resource ?? model.model.replaceAll("_", "-")}`;
      if (!hasPermission(request.user, permission)) {
        return sendError(reply, request, "FORBIDDEN", { permission });
      }
      const filters: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(request.query)) {
        if (DATASET_KEYS.has(key) || !model.fieldView.includes(key)) continue;
        const value = Array.isArray(raw) ? String(raw[0]) : String(raw);
        const kind = FIELD_KIND[model.fieldType[key] ?? "text"];
        const pattern = VALUE_PATTERN[kind as keyof typeof VALUE_PATTERN];
        if (pattern && !pattern.test(value)) {
          return sendError(reply, request, "BAD_REQUEST", { detail: `${key}=${value}` });
        }
        filters[key] = value;
      }
      const query = request.query as unknown as { search?: string; page: number; limit: number };
      return datasetRows(db, model, {
        ...(query.search ? { search: query.search } : {}),
        filters,
        searchColumns: model.fieldView.filter(
          (column) =>
            SEARCHABLE.test(column) && FIELD_KIND[model.fieldType[column] ?? "text"] === "string",
        ),
        page: query.page,
        limit: query.limit,
      });
    },
  );
};

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  refused: { errors: Record<string, string[]>; reason?: string },
) {
  return refused.reason && Object.keys(refused.errors).length === 0
    ? sendError(reply, request, "DATA_REFUSED", { reason: refused.reason })
    : sendError(reply, request, "VALIDATION_FAILED", {}, refused.errors);
}
