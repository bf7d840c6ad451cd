/**
 * One registered route as an OpenAPI operation: its declared params, querystring, headers,
 * body and answers turned into parameters, a request body and responses, completed by the
 * route's note (summary, group, multipart body, other answer types, device key) and by the
 * error answers every route shares.
 */

import type {
  JsonSchema,
  Operation,
  Parameter,
  Reference,
  RequestBody,
  Response,
  SecurityRequirement,
} from "./openapi-types";
import { pathParamNames, toPathTemplate, WILDCARD_PARAM } from "./path-template";
import type { RegisteredRoute } from "./route-catalog";
import { routeKey } from "./route-catalog";
import { ROUTE_NOTES, type RouteNote } from "./route-notes";

export const BEARER_SCHEME = "bearer";
const SIGNED_IN: SecurityRequirement[] = [{ [BEARER_SCHEME]: [] }];
/** Open to anyone; a session, when sent, is still read (the language of a signed-in caller). */
const OPEN: SecurityRequirement[] = [{}, { [BEARER_SCHEME]: [] }];

/** The shared error answers (components.responses), all `{ code, message, errors?, data? }`. */
export const ERROR_RESPONSES = {
  BadRequest: "The request is malformed: a parameter or the body breaks its schema (400)",
  Unauthenticated: "No session, or the session ended (401)",
  Forbidden: "The caller lacks the permission named in the message (403)",
  NotFound: "Nothing by that address or id, or the caller may not know of it (404)",
  Conflict: "The record changed since the caller read it; nothing was written (409)",
  Refused: "The values are refused, field by field in `errors`; nothing was written (422)",
  Error: "Any other refusal, in the same shape",
} as const;
export type ErrorResponse = keyof typeof ERROR_RESPONSES;

export const errorRef = (name: ErrorResponse): Reference => ({
  $ref: `#/components/responses/${name}`,
});

/** Multipart with one file in `file`, as the upload and import routes read it. */
const UPLOAD_BODY: RequestBody = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        properties: {
          file: {
            type: "string",
            format: "binary",
            contentMediaType: "application/octet-stream",
            description: "The one file (field name `file`).",
          },
        },
        required: ["file"],
      },
    },
  },
};

export function operationId(method: string, path: string): string {
  return `${method}_${path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "")}`;
}

/** `given`: path parameters an expansion fills in (a screen's endpoint), left out here. */
export function routeOperation(
  route: RegisteredRoute,
  given: ReadonlySet<string> = new Set(),
): Operation {
  const note: RouteNote | undefined = ROUTE_NOTES[routeKey(route)];
  const schema = clone(route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const path = toPathTemplate(route.url);
  const pathParams = pathParamNames(route.url).filter((name) => !given.has(name));
  const requestBody = note?.upload ? UPLOAD_BODY : jsonBody(schema.body);
  const querystring = schema.querystring;
  const whole = querystring ? wholeQueryRules(querystring) : undefined;
  return {
    operationId: operationId(route.method, path),
    summary: note?.summary ?? `${route.method.toUpperCase()} ${path}`,
    ...(whole ? { description: whole } : {}),
    tags: [note?.tag ?? "Other"],
    parameters: [
      ...pathParameters(route.url, pathParams, schema.params, note),
      ...objectParameters(querystring, "query"),
      ...(note?.query ?? []),
      ...objectParameters(schema.headers, "header"),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...standardErrors(route, pathParams.length > 0),
      ...successResponses(schema.response, note),
    },
    security: note?.security ?? (route.public ? OPEN : SIGNED_IN),
    "x-mandor-route": route.url,
  };
}

/** The error answers any route of this kind may give. */
function standardErrors(
  route: Pick<RegisteredRoute, "public">,
  hasPathParams: boolean,
): Record<string, Reference> {
  return {
    "400": errorRef("BadRequest"),
    ...(route.public ? {} : { "401": errorRef("Unauthenticated"), "403": errorRef("Forbidden") }),
    ...(hasPathParams ? { "404": errorRef("NotFound") } : {}),
    default: errorRef("Error"),
  };
}

function pathParameters(
  url: string,
  names: readonly string[],
  params: JsonSchema | undefined,
  note: RouteNote | undefined,
): Parameter[] {
  const properties = (params?.properties ?? {}) as Record<string, JsonSchema>;
  return names.map((name) => {
    const choices = note?.pathChoices?.[name];
    const declared = properties[name] ?? { type: "string" };
    return {
      name,
      in: "path",
      required: true,
      ...(name === WILDCARD_PARAM && url.endsWith("*")
        ? { description: "The rest of the address, slashes included." }
        : {}),
      schema: choices ? { ...declared, enum: [...choices] } : declared,
    };
  });
}

function objectParameters(schema: JsonSchema | undefined, place: "query" | "header"): Parameter[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: required.has(name),
    schema: property,
  }));
}

/** Rules of a querystring beyond its properties, which parameters cannot carry one by one. */
function wholeQueryRules(querystring: JsonSchema): string | undefined {
  const { type: _type, properties: _properties, required: _required, ...rest } = querystring;
  if (Object.keys(rest).length === 0) return undefined;
  return `The query string as a whole must also satisfy this JSON Schema: \`${JSON.stringify(rest)}\``;
}

function jsonBody(body: JsonSchema | undefined): RequestBody | undefined {
  if (!body) return undefined;
  const types = [body.type].flat();
  return {
    required: !types.includes("null"),
    content: { "application/json": { schema: body } },
  };
}

function successResponses(
  declared: JsonSchema | undefined,
  note: RouteNote | undefined,
): Record<string, Response> {
  const answers = Object.entries((declared ?? {}) as Record<string, JsonSchema>);
  if (answers.length > 0) {
    return Object.fromEntries(
      answers.map(([status, schema]) => [
        status,
        { description: describeStatus(status), content: { "application/json": { schema } } },
      ]),
    );
  }
  return { "200": plainSuccess(note?.produces) };
}

/** A success whose shape the route does not declare: JSON, or the other types it produces. */
function plainSuccess(produces: readonly string[] | undefined): Response {
  if (!produces) {
    return { description: "Done", content: { "application/json": { schema: { type: "object" } } } };
  }
  return {
    description: "Done",
    content: Object.fromEntries(
      produces.map((type) => [
        type,
        { schema: { type: "string", contentMediaType: type.split(";")[0] } },
      ]),
    ),
  };
}

function describeStatus(status: string): string {
  return status.startsWith("2") ? "Done" : `Refused (${status})`;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
