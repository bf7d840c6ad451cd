/** Fastify route addresses as OpenAPI path templates, and templates filled in. */
import { describe, expect, it } from "vitest";
import {
  fillPath,
  pathParamNames,
  toPathTemplate,
} from "../../../src/server/openapi/path-template";

describe("path templates", () => {
  it.each([
    ["/api/health", "/api/health", []],
    ["/api/:endpoint/:id/show", "/api/{endpoint}/{id}/show", ["endpoint", "id"]],
    ["/api/schema/:id/validator/:view.js", "/api/schema/{id}/validator/{view}.js", ["id", "view"]],
    ["/api/files/*", "/api/files/{path}", ["path"]],
  ])("%s becomes %s", (url, template, names) => {
    expect(toPathTemplate(url)).toBe(template);
    expect(pathParamNames(url)).toEqual(names);
  });

  it("fills the parameters given, encoded, and keeps the others", () => {
    expect(
      fillPath("/api/{endpoint}/{id}/transitions/{name}", { endpoint: "m-skills", name: "a b" }),
    ).toBe("/api/m-skills/{id}/transitions/a%20b");
  });
});
