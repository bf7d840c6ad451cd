/**
 * Rules that compare a field with another one, run by the shared validator (the browser's and
 * the server's): the order rules on dates, instants, times and numbers, and the conditional
 * requirements; each message names both fields, in both languages.
 */
import { describe, expect, it } from "vitest";
import type { FieldType, GenModel } from "../../src/schema/model-meta";
import { checkValues, oneField } from "./fixtures";

/** "nilai" (with `rule`) beside "lain", of their own types. */
function pair(rule: string, type: FieldType, otherType: FieldType = type): GenModel {
  const model = oneField(type, [rule], ["lain"]);
  return { ...model, fieldType: { ...model.fieldType, lain: otherType } };
}

type Case = [
  rule: string,
  type: FieldType,
  nilai: unknown,
  lain: unknown,
  id?: string,
  en?: string,
];

const CASES: Case[] = [
  [
    "after_or_equal:lain",
    "date",
    "2026-03-01",
    "2026-03-10",
    "Kolom nilai tidak boleh sebelum Kolom lain",
    "The Column nilai field must not be before Column lain",
  ],
  ["after_or_equal:lain", "date", "2026-03-10", "2026-03-10"],
  ["after_or_equal:lain", "date", "2026-03-01", undefined],
  ["after_or_equal:lain", "date", undefined, "2026-03-10"],
  [
    "after:lain",
    "date",
    "2026-03-10",
    "2026-03-10",
    "Kolom nilai harus sesudah Kolom lain",
    "The Column nilai field must be after Column lain",
  ],
  ["after:lain", "date", "2026-03-11", "2026-03-10"],
  [
    "before:lain",
    "integer",
    5,
    5,
    "Kolom nilai harus sebelum Kolom lain",
    "The Column nilai field must be before Column lain",
  ],
  ["before:lain", "integer", 4, 5],
  ["before_or_equal:lain", "numeric", "12.50", "12.5"],
  [
    "before_or_equal:lain",
    "numeric",
    12.51,
    "12.5",
    "Kolom nilai tidak boleh sesudah Kolom lain",
    "The Column nilai field must not be after Column lain",
  ],
  // One moment written in two zones is the same moment.
  [
    "after_or_equal:lain",
    "timestamp_with_time_zone",
    "2026-03-10T03:00:00Z",
    "2026-03-10T10:00:00+07:00",
  ],
  [
    "after:lain",
    "timestamp_with_time_zone",
    "2026-03-10T09:59:00+07:00",
    "2026-03-10T03:00:00Z",
    "Kolom nilai harus sesudah Kolom lain",
    "The Column nilai field must be after Column lain",
  ],
  ["after:lain", "time_without_time_zone", "17:00:00", "08:00:00"],
  [
    "after:lain",
    "time_without_time_zone",
    "07:00:00",
    "08:00:00",
    "Kolom nilai harus sesudah Kolom lain",
    "The Column nilai field must be after Column lain",
  ],
  [
    "required_with:lain",
    "double_precision",
    undefined,
    -6.2,
    "Kolom nilai harus diisi bila Kolom lain diisi",
    "The Column nilai field is required when Column lain is filled in",
  ],
  ["required_with:lain", "double_precision", undefined, undefined],
  ["required_with:lain", "double_precision", "", ""],
  [
    "required_without:lain",
    "bigint",
    undefined,
    undefined,
    "Kolom nilai harus diisi bila Kolom lain kosong",
    "The Column nilai field is required when Column lain is empty",
  ],
  ["required_without:lain", "bigint", undefined, 3],
  ["required_without:lain", "bigint", 3, undefined],
];

describe("cross-field rules", () => {
  it.each(CASES)("%s (%s): %j against %j", (rule, type, nilai, lain, id, en) => {
    const model = pair(rule, type);
    const values = { nilai, lain };
    expect(checkValues(model, values, "id").errors).toEqual(id ? { nilai: [id] } : {});
    expect(checkValues(model, values, "en").errors).toEqual(en ? { nilai: [en] } : {});
  });

  it("asks for a reason while a switch is on", () => {
    const model = pair("required_if:lain,true", "character_varying", "boolean");
    expect(checkValues(model, { lain: true }).errors).toEqual({
      nilai: ["Kolom nilai harus diisi bila Kolom lain dipilih"],
    });
    expect(checkValues(model, { lain: true }, "en").errors).toEqual({
      nilai: ["The Column nilai field is required when Column lain is on"],
    });
    expect(checkValues(model, { lain: false }).errors).toEqual({});
    expect(checkValues(model, { lain: true, nilai: "Mangkir" }).errors).toEqual({});
  });

  it("names the values a requirement depends on", () => {
    const model = pair("required_if:lain,closed,void", "bigint", "character_varying");
    expect(checkValues(model, { lain: "void" }).errors).toEqual({
      nilai: ["Kolom nilai harus diisi bila Kolom lain bernilai closed, void"],
    });
    expect(checkValues(model, { lain: "open" }).errors).toEqual({});
    const unless = pair("required_unless:lain,create", "bigint", "character_varying");
    expect(checkValues(unless, { lain: "update" }, "en").errors).toEqual({
      nilai: ["The Column nilai field is required unless Column lain is create"],
    });
    expect(checkValues(unless, { lain: "create" }).errors).toEqual({});
  });

  it("leaves a rule naming a field the form lacks to the database", () => {
    const model = oneField("date", ["after:hilang", "required_without:hilang"]);
    expect(checkValues(model, { nilai: "2026-03-01" }).errors).toEqual({});
    expect(checkValues(model, {}).errors).toEqual({});
  });
});
