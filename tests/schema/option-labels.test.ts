/**
 * Fixed choices speak their label, not their code, in both languages and wherever they show:
 * the detail and the list (display transform), the forms' and filters' select options
 * (enumNames). Every kind of source: an overlay's items, a CHECK … IN list without items, a
 * 1/0 flag and a true/false column.
 */
import { describe, expect, it } from "vitest";
import { displayText, toColumns, toDetailRows } from "../../src/schema/adapter/to-display";
import { toForm } from "../../src/schema/adapter/to-form";
import type { SchemaLocale } from "../../src/schema/local-text";
import type { GenModel } from "../../src/schema/model-meta";
import { SUPER_ADMIN, screenOf } from "./fixtures";

const COLUMNS = ["marital_status", "religion", "active", "is_blacklisted", "kind"] as const;

const PEOPLE: GenModel = {
  model: "people",
  title: null,
  fieldList: ["id", ...COLUMNS],
  fieldType: {
    id: "bigint",
    marital_status: "character_varying",
    religion: "character_varying",
    active: "smallint",
    is_blacklisted: "boolean",
    kind: "character_varying",
  },
  fieldView: ["id", ...COLUMNS],
  fieldAdd: [...COLUMNS],
  fieldEdit: [...COLUMNS],
  fieldRelation: {},
  fieldValidation: {
    marital_status: ["nullable", "string", "max:20", "in:single,married"],
    religion: ["nullable", "string", "max:20", "in:Islam,Kristen"],
    active: ["required", "integer", "in:0,1"],
    is_blacklisted: ["boolean"],
    kind: ["nullable", "string", "in:attendance_terminal,phone"],
  },
};

const people = screenOf(PEOPLE, {
  fields: {
    marital_status: {
      option: {
        items: [
          { code: "single", label: { id: "Belum Kawin", en: "Single" } },
          { code: "married", label: { id: "Kawin", en: "Married" } },
        ],
      },
    },
    religion: {
      option: {
        items: [
          { code: "Islam", label: { id: "Islam", en: "Islam" } },
          { code: "Kristen", label: { id: "Kristen", en: "Christian" } },
        ],
      },
    },
    is_blacklisted: { filter: { show: true } },
    active: { filter: { show: true } },
    kind: { filter: { show: true } },
  },
});

const RECORD = {
  id: 1,
  marital_status: "married",
  religion: "Kristen",
  active: 0,
  is_blacklisted: true,
  kind: "attendance_terminal",
};

describe("option labels in list and detail", () => {
  it.each<[string, SchemaLocale, string]>([
    ["marital_status", "id", "Kawin"],
    ["marital_status", "en", "Married"],
    ["religion", "id", "Kristen"],
    ["religion", "en", "Christian"],
    ["active", "id", "Tidak Aktif"],
    ["active", "en", "Inactive"],
    ["is_blacklisted", "id", "Ya"],
    ["is_blacklisted", "en", "Yes"],
    ["kind", "id", "Attendance terminal"],
    ["kind", "en", "Attendance terminal"],
  ])("%s reads in %s as %j", (field, locale, expected) => {
    const context = { user: SUPER_ADMIN, locale };
    for (const items of [toDetailRows(people, context), toColumns(people, context)]) {
      const item = items.find((candidate) => candidate.id === field);
      if (!item) throw new Error(`no ${field}`);
      expect(displayText(item, RECORD, locale)).toBe(expected);
    }
  });

  it("keeps a stored value no item names as it is", () => {
    const item = toDetailRows(people, { user: SUPER_ADMIN, locale: "en" }).find(
      (candidate) => candidate.id === "marital_status",
    );
    if (!item) throw new Error("no marital_status");
    expect(displayText(item, { marital_status: "widowed" }, "en")).toBe("widowed");
  });

  it("lets a view's own transform win over the labels", () => {
    const raw = screenOf(PEOPLE, { fields: { kind: { detail: { transform: "uppercase" } } } });
    const item = toDetailRows(raw, { user: SUPER_ADMIN, locale: "id" }).find(
      (candidate) => candidate.id === "kind",
    );
    if (!item) throw new Error("no kind");
    expect(displayText(item, RECORD, "id")).toBe("ATTENDANCE_TERMINAL");
  });
});

describe("option labels in forms and filters", () => {
  const names = (view: "create" | "filter", field: string, locale: SchemaLocale) =>
    (
      toForm(people, view, { user: SUPER_ADMIN, locale }).uiSchema[field] as {
        "ui:options": { enumNames?: Record<string, string> };
      }
    )["ui:options"].enumNames;

  it.each<["create" | "filter", string, SchemaLocale, Record<string, string>]>([
    ["filter", "is_blacklisted", "id", { true: "Ya", false: "Tidak" }],
    ["filter", "is_blacklisted", "en", { true: "Yes", false: "No" }],
    ["filter", "active", "id", { 1: "Aktif", 0: "Tidak Aktif" }],
    ["filter", "active", "en", { 1: "Active", 0: "Inactive" }],
    ["filter", "kind", "en", { attendance_terminal: "Attendance terminal", phone: "Phone" }],
    ["create", "religion", "id", { Islam: "Islam", Kristen: "Kristen" }],
    ["create", "religion", "en", { Islam: "Islam", Kristen: "Christian" }],
    ["create", "marital_status", "en", { single: "Single", married: "Married" }],
  ])("the %s form names %s's choices in %s", (view, field, locale, expected) => {
    expect(names(view, field, locale)).toEqual(expected);
  });
});
