/**
 * The one route of every overlay's `transitions`:
 * `POST /api/<endpoint>/<id>/transitions/<name>` with `{ reason? }` answers
 * `{ data: { id, state }, message }`; `GET /api/<endpoint>/<id>/transitions` lists the
 * record's steps. Taking a step needs read on the screen and the step's own permission;
 * reading the steps needs read.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { recordName } from "../../schema/adapter/record-name";
import { fillTemplate, pickText } from "../../schema/local-text";
import { hasPermission } from "../../schema/permissions";
import { REASON_MAX_LENGTH, transitionPermission } from "../../schema/transitions/transition-types";
import type { AuthContext } from "../auth/auth-context";
import type { CrudContext } from "../crud/crud-context";
import { endpointParams } from "../crud/endpoint-params";
import { recordNotFound } from "../crud/named-capability";
import { screenFor } from "../crud/screen-access";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { runTransition, transitionHistory } from "./transition-runner";

const STEP_NAME = { type: "string", pattern: "^[a-z][a-z0-9-]*$", maxLength: 60 } as const;

/** "Nonaktifkan berhasil: Tenaga Kerja Budi Santoso": the step, the screen and the record by name. */
const DONE = { id: "{step} berhasil: {title} {name}", en: "{step} done: {title} {name}" } as const;

type Params = { endpoint: string; id: number; name: string };

export const transitionRoutes: FastifyPluginAsync<{ ctx: CrudContext; auth: AuthContext }> = async (
  app,
  { ctx, auth },
) => {
  app.post<{ Params: Params; Body: { reason?: string } | undefined }>(
    "/:endpoint/:id/transitions/:name",
    {
      schema: {
        params: {
          type: "object",
          properties: { ...endpointParams.properties, id: RECORD_ID, name: STEP_NAME },
          required: ["endpoint", "id", "name"],
        },
        body: {
          type: ["object", "null"],
          properties: { reason: { type: "string", maxLength: REASON_MAX_LENGTH * 2 } },
        },
      },
    },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["read"]);
      if (!access) return reply;
      const { loaded, user } = access;
      const transition = loaded.screen.transitions?.find(
        (candidate) => candidate.name === request.params.name,
      );
      if (!transition) {
        return sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      }
      const permission = transitionPermission(transition, loaded.screen.resource);
      if (!hasPermission(user, permission)) {
        return sendError(reply, request, "FORBIDDEN", { permission });
      }
      const locale = pickLocale(request.headers);
      const done = await runTransition(ctx, auth, {
        loaded,
        transition,
        id: request.params.id,
        reason: request.body?.reason,
        actor: user,
        locale,
      });
      const title = pickText(loaded.screen.title, locale);
      if (!done) return recordNotFound(request, reply, loaded.screen.title, request.params.id);
      return {
        data: { id: done.id, state: done.state },
        message: fillTemplate(DONE[locale], {
          step: pickText(transition.label, locale),
          title,
          name: recordName(loaded.screen, done.record),
        }),
      };
    },
  );

  app.get<{ Params: Omit<Params, "name"> }>(
    "/:endpoint/:id/transitions",
    {
      schema: {
        params: {
          type: "object",
          properties: { ...endpointParams.properties, id: RECORD_ID },
          required: ["endpoint", "id"],
        },
      },
    },
    async (request: FastifyRequest<{ Params: Omit<Params, "name"> }>, reply) => {
      const access = screenFor(ctx, request, reply, ["read"]);
      if (!access) return reply;
      const { loaded, user } = access;
      return { data: await transitionHistory(ctx, loaded, request.params.id, user) };
    },
  );
};
