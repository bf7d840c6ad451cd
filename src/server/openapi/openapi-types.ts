/**
 * The part of OpenAPI 3.1 Mandor's document uses. Schemas are plain JSON Schema 2020-12, the
 * dialect OpenAPI 3.1 adopts, so the adapter's form schemas go in as they are.
 */

export type JsonSchema = Record<string, unknown>;

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  /** A query value given several times (`key=a&key=b`) is an array. */
  style?: "form" | "simple";
  explode?: boolean;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface RequestBody {
  required: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Reference {
  $ref: string;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Reference>;
  security: SecurityRequirement[];
  /** The route as the server registered it (`/api/:endpoint/create`). */
  "x-mandor-route": string;
  /** The screen (overlay id) an operation of a generic screen route serves. */
  "x-mandor-screen"?: string;
  /** The screen's table: where an `exists:<table>,<column>` rule finds the screen making rows. */
  "x-mandor-model"?: string;
  /** Any one of these sets of permissions, each held whole, lets the caller in. */
  "x-mandor-permissions"?: string[][];
}

export type PathItem = Partial<Record<HttpMethod, Operation>>;

export interface Tag {
  name: string;
  description?: string;
}

/** OpenAPI 3.1 wants a name and either an SPDX `identifier` or a `url`, never both. */
export interface License {
  name: string;
  identifier: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string; license: License };
  servers: { url: string; description: string }[];
  tags: Tag[];
  paths: Record<string, PathItem>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
  };
  security: SecurityRequirement[];
}
