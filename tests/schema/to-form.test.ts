/** The form views: JSON Schema for validation, uiSchema for drawing, fields, checks, database rules. */
import { describe, expect, it } from "vitest";
import { toForm } from "../../src/schema/adapter/to-form";
import { INPUT_VALIDATION_MODE } from "../../src/schema/overlay/field-types";
import { MODELS, SUPER_ADMIN, screenOf } from "./fixtures";

const skills = screenOf(MODELS.m_skills, {
  fields: {
    code: {
      label: { id: "Kode Keahlian", en: "Skill Code" },
      rules: ["alpha_dash"],
      placeholder: { id: "LAS-01", en: "WLD-01" },
    },
    description: { hint: { id: "Opsional", en: "Optional" }, create: { class: "field--full" } },
    active: { value: 1 },
  },
});

describe("toForm", () => {
  const form = toForm(skills, "create", { user: SUPER_ADMIN, locale: "id" });

  it("holds the writable fields in order, with the required ones listed", () => {
    expect(form.fields.map((field) => [field.id, field.type, field.kind, field.required])).toEqual([
      ["code", "text", "string", true],
      ["name", "text", "string", true],
      ["description", "textarea", "string", false],
      ["active", "checkbox", "integer", false],
    ]);
    expect(form.schema.required).toEqual(["code", "name"]);
    expect(Object.keys(form.schema.properties)).toEqual(["code", "name", "description", "active"]);
  });

  it("validates with the rules and starts a new record at the overlay's value", () => {
    expect(form.schema.properties.code).toMatchObject({
      type: "string",
      maxLength: 30,
      pattern: "^[\\p{L}\\p{N}_-]*$",
    });
    expect(form.schema.properties.active).toMatchObject({
      type: "integer",
      enum: [0, 1],
      default: 1,
    });
    expect(form.database).toEqual({
      code: [{ name: "unique", rule: "unique:m_skills,code", table: "m_skills", column: "code" }],
    });
  });

  it("draws each field with its widget, texts, class and options", () => {
    expect(form.uiSchema["ui:order"]).toEqual(["code", "name", "description", "active"]);
    expect(form.uiSchema.code).toEqual({
      "ui:widget": "text",
      "ui:title": "Kode Keahlian",
      "ui:placeholder": "LAS-01",
      "ui:options": { type: "text", attr: {} },
    });
    expect(form.uiSchema.description).toMatchObject({
      "ui:help": "Opsional",
      "ui:classNames": "field--full",
      "ui:options": { rows: 3 },
    });
    expect(form.uiSchema.active).toMatchObject({
      "ui:widget": "checkbox",
      "ui:options": { checkedValue: 1, uncheckedValue: 0 },
    });
    expect(form.fields.map((field) => field.mode)).toEqual([
      "eager",
      "eager",
      "eager",
      "aggressive",
    ]);
  });

  it("keeps language out of the JSON Schema, so both languages share one validator", () => {
    const english = toForm(skills, "create", { user: SUPER_ADMIN, locale: "en" });
    expect(english.schema).toEqual(form.schema);
    expect(english.uiSchema.code).toMatchObject({
      "ui:title": "Skill Code",
      "ui:placeholder": "WLD-01",
    });
    expect(form.schema.$id).toMatch(/^v[0-9a-z]{14}$/);
  });

  it("names different forms differently", () => {
    const update = toForm(skills, "update", { user: SUPER_ADMIN, locale: "id" });
    expect(update.schema.$id).not.toBe(form.schema.$id);
    expect(update.schema.properties.active).not.toHaveProperty("default");
  });

  it("leaves out fields the user may not see, and keeps `only` the fields asked for", () => {
    const guarded = screenOf(MODELS.m_skills, {
      fields: { description: { create: { permission: "create-secret" } } },
    });
    const clerk = { roleId: 3, permissions: ["create-m-skills"] };
    expect(
      toForm(guarded, "create", { user: clerk, locale: "id" }).fields.map((f) => f.id),
    ).toEqual(["code", "name", "active"]);
    expect(
      toForm(guarded, "create", {
        user: { roleId: 3, permissions: ["create-secret"] },
        locale: "id",
      }).fields,
    ).toHaveLength(4);
    expect(toForm(guarded, "create", { user: null, locale: "id" }).fields).toEqual([]);
    const only = toForm(
      guarded,
      "create",
      { user: SUPER_ADMIN, locale: "id" },
      { only: new Set(["code", "name", "active"]) },
    );
    expect(only.schema).toEqual(toForm(guarded, "create", { user: clerk, locale: "id" }).schema);
  });

  it("builds the filter form from types and fixed choices only", () => {
    const projects = screenOf(MODELS.projects, {
      fields: {
        status: { filter: { show: true } },
        project_name: { filter: { show: true } },
        is_high_risk: { filter: { show: true } },
      },
    });
    const filter = toForm(projects, "filter", { user: SUPER_ADMIN, locale: "id" });
    expect(filter.schema.required).toEqual([]);
    expect(filter.schema.properties.project_name).toEqual({ type: "string", "x-rules": {} });
    expect(filter.schema.properties.status).toMatchObject({
      enum: ["planning", "running", "finished", "suspended"],
    });
    expect(filter.uiSchema.is_high_risk).toMatchObject({ "ui:widget": "select" });
  });

  it("labels fixed choices in the reader's language", () => {
    const projects = screenOf(MODELS.projects, {
      fields: {
        status: {
          option: { items: [{ code: "planning", label: { id: "Perencanaan", en: "Planning" } }] },
        },
      },
    });
    const english = toForm(projects, "create", { user: SUPER_ADMIN, locale: "en" });
    expect(english.uiSchema.status).toMatchObject({
      "ui:options": { enumNames: { planning: "Planning" } },
    });
  });

  it("marks an input outside the spec for the registry's unknown-type widget", () => {
    const odd = screenOf(MODELS.m_skills, { fields: { name: { type: "slider" } } });
    expect(toForm(odd, "create", { user: SUPER_ADMIN, locale: "id" }).uiSchema.name).toMatchObject({
      "ui:widget": "unknown-input",
      "ui:options": { type: "slider" },
    });
  });

  it("validates eagerly text, number, date and editor inputs, aggressively choices and files", () => {
    expect(INPUT_VALIDATION_MODE).toMatchObject({
      text: "eager",
      number: "eager",
      date: "eager",
      texteditor: "eager",
      select: "aggressive",
      file: "aggressive",
      "lookup-radio": "aggressive",
    });
  });
});
