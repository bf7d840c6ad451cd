/**
 * A money field on its way through the shared validation: its decimal text is kept exact
 * (a float would lose the cents of a numeric(18,2)), its bounds and places still hold, and a
 * value read as "1250000000.70" is the same amount as a typed "1250000000.7".
 */
import { describe, expect, it } from "vitest";
import { toForm } from "../../src/schema/adapter/to-form";
import { changedFields } from "../../src/schema/api/field-changes";
import type { SchemaLocale } from "../../src/schema/local-text";
import { validateValues } from "../../src/schema/validation/validate-values";
import { compile, MODELS, SUPER_ADMIN, screenOf } from "./fixtures";

const projects = screenOf(MODELS.projects, {
  fields: {
    contract_value: { label: { id: "Nilai Kontrak", en: "Contract Value" }, type: "money" },
    progress: { label: { id: "Progres", en: "Progress" } },
  },
});
const only = { only: new Set(["contract_value", "progress"]) };
const form = (locale: SchemaLocale = "id") =>
  toForm(projects, "update", { user: SUPER_ADMIN, locale }, only);

const check = (values: Record<string, unknown>, locale: SchemaLocale = "id") => {
  const built = form(locale);
  return validateValues(built, compile(built), values, { locale, today: "2026-03-10" });
};

describe("money values", () => {
  it.each([
    ["1250000000.75", "1250000000.75"],
    ["9999999999999999.99", "9999999999999999.99"],
    ["172054074075.74", "172054074075.74"],
    [1250000000.75, "1250000000.75"],
    ["0", "0"],
    ["1500000.00", "1500000"],
  ])("keeps %j as the exact decimal %j", (value, kept) => {
    expect(check({ contract_value: value })).toEqual({
      values: { contract_value: kept },
      errors: {},
    });
  });

  it.each([
    ["id", "-5", "Nilai Nilai Kontrak tidak boleh kurang dari 0"],
    ["en", "-5", "The Contract Value field must be 0 or more"],
    [
      "id",
      "1.234",
      "Nilai Kontrak harus berupa desimal yang benar (maksimal 2 angka di belakang koma)",
    ],
    ["en", "1.234", "The Contract Value field must be a valid decimal (at most 2 decimal places)"],
  ] as [SchemaLocale, string, string][])("in %s refuses %j: %s", (locale, value, message) => {
    expect(check({ contract_value: value }, locale).errors).toEqual({ contract_value: [message] });
  });

  it("counts an amount's places on its text, not by dividing a float", () => {
    // ajv's multipleOf 0.01 finds 172054074075.74 / 0.01 = 17205407407573.998… not whole.
    expect(check({ contract_value: "172054074075.74" }).errors).toEqual({});
    expect(check({ progress: 12.345 }).errors).toEqual({
      progress: ["Progres harus berupa desimal yang benar (maksimal 2 angka di belakang koma)"],
    });
  });

  it("tells an amount read with its scale from the same amount typed", () => {
    const built = form();
    expect(
      changedFields(built, { contract_value: "1250000000.70" }, { contract_value: "1250000000.7" }),
    ).toEqual({});
    expect(
      changedFields(
        built,
        { contract_value: "1250000000.70" },
        { contract_value: "1250000000.71" },
      ),
    ).toEqual({ contract_value: "1250000000.71" });
  });
});
