/**
 * The screens as data, over HTTP:
 *
 * - GET /api/modules: the router file, cut down to the routes the caller may read.
 * - GET /api/schema/:id: a screen's merged definition (ETag = its version), for anyone who
 *   may read, create or update its resource.
 * - GET /api/schema/:id/validator/:view.js?v=&fields=: the form's validator as an ES module
 *   (the browser may not compile one itself). Public, because a module import carries no
 *   bearer token; the version in the address is only known to callers of the route above.
 * - GET /api/schema, /api/schema/:id/source, /api/schema-problems: the preview's views of
 *   every overlay, with its problems (read-schema-preview).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toForm } from "../../schema/adapter/to-form";
import { readableModules } from "../../schema/modules";
import { FORM_VIEWS, type FormView } from "../../schema/overlay/overlay-types";
import { SCHEMA_PREVIEW_PERMISSION } from "../../schema/overlay/preview-permission";
import { hasPermission, SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import { requirePermission } from "../access/plugin";
import { sendError } from "../http/error-handler";
import { withRouteLists } from "./route-lists";
import type { LoadedScreen, OverlayStore } from "./served-screens";
import { validatorModule } from "./validator-module";

/** Compiled modules by version, view and fields; old versions age out. */
const MODULE_CACHE_SIZE = 500;

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$", maxLength: 100 } },
  required: ["id"],
} as const;

function mayUse(request: FastifyRequest, loaded: LoadedScreen): boolean {
  const { resource } = loaded.screen;
  return [
    SCHEMA_PREVIEW_PERMISSION,
    `read-${resource}`,
    `create-${resource}`,
    `update-${resource}`,
  ].some((name) => hasPermission(request.user, name));
}

function schemaOrNotFound(
  overlays: OverlayStore,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
): LoadedScreen | undefined {
  const loaded = overlays.get(id);
  if (!loaded) void sendError(reply, request, "SCHEMA_NOT_FOUND", { id });
  return loaded;
}

export const schemaRoutes: FastifyPluginAsync<{ overlays: OverlayStore }> = async (
  app,
  { overlays },
) => {
  overlays.router.current();
  overlays.routeProblems();
  const modules = new Map<string, string>();
  const preview = { preHandler: requirePermission(SCHEMA_PREVIEW_PERMISSION) };

  app.get("/modules", async (request) => {
    const problem = overlays.router.problem();
    if (problem) request.log.error(`router file rejected, last good version serving: ${problem}`);
    overlays.routeProblems();
    const readable = readableModules(overlays.router.current().modules, request.user);
    return { data: withRouteLists(readable, overlays, request.user) };
  });

  app.get("/schema", preview, async () => ({
    data: overlays.ids().map((id) => {
      const state = overlays.state(id);
      const loaded = state?.good;
      return {
        id,
        title: loaded?.screen.title ?? null,
        model: loaded?.model.model ?? null,
        endpoint: loaded?.screen.endpoint ?? null,
        version: loaded?.version ?? null,
        errors: state?.problems.filter((problem) => problem.severity === "error").length ?? 0,
        warnings: state?.problems.filter((problem) => problem.severity === "warning").length ?? 0,
      };
    }),
  }));

  app.get("/schema-problems", preview, async () => ({ data: overlays.problems() }));

  app.get<{ Params: { id: string } }>(
    "/schema/:id",
    { schema: { params: idParams } },
    async (request, reply) => {
      const loaded = schemaOrNotFound(overlays, request.params.id, request, reply);
      if (!loaded) return reply;
      if (!mayUse(request, loaded)) {
        return sendError(reply, request, "FORBIDDEN", {
          permission: `read-${loaded.screen.resource}`,
        });
      }
      const etag = `"${loaded.version}"`;
      reply.header("etag", etag).header("cache-control", "private, no-cache");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return { data: { id: loaded.id, version: loaded.version, screen: loaded.screen } };
    },
  );

  app.get<{ Params: { id: string } }>(
    "/schema/:id/source",
    { ...preview, schema: { params: idParams } },
    async (request, reply) => {
      const state = overlays.state(request.params.id);
      if (!state) return sendError(reply, request, "SCHEMA_NOT_FOUND", { id: request.params.id });
      const loaded = state.good;
      return {
        data: {
          id: request.params.id,
          version: loaded?.version ?? null,
          overlay: loaded?.overlay ?? null,
          model: loaded?.model ?? null,
          screen: loaded?.screen ?? null,
          source: overlays.source(request.params.id),
          problems: state.problems,
        },
      };
    },
  );

  app.get<{ Params: { id: string; view: string }; Querystring: { v: string; fields?: string } }>(
    "/schema/:id/validator/:view.js",
    {
      config: { public: true },
      schema: {
        params: {
          type: "object",
          properties: { ...idParams.properties, view: { enum: [...FORM_VIEWS] } },
          required: ["id", "view"],
        },
        querystring: {
          type: "object",
          properties: {
            v: { type: "string", maxLength: 40 },
            fields: { type: "string", maxLength: 4000, pattern: "^[a-z0-9_,]*$" },
          },
          required: ["v"],
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const view = request.params.view as FormView;
      const loaded = schemaOrNotFound(overlays, id, request, reply);
      if (!loaded) return reply;
      if (request.query.v !== loaded.version)
        return sendError(reply, request, "SCHEMA_OUTDATED", { id });
      const fields = (request.query.fields ?? "").split(",").filter(Boolean).sort();
      const key = `${loaded.version}:${view}:${fields.join(",")}`;
      let code = modules.get(key);
      if (!code) {
        const everyone = { roleId: SUPER_ADMIN_ROLE_ID, permissions: [] };
        const form = toForm(
          loaded.screen,
          view,
          { user: everyone, locale: "id" },
          { only: new Set(fields) },
        );
        code = validatorModule(form.schema);
        if (modules.size >= MODULE_CACHE_SIZE) modules.delete(modules.keys().next().value ?? "");
        modules.set(key, code);
      }
      return reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(code);
    },
  );
};
