/**
 * A screen's create and update bodies as the document gives them: the form's own JSON Schema,
 * made explicit where the server reads values otherwise (null clears only what may be empty,
 * a required text is not blank, places are a multipleOf) and annotated with the rules ajv
 * cannot check, where choices come from and where files are uploaded.
 */
import { describe, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import { createBody, deleteBody, updateBody } from "../../../src/server/openapi/form-body";
import { MODELS, SUPER_ADMIN, screenOf } from "../../schema/fixtures";

const projects = screenOf(MODELS.projects, {
  fields: {
    project_code: { rules: ["alpha_dash"] },
    department_id: { getter: "departments?territory_id={territory_id}" },
  },
});
const context = (view: "create" | "update") => ({
  screen: projects,
  endpointOf: (name: string) => (name === "departments" ? "department" : undefined),
  clearable: (field: { id: string }) =>
    view === "create" || (MODELS.projects.fieldValidation[field.id] ?? []).includes("nullable"),
});
const form = (view: "create" | "update") =>
  toForm(projects, view, { user: SUPER_ADMIN, locale: "en" });
const create = createBody(form("create"), context("create"));
const update = updateBody(form("update"), context("update"), true);
const property = (body: Record<string, unknown>, name: string) =>
  (body.properties as Record<string, Record<string, unknown>>)[name] ?? {};

describe("createBody", () => {
  it("keeps the form's requirements and leaves the validator's own keys out", () => {
    expect(create.required).toEqual(["project_code", "project_name", "department_id"]);
    expect(JSON.stringify(create)).not.toContain('"x-rules"');
    expect(create).not.toHaveProperty("$id");
  });

  it.each([
    ["project_code", { minLength: 1, allOf: [{ pattern: "\\S" }], "x-mandor-trimmed": true }],
    ["project_name", { type: "string", minLength: 1, pattern: "\\S", maxLength: 200 }],
    ["owner_name", { type: ["string", "null"], maxLength: 200 }],
    ["contract_value", { type: ["number", "null"], multipleOf: 0.01, minimum: 0 }],
    ["status", { enum: ["planning", "running", "finished", "suspended", null] }],
    ["start_date", { type: ["string", "null"], format: "date" }],
    [
      "department_id",
      {
        type: "integer",
        "x-mandor-rules": expect.arrayContaining(["required", "exists:departments,id"]),
        "x-mandor-choices": {
          path: "/api/department/dataset",
          value: "id",
          query: "territory_id={territory_id}",
        },
      },
    ],
  ])("describes %s as the server reads it", (name, expected) => {
    expect(property(create, name)).toMatchObject(expected);
  });
});

describe("updateBody and deleteBody", () => {
  it("name the record and the version read; the fields are optional", () => {
    expect(update.required).toEqual(["id", "updated_at"]);
    expect(property(update, "updated_at")).toMatchObject({ type: "string", format: "date-time" });
    expect(property(update, "$base")).toMatchObject({ type: "object" });
    expect(deleteBody(false)).toEqual({
      type: "object",
      properties: { id: expect.objectContaining({ type: "integer", minimum: 1 }) },
      required: ["id"],
    });
  });

  it("take null only for a column that may be empty", () => {
    // progress is NOT NULL with a default: a create leaves an empty out, an update would write it.
    expect(property(create, "progress").type).toEqual(["number", "null"]);
    expect(property(update, "progress").type).toBe("number");
    expect(property(update, "owner_name").type).toEqual(["string", "null"]);
  });
});
