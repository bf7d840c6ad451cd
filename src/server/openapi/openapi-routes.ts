/**
 * `GET /api/openapi.json` and its readable page `GET /api/docs` (with the page's script).
 *
 * Both are public: an integration developer reads how to sign in before holding a token.
 * Without a session they show every call, the screen calls only as templates, so no screen,
 * field or filter is named to someone who may not read it; with one, they show the screens
 * the caller may use, as the caller's permissions cut them (which is also exactly what the
 * server accepts from that caller).
 *
 * Registered first in the `/api` scope and without encapsulation (`skip-override`), so its
 * `onRoute` hook sees every route registered after it there, in whatever plugin.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { PermissionHolder } from "../../schema/permissions";
import { pickLocale } from "../http/locale";
import type { ModelCatalog } from "../models/model-catalog";
import type { OverlayStore } from "../schemas/served-screens";
import { buildDocument } from "./build-document";
import { type CachedDocument, createDocumentCache, documentKey } from "./document-cache";
import type { HttpMethod } from "./openapi-types";
import { renderReferencePage } from "./reference-page";
import { REFERENCE_SCRIPT, REFERENCE_SCRIPT_PATH } from "./reference-script";
import { createRouteCatalog } from "./route-catalog";
import { type ScreenState, screenState } from "./screen-state";

/** Documents kept: one per role and language in use, and the anonymous ones. */
const CACHE_SIZE = 50;
const VERSION = process.env.npm_package_version ?? "0.1.0";

export interface OpenApiOptions {
  /** The overlay store, created later in the same scope (asked for at request time only). */
  overlays: () => OverlayStore;
  catalog: ModelCatalog;
}

interface DocumentRequest {
  state: ScreenState;
  user: PermissionHolder | null;
  locale: "id" | "en";
}

const openApi: FastifyPluginAsync<OpenApiOptions> = async (api, { overlays, catalog }) => {
  const routes = createRouteCatalog();
  api.addHook("onRoute", (options) => routes.record(options));

  const servedBy = (method: HttpMethod, url: string) => {
    const found = api.findRoute({ method: method.toUpperCase() as "GET", url });
    return found ? { ...(found.params as Record<string, string>) } : undefined;
  };
  const documents = createDocumentCache<DocumentRequest>({
    size: CACHE_SIZE,
    key: ({ state, user, locale }) => documentKey({ state: state.key, user, locale }),
    build: ({ state, user, locale }) =>
      buildDocument({
        routes: routes.routes(),
        screens: state.screens,
        modules: state.modules,
        user,
        locale,
        catalog,
        endpointOf: (name) => overlays().byEndpoint(name)?.screen.endpoint,
        servedBy,
        version: VERSION,
      }),
  });

  /** The caller's document, or a 304 when they hold it already. */
  function documentFor(request: FastifyRequest, reply: FastifyReply): CachedDocument | undefined {
    const cached = documents.get({
      state: screenState(overlays()),
      user: request.user,
      locale: pickLocale(request.headers),
    });
    reply
      .header("etag", cached.etag)
      .header("cache-control", "private, no-cache")
      .header("vary", "authorization, content-language, accept-language");
    if (request.headers["if-none-match"] !== cached.etag) return cached;
    void reply.status(304).send();
    return undefined;
  }

  api.get("/openapi.json", { config: { public: true } }, async (request, reply) => {
    const cached = documentFor(request, reply);
    return cached ? reply.type("application/json; charset=utf-8").send(cached.json) : reply;
  });

  api.get("/docs", { config: { public: true } }, async (request, reply) => {
    const cached = documentFor(request, reply);
    if (!cached) return reply;
    cached.page ??= renderReferencePage(cached.document, request.user !== null);
    return reply.type("text/html; charset=utf-8").send(cached.page);
  });

  api.get(REFERENCE_SCRIPT_PATH, { config: { public: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(REFERENCE_SCRIPT),
  );
};

// What fastify-plugin does: the hook and the routes belong to the scope registering this.
Object.assign(openApi, { [Symbol.for("skip-override")]: true });

export const openApiRoutes = openApi;
