/**
 * The fuzzer's generators: valid values pass the schema they were drawn from (checked by the
 * server's own ajv), hostile JSON is written out however deep it is and keeps prototype keys
 * as keys, URL escaping survives unpaired surrogates, and an OpenAPI document becomes
 * operations with its `$ref`s resolved.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAjv } from "../../../src/server/schemas/ajv-instance";
import { Nested, objectWith, Repeated, toJson } from "./hostile-values";
import { type JsonSchema, validValue } from "./json-schema-arbitrary";
import { openApiOperations } from "./openapi-operations";
import { escapeText } from "./request-arbitrary";

const SCHEMAS: [string, JsonSchema][] = [
  [
    "a form",
    {
      type: "object",
      properties: {
        code: { type: "string", minLength: 2, maxLength: 10, pattern: "^[A-Z]{2}[0-9]*$" },
        name: { type: "string", maxLength: 100 },
        active: { type: "integer", enum: [0, 1] },
        birth_date: { type: ["string", "null"], format: "date" },
        skills: { type: "array", maxItems: 3, items: { type: "integer", minimum: 1 } },
      },
      required: ["code", "name"],
    },
  ],
  [
    "a choice of requirements",
    {
      type: "object",
      properties: {
        email: { type: "string", minLength: 1 },
        username: { type: "string", minLength: 1 },
      },
      anyOf: [{ required: ["email"] }, { required: ["username"] }],
    },
  ],
  [
    "a nested body",
    {
      type: "object",
      properties: {
        rows: {
          type: "array",
          maxItems: 5,
          items: {
            type: "object",
            properties: { id: { type: "integer", minimum: 1 } },
            required: ["id"],
          },
        },
        filters: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["rows", "filters"],
    },
  ],
];

describe("validValue", () => {
  it.each(SCHEMAS)("draws values that pass %s", (_name, schema) => {
    const validate = createAjv().compile(schema);
    fc.assert(
      fc.property(validValue(schema), (value) => {
        expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      }),
      { seed: 18, numRuns: 200 },
    );
  });
});

describe("hostile JSON", () => {
  it("is written out at any depth, and parses back", () => {
    const text = toJson({ a: new Nested(100_000, "object"), b: new Repeated(null, 3) });
    expect(text.length).toBeGreaterThan(500_000);
    expect(JSON.parse(text).b).toEqual([null, null, null]);
  });

  it("keeps __proto__ and constructor as keys", () => {
    const text = toJson(
      objectWith([
        ["__proto__", { admin: true }],
        ["constructor", 1],
      ]),
    );
    expect(text).toBe('{"__proto__":{"admin":true},"constructor":1}');
  });

  it("escapes an unpaired surrogate in a URL as the bytes it would arrive as", () => {
    expect(escapeText("a\ud800 b")).toBe("a%ED%A0%80%20b");
  });
});

describe("openApiOperations", () => {
  it("reads paths, parameters and JSON bodies, resolving references", () => {
    const operations = openApiOperations({
      openapi: "3.1.0",
      paths: {
        "/api/m-skills/{id}/show": {
          parameters: [
            { name: "id", in: "path", required: true, schema: { $ref: "#/components/schemas/Id" } },
          ],
          get: {
            parameters: [
              { name: "page", in: "query", required: true, schema: { type: "integer" } },
            ],
          },
        },
        "/api/m-skills/create": {
          post: {
            requestBody: {
              content: { "application/json": { schema: { $ref: "#/components/schemas/Skill" } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Id: { type: "integer", minimum: 1 },
          Skill: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
        },
      },
    });
    expect(operations).toEqual([
      {
        method: "GET",
        path: "/api/m-skills/:id/show",
        params: { id: { type: "integer", minimum: 1 } },
        query: { type: "object", properties: { page: { type: "integer" } }, required: ["page"] },
        bound: {},
      },
      {
        method: "POST",
        path: "/api/m-skills/create",
        params: {},
        body: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
        bound: {},
      },
    ]);
  });
});
