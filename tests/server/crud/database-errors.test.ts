/**
 * A refusal of PostgreSQL (SQLSTATE class 22/23) becomes the field's message and a catalogued
 * reason, never PostgreSQL's own text; anything else is a fault.
 */
import { describe, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import { refusedWrite } from "../../../src/server/crud/database-errors";
import { MODELS, SUPER_ADMIN, screenOf } from "../../schema/fixtures";

const form = toForm(
  screenOf(MODELS.departments, {
    fields: {
      department_code: { label: { id: "Kode Departemen", en: "Department Code" } },
      territory_id: { label: { id: "Wilayah", en: "Territory" } },
    },
  }),
  "create",
  { user: SUPER_ADMIN, locale: "id" },
);

describe("refusedWrite", () => {
  it.each([
    [
      "a unique race",
      {
        code: "23505",
        detail: "Key (department_code)=(GDG) already exists.",
        message: "duplicate key",
      },
      { department_code: ["Kode Departemen sudah digunakan"] },
      "nilai sudah digunakan data lain",
    ],
    [
      "a unique index on an expression",
      {
        code: "23505",
        detail: "Key (lower(department_code::text))=(gdg) already exists.",
        message: "duplicate key",
      },
      { department_code: ["Kode Departemen sudah digunakan"] },
      "nilai sudah digunakan data lain",
    ],
    [
      "a row deleted meanwhile",
      {
        code: "23503",
        detail: 'Key (territory_id)=(9) is not present in table "territories".',
        message: "fk",
      },
      { territory_id: ["Wilayah yang dipilih tidak ditemukan"] },
      "data yang dirujuk tidak ditemukan",
    ],
    [
      "a delete of a row still referenced",
      {
        code: "23503",
        detail: 'Key (id)=(4) is still referenced from table "employees".',
        message: 'update or delete on table "m_skills" violates foreign key constraint',
      },
      {},
      "masih dirujuk oleh data employees",
    ],
    [
      "a delete of a row a RESTRICT key still holds (PostgreSQL 18)",
      {
        code: "23001",
        detail: 'Key (id)=(4) is referenced from table "equipments".',
        message: 'update or delete on table "m_equipment_types" violates RESTRICT setting',
      },
      {},
      "masih dirujuk oleh data equipments",
    ],
    [
      "a missing value",
      { code: "23502", column: "department_name", message: "null value" },
      { department_name: ["Department name harus diisi"] },
      "isian wajib masih kosong",
    ],
    [
      "a check across columns",
      { code: "23514", constraint: "projects_check", message: "violates check" },
      {},
      "nilai melanggar aturan data",
    ],
    [
      "a value too long",
      { code: "22001", message: "value too long for type character varying(30)" },
      {},
      "teks terlalu panjang",
    ],
    [
      "a refusal outside the catalogue",
      { code: "22P05", message: "untranslatable character" },
      {},
      "data tidak sah",
    ],
  ])("maps %s, in the caller's words", (_name, error, errors, reason) => {
    expect(refusedWrite(error, form, MODELS.departments, "id")).toEqual({ errors, reason });
    expect(JSON.stringify(refusedWrite(error, form, MODELS.departments, "en"))).not.toContain(
      error.message,
    );
  });

  it("leaves server faults alone", () => {
    const model = MODELS.departments;
    expect(refusedWrite(new Error("connection reset"), form, model, "id")).toBeUndefined();
    expect(
      refusedWrite({ code: "57P01", message: "terminating connection" }, form, model, "id"),
    ).toBeUndefined();
  });
});

describe("a CHECK across columns", () => {
  const refusal = { code: "23514", constraint: "projects_check", message: "violates check" };
  const labels = {
    start_date: { label: { id: "Tanggal Mulai", en: "Start Date" } },
    end_date: { label: { id: "Tanggal Selesai", en: "End Date" } },
  };
  const projectForm = (fields: Record<string, { show: boolean }> = {}) =>
    toForm(
      screenOf(MODELS.projects, {
        fields: Object.fromEntries(
          Object.entries(labels).map(([id, field]) => [id, { ...field, create: fields[id] }]),
        ),
      }),
      "create",
      { user: SUPER_ADMIN, locale: "id" },
    );

  it("is said on the field whose rule it is, naming both fields", () => {
    expect(refusedWrite(refusal, projectForm(), MODELS.projects, "id")?.errors).toEqual({
      end_date: ["Tanggal Selesai tidak boleh sebelum Tanggal Mulai"],
    });
  });

  it("falls back to its reason on the named fields the form holds", () => {
    const withoutStart = projectForm({ start_date: { show: false } });
    expect(refusedWrite(refusal, withoutStart, MODELS.projects, "en")).toEqual({
      errors: { end_date: ["a value breaks a data rule"] },
      reason: "a value breaks a data rule",
    });
  });
});
