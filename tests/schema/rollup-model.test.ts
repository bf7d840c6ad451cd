/** A rollup overlay's row model and what its tables must hold. */
import { describe, expect, it } from "vitest";
import type { GenModel } from "../../src/schema/model-meta";
import type { OverlayRollup } from "../../src/schema/overlay/overlay-types";
import { rollupModel, rollupProblems } from "../../src/schema/rollup/rollup-model";

function model(name: string, columns: string[], extra: Partial<GenModel> = {}): GenModel {
  return {
    model: name,
    title: null,
    fieldList: columns,
    fieldType: Object.fromEntries(columns.map((column) => [column, "bigint"])),
    fieldView: columns,
    fieldAdd: columns,
    fieldEdit: columns,
    fieldRelation: {},
    fieldValidation: {},
    ...extra,
  };
}

const ROLLUP: OverlayRollup = {
  days: "presence_days",
  subject_kind: "worker",
  subject: { table: "employees", name: "fullname", code: "nik", filters: ["foreman_id"] },
};
const KEY = ["subject_kind", "subject_id", "project_id"];
const months = model("presence_months", [...KEY, "month"]);
const days = model("presence_days", [...KEY, "day"]);
const employees = model("employees", ["id", "fullname", "nik", "foreman_id"], {
  fieldType: {
    id: "bigint",
    fullname: "character_varying",
    nik: "character",
    foreman_id: "bigint",
  },
  fieldRelation: { foreman_id: { model: "employees", column: "id", displayName: "fullname" } },
});

describe("rollupModel", () => {
  const rows = rollupModel(ROLLUP, months, employees);

  it.each([
    ["subject_name", "character_varying"],
    ["subject_code", "character"],
    ["project_id", "bigint"],
    ["days_present", "integer"],
    ["hours", "double_precision"],
    ["period", "date"],
    ["foreman_id", "bigint"],
  ])("types %s as %s", (column, type) => {
    expect(rows.fieldType[column]).toBe(type);
  });

  it("lists the person, the project and the totals, and filters by the rest", () => {
    expect(rows.fieldAdd).toEqual([
      "subject_name",
      "subject_code",
      "project_id",
      "days_present",
      "days_late",
      "outside_radius",
      "hours",
    ]);
    expect(rows.fieldList).toEqual(["id", ...rows.fieldAdd, "period", "foreman_id"]);
  });

  it("keeps the relations of the project and the subject's filters", () => {
    expect(rows.fieldRelation.project_id?.model).toBe("projects");
    expect(rows.fieldRelation.foreman_id?.displayName).toBe("fullname");
  });
});

describe("rollupProblems", () => {
  it.each([
    ["none when every table and column is there", { days, months, subject: employees }, []],
    [
      "a missing day table",
      { months, subject: employees },
      ['table "presence_days" does not exist'],
    ],
    ["a missing subject table", { days, months }, ['table "employees" does not exist']],
    [
      "a day table without its day",
      { days: model("presence_days", KEY), months, subject: employees },
      ["presence_days lacks day"],
    ],
    [
      "a subject column that is not there",
      { days, months, subject: model("employees", ["id", "fullname", "nik"]) },
      ['"foreman_id" is not a column of employees'],
    ],
  ])("%s", (_, tables, reasons) => {
    expect(rollupProblems(ROLLUP, tables).map(([, reason]) => reason)).toEqual(reasons);
  });
});
