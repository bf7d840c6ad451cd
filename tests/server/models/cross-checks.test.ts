/** CHECKs across columns, as `pg_get_constraintdef` prints them, read as the form rules they mean. */
import { describe, expect, it } from "vitest";
import { rulesFromCrossCheck } from "../../../src/server/models/cross-checks";

describe("rulesFromCrossCheck", () => {
  it.each([
    [
      "CHECK (((end_date IS NULL) OR (start_date IS NULL) OR (end_date >= start_date)))",
      [{ column: "end_date", rule: "after_or_equal:start_date" }],
    ],
    [
      "CHECK (((check_out_at IS NULL) OR (check_out_at >= check_in_at)))",
      [{ column: "check_out_at", rule: "after_or_equal:check_in_at" }],
    ],
    ["CHECK ((ends_at > starts_at))", [{ column: "ends_at", rule: "after:starts_at" }]],
    ["CHECK ((low <= high))", [{ column: "low", rule: "before_or_equal:high" }]],
    ["CHECK (((low)::numeric < (high)::numeric))", [{ column: "low", rule: "before:high" }]],
    [
      "CHECK (((NOT is_blacklisted) OR (blacklist_reason IS NOT NULL)))",
      [{ column: "blacklist_reason", rule: "required_if:is_blacklisted,true" }],
    ],
    [
      "CHECK (((department_id IS NOT NULL) OR (project_id IS NOT NULL)))",
      [
        { column: "department_id", rule: "required_without:project_id" },
        { column: "project_id", rule: "required_without:department_id" },
      ],
    ],
    [
      "CHECK (((change_status = 'create'::change_status) OR (employee_id IS NOT NULL)))",
      [{ column: "employee_id", rule: "required_unless:change_status,create" }],
    ],
    [
      "CHECK ((((status)::text = 'draft'::text) OR (approved_by IS NOT NULL)))",
      [{ column: "approved_by", rule: "required_unless:status,draft" }],
    ],
    [
      "CHECK (((lat IS NULL) = (lng IS NULL)))",
      [
        { column: "lat", rule: "required_with:lng" },
        { column: "lng", rule: "required_with:lat" },
      ],
    ],
    // What no form rule says: left to the database, whose refusal lands on the columns.
    ["CHECK ((foreman_id <> id))", []],
    [
      "CHECK ((((model IS NULL) = (record_id IS NULL)) AND ((model IS NULL) = (field IS NULL))))",
      [],
    ],
    ["CHECK (((a IS NULL) OR (b >= c)))", []],
    ["CHECK (((a >= b) OR (c >= d)))", []],
    ["CHECK (((a IS NOT NULL) OR (b IS NOT NULL) OR (c IS NOT NULL)))", []],
  ])("%s", (definition, rules) => {
    expect(rulesFromCrossCheck(definition)).toEqual(rules);
  });
});
