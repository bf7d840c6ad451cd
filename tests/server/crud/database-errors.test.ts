/** A refusal of PostgreSQL (SQLSTATE class 22/23) becomes the field's message; anything else is a fault. */
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
    ],
    [
      "a unique index on an expression",
      {
        code: "23505",
        detail: "Key (lower(department_code::text))=(gdg) already exists.",
        message: "duplicate key",
      },
      { department_code: ["Kode Departemen sudah digunakan"] },
    ],
    [
      "a row deleted meanwhile",
      {
        code: "23503",
        detail: 'Key (territory_id)=(9) is not present in table "territories".',
        message: "fk",
      },
      { territory_id: ["Wilayah yang dipilih tidak ditemukan"] },
    ],
    [
      "a missing value",
      { code: "23502", column: "department_name", message: "null value" },
      { department_name: ["Department name harus diisi"] },
    ],
    [
      "a check across columns",
      { code: "23514", constraint: "projects_check", message: "violates check" },
      {},
    ],
  ])("maps %s", (_name, error, errors) => {
    expect(refusedWrite(error, form, "id")).toEqual({ errors, reason: error.message });
  });

  it("leaves server faults alone", () => {
    expect(refusedWrite(new Error("connection reset"), form, "id")).toBeUndefined();
    expect(
      refusedWrite({ code: "57P01", message: "terminating connection" }, form, "id"),
    ).toBeUndefined();
  });
});
