/**
 * The shared validation, end to end: rules compiled to JSON Schema, judged by ajv (the
 * server's own compile, as the browser's module is generated from the same schema), turned
 * into the catalogue's messages in both languages.
 */
import { describe, expect, it } from "vitest";
import type { FieldType } from "../../src/schema/model-meta";
import { VALIDATION_MESSAGES } from "../../src/schema/validation/messages";
import { checkValues as check, MODELS, oneField } from "./fixtures";

type Case = [rule: string, type: FieldType, value: unknown, id: string, en: string];

const CASES: Case[] = [
  [
    "required",
    "character_varying",
    undefined,
    "Kolom nilai harus diisi",
    "The Column nilai field is required",
  ],
  [
    "email",
    "character_varying",
    "bukan-surel",
    "Kolom nilai harus berupa alamat surel yang benar",
    "The Column nilai field must be a valid email",
  ],
  [
    "min:3",
    "character_varying",
    "ab",
    "Kolom nilai minimal mengandung 3 karakter",
    "The Column nilai field must be at least 3 characters",
  ],
  [
    "max:3",
    "character_varying",
    "abcd",
    "Kolom nilai tidak boleh lebih dari 3 karakter",
    "The Column nilai field may not be greater than 3 characters",
  ],
  [
    "length:4",
    "character_varying",
    "abc",
    "Panjang Kolom nilai harus tepat 4",
    "The Column nilai field must be 4 long",
  ],
  [
    "min_value:10",
    "integer",
    9,
    "Nilai Kolom nilai tidak boleh kurang dari 10",
    "The Column nilai field must be 10 or more",
  ],
  [
    "max_value:10",
    "integer",
    11,
    "Nilai Kolom nilai tidak boleh lebih dari 10",
    "The Column nilai field must be 10 or less",
  ],
  [
    "min:0",
    "numeric",
    -1,
    "Nilai Kolom nilai tidak boleh kurang dari 0",
    "The Column nilai field must be 0 or more",
  ],
  [
    "gt:0",
    "numeric",
    0,
    "Nilai Kolom nilai harus lebih besar dari 0",
    "The Column nilai field must be greater than 0",
  ],
  [
    "lt:5",
    "numeric",
    5,
    "Nilai Kolom nilai harus lebih kecil dari 5",
    "The Column nilai field must be less than 5",
  ],
  [
    "between:1,5",
    "integer",
    6,
    "Kolom nilai harus di antara 1 dan 5",
    "The Column nilai field must be between 1 and 5",
  ],
  [
    "digits:16",
    "character_varying",
    "12345",
    "Kolom nilai harus berupa 16 digit angka",
    "The Column nilai field must be numeric and exactly contain 16 digits",
  ],
  [
    "integer",
    "character_varying",
    "1.5",
    "Kolom nilai harus berupa bilangan bulat",
    "The Column nilai field must be an integer",
  ],
  [
    "numeric",
    "character_varying",
    "dua",
    "Kolom nilai harus berupa angka",
    "The Column nilai field may only contain numeric characters",
  ],
  [
    "alpha",
    "character_varying",
    "abc1",
    "Kolom nilai hanya boleh mengandung karakter alfabet",
    "The Column nilai field may only contain alphabetic characters",
  ],
  [
    "alpha_num",
    "character_varying",
    "ab-1",
    "Kolom nilai hanya boleh mengandung karakter alfanumerik",
    "The Column nilai field may only contain alpha-numeric characters",
  ],
  [
    "alpha_dash",
    "character_varying",
    "ab 1",
    "Kolom nilai boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
    "The Column nilai field may contain alpha-numeric characters as well as dashes and underscores",
  ],
  [
    "alpha_spaces",
    "character_varying",
    "ab_c",
    "Kolom nilai hanya boleh berisi karakter alfabet serta spasi",
    "The Column nilai field may only contain alphabetic characters as well as spaces",
  ],
  [
    "decimal:0,2",
    "numeric",
    1.234,
    "Kolom nilai harus berupa desimal yang benar (maksimal 2 angka di belakang koma)",
    "The Column nilai field must be a valid decimal (at most 2 decimal places)",
  ],
  [
    "regex:^[A-Z]+$",
    "character_varying",
    "abc",
    "Format Kolom nilai salah",
    "The Column nilai field format is invalid",
  ],
  [
    "in:A,B",
    "character_varying",
    "C",
    "Kolom nilai harus berupa nilai yang sah",
    "The Column nilai field is not a valid value",
  ],
  [
    "excluded:root",
    "character_varying",
    "root",
    "Kolom nilai harus berupa nilai yang sah",
    "The Column nilai field is not a valid value",
  ],
  [
    "date",
    "character_varying",
    "2026-02-30",
    "Kolom nilai harus berupa tanggal yang benar",
    "The Column nilai field must be a valid date",
  ],
  ["lock-periode", "date", "2026-01-20", "Cut Off Peride Aktif", "Cut-off period is active"],
  [
    "lock-day",
    "date",
    "2026-03-09",
    "Kolom nilai hanya boleh diisi tanggal hari ini",
    "The Column nilai field may only be today's date",
  ],
];

describe("validateValues", () => {
  it.each(CASES)("%s on %s rejects %j: %s", (rule, type, value, id, en) => {
    const model = oneField(type, []);
    const values = value === undefined ? {} : { nilai: value };
    expect(check(model, values, "id", [rule]).errors).toEqual({ nilai: [id] });
    expect(check(model, values, "en", [rule]).errors).toEqual({ nilai: [en] });
  });

  it("ignores the metadata's type-only rules (nullable, string, date, integer)", () => {
    const model = oneField("character_varying", ["nullable", "string", "date", "integer"]);
    expect(check(model, { nilai: "bukan angka atau tanggal" }).errors).toEqual({});
  });

  it.each([
    ["email", "character_varying", "a@mandor.co.id"],
    ["digits:16", "character_varying", "3201234567890001"],
    ["decimal:0,2", "numeric", 1500000.25],
    ["alpha_spaces", "character_varying", "Juru Las Ahli"],
    ["lock-periode", "date", "2026-02-26"],
    ["lock-day", "date", "2026-03-10"],
    ["date", "character_varying", "2024-02-29"],
  ] as [string, FieldType, unknown][])("%s on %s accepts %j", (rule, type, value) => {
    expect(check(oneField(type, []), { nilai: value }, "id", [rule]).errors).toEqual({});
  });

  it("says when a value has the wrong type, by the column's kind", () => {
    expect(check(oneField("integer", []), { nilai: "lima" }).errors).toEqual({
      nilai: ["Kolom nilai harus berupa bilangan bulat"],
    });
    expect(check(oneField("numeric", []), { nilai: "lima" }).errors).toEqual({
      nilai: ["Kolom nilai harus berupa angka"],
    });
  });

  it("keeps an integer column within its type", () => {
    expect(check(oneField("smallint", []), { nilai: 40000 }).errors).toEqual({
      nilai: ["Nilai Kolom nilai tidak boleh lebih dari 32767"],
    });
  });

  it("checks an e-mail column as an e-mail without a rule saying so", () => {
    const model = oneField("character_varying", [], ["contact_email"]);
    expect(check(model, { nilai: "x", contact_email: "bukan-email" }).errors).toEqual({
      contact_email: ["Kolom contact_email harus berupa alamat surel yang benar"],
    });
    expect(check(model, { nilai: "x", contact_email: "budi@mandor.co.id" }).errors).toEqual({});
  });

  it("compares a confirmation with the other field, named in the message", () => {
    const model = oneField("character_varying", ["confirmed:ulang"], ["ulang"]);
    expect(check(model, { nilai: "a", ulang: "b" }).errors).toEqual({
      nilai: ["Kolom nilai tidak cocok dengan Kolom ulang"],
    });
    expect(check(model, { nilai: "a", ulang: "a" }).errors).toEqual({});
  });

  it("trims text, treats blanks as empty and reads numeric text as numbers", () => {
    const result = check(MODELS.projects, {
      project_code: "  PRJ-1  ",
      project_name: "   ",
      progress: "12.50",
      department_id: "3",
      not_a_field: "dropped",
    });
    expect(result.values).toMatchObject({
      project_code: "PRJ-1",
      project_name: null,
      progress: 12.5,
      department_id: 3,
    });
    expect(result.values).not.toHaveProperty("not_a_field");
    expect(result.errors).toEqual({ project_name: ["Kolom project_name harus diisi"] });
  });

  it("shows only a field's first failing kind of problem once, checks after the schema", () => {
    const result = check(oneField("date", ["required", "lock-day"]), { nilai: "bukan tanggal" });
    expect(result.errors.nilai).toHaveLength(1);
  });

  it("has both languages for every catalogue message", () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(text.id, key).not.toBe("");
      expect(text.en, key).not.toBe("");
    }
    expect(VALIDATION_MESSAGES.required.id).toBe("{field} harus diisi");
  });
});
