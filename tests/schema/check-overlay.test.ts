/** What the adapter finds wrong with an overlay that has the right shape, pointed into the file. */
import { describe, expect, it } from "vitest";
import { checkOverlay } from "../../src/schema/overlay/check-overlay";
import type { Overlay } from "../../src/schema/overlay/overlay-types";
import { MODELS, screenOf } from "./fixtures";

function problems(fields: Overlay["fields"], extra: Partial<Overlay> = {}) {
  const overlay: Overlay = { title: { id: "P", en: "P" }, model: "projects", fields, ...extra };
  return checkOverlay(
    "projects.json",
    overlay,
    MODELS.projects,
    screenOf(MODELS.projects, overlay),
  );
}

describe("checkOverlay", () => {
  it("finds nothing wrong in a sound overlay", () => {
    expect(
      problems({ project_code: { rules: ["alpha_dash"], list: { transform: "uppercase" } } }),
    ).toEqual([]);
  });

  it.each<[string, Overlay["fields"], Partial<Overlay>, string, string, "error" | "warning"]>([
    [
      "a field that is not a column",
      { nama: {} },
      {},
      "/fields/nama",
      '"nama" is not a column of projects',
      "error",
    ],
    [
      "an unknown rule",
      { project_name: { rules: ["alpha", "maks:3"] } },
      {},
      "/fields/project_name/rules/1",
      'unknown rule "maks" (see docs/stewards/README.md, "Validation rules and messages")',
      "error",
    ],
    [
      "a rule for another kind",
      { progress: { rules: ["email"] } },
      {},
      "/fields/progress/rules/0",
      'rule "email" does not apply to number fields',
      "error",
    ],
    [
      "an input that cannot edit the column",
      { project_name: { type: "number" } },
      {},
      "/fields/project_name/type",
      "a number input cannot edit project_name, a character_varying column",
      "error",
    ],
    [
      "an input type outside the spec",
      { project_name: { create: { type: "slider" } } },
      {},
      "/fields/project_name/create/type",
      `unknown input type "slider": the create form shows 'Tipe konfig tidak ditemukan'`,
      "warning",
    ],
    [
      "a display type outside the spec",
      { project_name: { list: { type: "badge" } } },
      {},
      "/fields/project_name/list/type",
      `unknown display type "badge": the list shows 'error view type'`,
      "warning",
    ],
    [
      "an unknown transform",
      { project_name: { detail: { transform: "shout" } } },
      {},
      "/fields/project_name/detail/transform",
      'unknown transform "shout": the raw value is shown',
      "warning",
    ],
    [
      "a view_data from nowhere",
      { project_name: { list: { view_data: "owner.name" } } },
      {},
      "/fields/project_name/list/view_data",
      'view_data "owner.name" starts with neither a column nor a related row (department, territory)',
      "warning",
    ],
    [
      "a database column forced into a form",
      { created_at: { create: { show: true } } },
      {},
      "/fields/created_at/create/show",
      "created_at is not written by forms: it stays out of the create form",
      "warning",
    ],
    [
      "an export column that is not a column",
      {},
      { export: { columns: ["project_code", "nilai"] } },
      "/export/columns/1",
      'export column "nilai" is not a column of projects',
      "error",
    ],
    [
      "an import key that is not a unique text column",
      {},
      { import: { keys: ["project_code", "project_name"] } },
      "/import/keys/1",
      'import key "project_name" is not a unique text column of projects',
      "error",
    ],
    [
      "a first sort on a column the list does not show",
      { owner_name: { list: { show: false } } },
      { list: { sort_by: "owner_name" } },
      "/list/sort_by",
      'list sort_by "owner_name" is not a column the list shows',
      "error",
    ],
    [
      "a rule comparing with a column the table lacks",
      { start_date: { rules: ["before_or_equal:finish_date"] } },
      {},
      "/fields/start_date/rules/0",
      'rule "before_or_equal:finish_date" must name another column of projects',
      "error",
    ],
    [
      "a rule comparing a field with itself",
      { owner_name: { rules: ["max:20", "required_with:owner_name"] } },
      {},
      "/fields/owner_name/rules/1",
      'rule "required_with:owner_name" must name another column of projects',
      "error",
    ],
  ])("reports %s", (_name, fields, extra, pointer, reason, severity) => {
    expect(problems(fields, extra)).toEqual([{ file: "projects.json", pointer, reason, severity }]);
  });

  it("reports a database rule JavaScript cannot run as a warning on the field", () => {
    const model = structuredClone(MODELS.projects);
    model.fieldValidation.owner_name = ["regex:(unclosed"];
    const overlay: Overlay = { title: { id: "P", en: "P" }, model: "projects" };
    expect(checkOverlay("projects.json", overlay, model, screenOf(model, overlay))).toEqual([
      {
        file: "projects.json",
        pointer: "/fields/owner_name",
        reason: 'database rule: rule "regex:(unclosed" is not a valid regular expression',
        severity: "warning",
      },
    ]);
  });
});
