/**
 * A sub-list's parent key in the page address (`fixed.<field>`): read back as the same values,
 * empties left out, and the form's fields holding it made read-only (others untouched).
 */
import { describe, expect, it } from "vitest";
import {
  presetOf,
  presetSearch,
  withLockedFields,
} from "../../../../src/client/schema-form/screen/preset-fields";
import type { FormOutput } from "../../../../src/schema/adapter/to-form";

describe("preset fields", () => {
  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ["one key", { convalsal_id: 7 }, "fixed.convalsal_id=7", { convalsal_id: "7" }],
    [
      "two keys",
      { project_id: 3, "manpower_type.code": "foreman" },
      "fixed.project_id=3&fixed.manpower_type.code=foreman",
      { project_id: "3", "manpower_type.code": "foreman" },
    ],
    ["empties left out", { project_id: null, code: "" }, "", {}],
  ])("%s", (_name, values, search, read) => {
    expect(presetSearch(values)).toBe(search);
    expect(presetOf(search)).toEqual(read);
  });

  it("reads only fixed. keys beside the view and the list state", () => {
    expect(presetOf("view=create&f.status=active&fixed.convalsal_id=9&fixed.=1")).toEqual({
      convalsal_id: "9",
    });
  });

  it("locks the form's fields that hold a preset value", () => {
    const form = {
      uiSchema: { convalsal_id: { "ui:widget": "select" }, document_number: {} },
    } as unknown as FormOutput;
    const locked = withLockedFields(form, ["convalsal_id", "not_a_field"]);
    expect(locked.uiSchema.convalsal_id).toEqual({ "ui:widget": "select", "ui:readonly": true });
    expect(locked.uiSchema.document_number).toEqual({});
    expect(locked.uiSchema).not.toHaveProperty("not_a_field");
    expect(withLockedFields(form, [])).toBe(form);
  });
});
