/**
 * The model a rollup list is made of (overlay `rollup`): not a table but the columns of one
 * per-person total row, typed from the tables they come from, so the adapter's list, filter
 * form, export and request checks (list-plan.ts) work on it as on any model.
 */
import type { FieldRelation, GenModel } from "../model-meta";
import type { OverlayRollup } from "../overlay/overlay-types";

/** The totals of a row, in the list's order (rollup-query.ts computes them). */
export const ROLLUP_TOTALS = ["days_present", "days_late", "outside_radius", "hours"] as const;
/** The date-range filter: the days the totals are taken over. */
export const ROLLUP_PERIOD = "period";
/** The person a row is about, which a row carries beside its listed columns (its id holds it too). */
export const ROLLUP_SUBJECT = "subject_id";

const PROJECT: FieldRelation = { model: "projects", column: "id", displayName: "project_name" };

/**
 * The row model of `rollup` over its per-month table `months` and the subject table
 * `subject`: subject_name, subject_code, project_id (a relation), the totals, and the
 * filter-only columns `period` and the subject's `filters`.
 */
export function rollupModel(rollup: OverlayRollup, months: GenModel, subject: GenModel): GenModel {
  const filters = rollup.subject.filters ?? [];
  const listed = ["subject_name", "subject_code", "project_id", ...ROLLUP_TOTALS];
  const fieldList = ["id", ...listed, ROLLUP_PERIOD, ...filters];
  const relations: GenModel["fieldRelation"] = {
    project_id: months.fieldRelation.project_id ?? PROJECT,
  };
  for (const column of filters) {
    const relation = subject.fieldRelation[column];
    if (relation) relations[column] = relation;
  }
  return {
    model: months.model,
    title: months.title,
    fieldList,
    fieldType: {
      id: "text",
      subject_name: subject.fieldType[rollup.subject.name] ?? "text",
      subject_code: subject.fieldType[rollup.subject.code] ?? "text",
      project_id: "bigint",
      days_present: "integer",
      days_late: "integer",
      outside_radius: "integer",
      // Rounded to tenths in the query and sent as a number (rollup-query.ts).
      hours: "double_precision",
      [ROLLUP_PERIOD]: "date",
      ...Object.fromEntries(filters.map((column) => [column, subject.fieldType[column] ?? "text"])),
    },
    fieldView: fieldList,
    // "Written by a form" is what makes the adapter list a column by default.
    fieldAdd: listed,
    fieldEdit: [],
    fieldRelation: relations,
    // The subject's name or code may be empty; the totals and the key never are.
    fieldValidation: {
      subject_name: nullability(subject, rollup.subject.name),
      subject_code: nullability(subject, rollup.subject.code),
    },
  };
}

const nullability = (model: GenModel, column: string) =>
  (model.fieldValidation[column] ?? []).filter((rule) => rule === "nullable");

/** What a rollup overlay names that is missing from the catalog, as [pointer steps, reason]. */
export function rollupProblems(
  rollup: OverlayRollup,
  tables: { days?: GenModel; months: GenModel; subject?: GenModel },
): Array<[string[], string]> {
  const problems: Array<[string[], string]> = [];
  if (!tables.days) problems.push([["rollup", "days"], `table "${rollup.days}" does not exist`]);
  for (const [grain, model] of [
    ["day", tables.days],
    ["month", tables.months],
  ] as const) {
    const needed = ["subject_kind", "subject_id", "project_id", grain];
    const missing = model ? needed.filter((column) => !model.fieldList.includes(column)) : [];
    if (model && missing.length > 0) {
      problems.push([["rollup"], `${model.model} lacks ${missing.join(", ")}`]);
    }
  }
  const { subject } = tables;
  if (!subject) {
    problems.push([
      ["rollup", "subject", "table"],
      `table "${rollup.subject.table}" does not exist`,
    ]);
    return problems;
  }
  const columns = [rollup.subject.name, rollup.subject.code, ...(rollup.subject.filters ?? [])];
  for (const column of columns) {
    if (!subject.fieldList.includes(column)) {
      problems.push([["rollup", "subject"], `"${column}" is not a column of ${subject.model}`]);
    }
  }
  return problems;
}
