/**
 * The date rules the date widgets lean on: a range `{ from, to }` is one object in the form's
 * schema with its order checked ('range-order', in both languages), the lock rules reach the
 * widget as its choices, and the locks judge an instant by its day in Jakarta.
 */
import { describe, expect, it } from "vitest";
import { toForm } from "../../src/schema/adapter/to-form";
import type { SchemaLocale } from "../../src/schema/local-text";
import type { GenModel } from "../../src/schema/model-meta";
import { businessDay, inOpenPeriod, isToday } from "../../src/schema/validation/periods";
import { rangeInOrder } from "../../src/schema/validation/range-order";
import { validateValues } from "../../src/schema/validation/validate-values";
import { compile, SUPER_ADMIN, screenOf } from "./fixtures";

describe("range order", () => {
  it.each([
    [{ from: "2026-01-01", to: "2026-01-31" }, true],
    [{ from: "2026-01-31", to: "2026-01-31" }, true],
    [{ from: "2026-02-01", to: "2026-01-31" }, false],
    [{ from: "2026-01-31T17:00:00Z", to: "2026-01-31T16:59:59Z" }, false],
    [{ from: "07:00:00", to: "17:00:00" }, true],
    [{ from: "2026-W10", to: "2026-W09" }, false],
    [{ from: "2026-12", to: "2027-01" }, true],
    [{ from: 2027, to: 2026 }, false],
    [{ from: 999, to: 2026 }, true],
    [{ from: "2026-02-01" }, true],
    [{ to: "2026-02-01" }, true],
    ["2026-02-01", true],
  ])("%j in order: %s", (value, ordered) => {
    expect(rangeInOrder(value)).toBe(ordered);
  });
});

describe("the locks judge an instant by its day in Jakarta", () => {
  it.each([
    ["2026-03-25", "2026-03-25"],
    ["2026-03-25T23:00:00", "2026-03-25"],
    ["2026-03-25T16:59:59Z", "2026-03-25"],
    ["2026-03-25T17:00:00Z", "2026-03-26"],
    ["2026-03-25T17:00:00.000Z", "2026-03-26"],
    ["2026-03-26T06:00:00+07:00", "2026-03-26"],
  ])("%s is on %s", (value, day) => {
    expect(businessDay(value)).toBe(day);
  });

  it("closes the period at Jakarta's midnight after the 25th, not UTC's", () => {
    expect(inOpenPeriod("2026-03-25T16:59:59Z", "2026-03-10")).toBe(true);
    expect(inOpenPeriod("2026-03-25T17:00:00Z", "2026-03-10")).toBe(false);
    expect(isToday("2026-03-09T17:00:00Z", "2026-03-10")).toBe(true);
    expect(isToday("2026-03-10T17:00:00Z", "2026-03-10")).toBe(false);
  });
});

const MODEL: GenModel = {
  model: "jadwal",
  title: null,
  fieldList: ["id", "tanggal"],
  fieldType: { id: "bigint", tanggal: "date" },
  fieldView: ["id", "tanggal"],
  fieldAdd: ["tanggal"],
  fieldEdit: ["tanggal"],
  fieldRelation: {},
  fieldValidation: {},
};

function formOf(view: "filter" | "create", locale: SchemaLocale = "id") {
  const screen = screenOf(MODEL, {
    fields: {
      tanggal: {
        label: { id: "Tanggal", en: "Date" },
        rules: ["lock-periode"],
        filter: { show: true, type: "date-range" },
      },
    },
  });
  return toForm(screen, view, { user: SUPER_ADMIN, locale });
}

describe("a range in a form", () => {
  it("is one object of two ends of the field's kind", () => {
    const form = formOf("filter");
    expect(form.schema.properties.tanggal).toMatchObject({
      type: "object",
      properties: { from: { type: "string" }, to: { type: "string" } },
      additionalProperties: false,
    });
    expect(form.checks.tanggal).toEqual([{ name: "range-order", rule: "range-order", args: [] }]);
  });

  it.each([
    ["id", "Awal Tanggal tidak boleh sesudah akhirnya"],
    ["en", "The start of Date must not be after its end"],
  ] as const)("refuses a reversed range in %s", (locale, message) => {
    const form = formOf("filter", locale);
    const reversed = { tanggal: { from: "2026-03-02", to: "2026-03-01" } };
    const today = "2026-03-10";
    expect(validateValues(form, compile(form), reversed, { locale, today }).errors).toEqual({
      tanggal: [message],
    });
    const ordered = { tanggal: { from: "2026-03-01", to: "2026-03-01" } };
    expect(validateValues(form, compile(form), ordered, { locale, today }).errors).toEqual({});
  });

  it("hands the field's lock rules to its widget", () => {
    const options = (formOf("create").uiSchema.tanggal as Record<string, unknown>)["ui:options"];
    expect(options).toMatchObject({ type: "date", locks: ["lock-periode"] });
  });
});
