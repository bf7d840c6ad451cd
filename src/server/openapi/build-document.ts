/**
 * The OpenAPI 3.1 document for one caller: every registered route under `/api`, and each
 * generic screen route (`:endpoint`) expanded into the operations the caller is offered on
 * each screen, with that screen's query parameters and bodies. Without a session the screen
 * routes stay templates (`/api/{endpoint}/create`), so no screen or field is named to anyone
 * who may not read it. Pure: routes, screens and caller in, document out.
 */

import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { Module } from "../../schema/modules";
import type { PermissionHolder } from "../../schema/permissions";
import { ERRORS } from "../http/errors";
import type { ModelCatalog } from "../models/model-catalog";
import type { LoadedScreen } from "../schemas/served-screens";
import { BODY_LENIENCE } from "./form-body";
import type { HttpMethod, OpenApiDocument, Operation, PathItem, Tag } from "./openapi-types";
import { fillPath, pathParamNames, toPathTemplate } from "./path-template";
import { type RegisteredRoute, routeKey } from "./route-catalog";
import { DEVICE_KEY_SCHEME } from "./route-notes";
import { BEARER_SCHEME, ERROR_RESPONSES, operationId, routeOperation } from "./route-operation";
import { SCREEN_ROUTES, type ScreenCall } from "./screen-operations";

export interface DocumentSource {
  routes: readonly RegisteredRoute[];
  /** The screens serving their endpoints; the caller's permissions cut what is offered. */
  screens: readonly LoadedScreen[];
  /** The router file's modules, naming the group each screen belongs to. */
  modules: readonly Module[];
  /** The caller; null: no session, and no screen is expanded. */
  user: PermissionHolder | null;
  locale: SchemaLocale;
  catalog: ModelCatalog;
  endpointOf: (name: string) => string | undefined;
  /** The path parameters the server's router reads from an address, if a route serves it. */
  servedBy: (method: HttpMethod, url: string) => Record<string, string> | undefined;
  version: string;
}

const SCREEN_PARAM = "endpoint";

export function buildDocument(source: DocumentSource): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  const add = (path: string, method: HttpMethod, operation: Operation) => {
    paths[path] = { ...paths[path], [method]: operation };
  };
  const generic = source.routes.filter((route) => pathParamNames(route.url).includes(SCREEN_PARAM));
  for (const route of source.routes) {
    if (!generic.includes(route))
      add(toPathTemplate(route.url), route.method, routeOperation(route));
  }
  const tags = new Map<string, Tag>();
  for (const route of generic) {
    const rule = SCREEN_ROUTES[routeKey(route)];
    if (!source.user || !rule) {
      add(toPathTemplate(route.url), route.method, routeOperation(route));
      continue;
    }
    for (const loaded of source.screens) {
      const call: ScreenCall = {
        loaded,
        user: source.user,
        locale: source.locale,
        catalog: source.catalog,
        endpointOf: source.endpointOf,
      };
      for (const offer of rule.offers(call)) {
        const filled = { [SCREEN_PARAM]: loaded.screen.endpoint, ...offer.path };
        const path = fillPath(toPathTemplate(route.url), filled);
        // A route of its own answers this address (the approval list): that one is documented.
        if (!servedByRoute(source, route, filled)) continue;
        const base = routeOperation(route, new Set(Object.keys(filled)));
        const shaped = { ...base, ...rule.shape(call, base, offer) };
        const title = pickText(loaded.screen.title, source.locale);
        add(path, route.method, {
          ...shaped,
          operationId: operationId(route.method, path),
          summary: `${title}: ${offer.summary ?? base.summary}`,
          tags: [loaded.screen.endpoint],
          "x-mandor-screen": loaded.id,
          "x-mandor-model": loaded.model.model,
          "x-mandor-permissions": offer.permissions,
        });
        tags.set(loaded.screen.endpoint, screenTag(loaded, source));
      }
    }
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Mandor API",
      version: source.version,
      description: DESCRIPTION,
      license: LICENSE,
    },
    servers: [{ url: "/", description: "This server" }],
    tags: [...tags.values()].sort((a, b) => a.name.localeCompare(b.name)),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: COMPONENTS,
    security: [{ [BEARER_SCHEME]: [] }],
  };
}

/**
 * Whether the server's router sends the address of `route` with `filled` to that route: it
 * does when it reads the same parameters from it; a static route (the approval list) or
 * another pattern reads others.
 */
function servedByRoute(
  source: DocumentSource,
  route: RegisteredRoute,
  filled: Record<string, string>,
): boolean {
  const expected = Object.fromEntries(
    pathParamNames(route.url).map((name) => [name, filled[name] ?? SAMPLE_VALUE]),
  );
  const address = fillPath(toPathTemplate(route.url), expected);
  const found = source.servedBy(route.method, address);
  return found !== undefined && canonical(found) === canonical(expected);
}

/** Mandor is not published under any licence: SPDX names such a licence `LicenseRef-…`. */
const LICENSE = { name: "Proprietary", identifier: "LicenseRef-Proprietary" };

const SAMPLE_VALUE = "1";
const canonical = (params: Record<string, string>) =>
  JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));

function screenTag(loaded: LoadedScreen, source: DocumentSource): Tag {
  const title = pickText(loaded.screen.title, source.locale);
  const module = source.modules.find((candidate) =>
    candidate.routes.some((route) => route.schema === loaded.id),
  );
  return {
    name: loaded.screen.endpoint,
    description: module ? `${title} (${pickText(module.title, source.locale)})` : title,
  };
}

const DESCRIPTION = [
  "The HTTP API of Mandor, generated from the routes the server registers and the screens its",
  "overlays describe (schemas/*.json, re-read when a steward saves one).",
  "",
  "Without a session this document shows every call, the generic screen calls as templates",
  "(`/api/{endpoint}/list`). Called with `Authorization: Bearer <token>` (from `POST /api/login`)",
  "it shows each screen the caller may use, with only the fields, filters and steps the",
  "caller's permissions allow: `/api/<endpoint>/list`, `/create`, … with their own parameters",
  "and bodies. Messages follow `Content-Language` (id or en).",
  "",
  `Request bodies of a screen's create and update: ${BODY_LENIENCE}`,
  "No text anywhere may hold a NUL character or an unpaired surrogate, and numbers must be",
  "finite: such a value is refused with 400 (INVALID_VALUE).",
  "",
  "Extensions: `x-mandor-route` (the registered route), `x-mandor-screen` and `x-mandor-model`",
  "(the screen and its table), `x-mandor-permissions` (any one set, held whole), and in a",
  "field's schema `x-mandor-rules` (every validation rule, e.g. `unique:employees,nik`,",
  "`exists:projects,id`, `decimal:0,2`), `x-mandor-choices` (the dataset listing valid",
  "values), `x-mandor-upload` (where to upload the file whose stored name the field takes) and",
  "`x-mandor-trimmed` (the value is judged with surrounding spaces taken off).",
  "",
  "The database also refuses some combinations no field's schema states (an end date before",
  "its start, a map point with one coordinate): 422 with the reason.",
].join("\n");

const COMPONENTS: OpenApiDocument["components"] = {
  securitySchemes: {
    [BEARER_SCHEME]: {
      type: "http",
      scheme: "bearer",
      description: "The token `POST /api/login` answers.",
    },
    [DEVICE_KEY_SCHEME]: {
      type: "apiKey",
      in: "header",
      name: "X-Device-Key",
      description: "An attendance device's key, made by a screen's `POST /api/<endpoint>/secret`.",
    },
  },
  schemas: {
    Error: {
      type: "object",
      properties: {
        code: { type: "string", enum: Object.keys(ERRORS) },
        message: { type: "string", description: "In the caller's language." },
        errors: {
          type: "object",
          description: "Messages per field.",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
        data: { description: "What the caller needs to act, e.g. both versions of a record." },
      },
      required: ["code", "message"],
    },
  },
  responses: Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      {
        description,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  ),
};
