/** An update's changes and its conflicts with a change made meanwhile (issue #12 point 1). */
import { describe, expect, it } from "vitest";
import type { FormOutput } from "../../src/schema/adapter/to-form";
import { baseOf, changedFields, conflictingFields } from "../../src/schema/api/field-changes";

const form = {
  fields: [
    { id: "fullname", type: "text", kind: "string" },
    { id: "position", type: "text", kind: "string" },
    { id: "phone", type: "text", kind: "string" },
    { id: "project_id", type: "select", kind: "integer" },
  ],
} as unknown as Pick<FormOutput, "fields">;

const read = { id: 7, fullname: "Budi", position: "Mandor", phone: null, project_id: "3" };

describe("changedFields", () => {
  it.each([
    ["nothing changed, numbers read as text", { ...read, project_id: 3 }, {}],
    ["a trimmed name is the same name", { ...read, fullname: " Budi " }, {}],
    ["an emptied field", { ...read, position: "" }, { position: null }],
    [
      "two fields",
      { ...read, fullname: "Budi S", phone: "0812" },
      { fullname: "Budi S", phone: "0812" },
    ],
    ["columns outside the form are not changes", { ...read, id: 8, updated_at: "x" }, {}],
  ])("%s", (_case, values, expected) => {
    expect(changedFields(form, read, values)).toEqual(expected);
  });
});

describe("baseOf", () => {
  it("carries the changed fields' values as read, empties as null", () => {
    expect(baseOf(form, read, { fullname: "X", phone: "1", project_id: 4 })).toEqual({
      fullname: "Budi",
      phone: null,
      project_id: 3,
    });
  });
});

describe("conflictingFields", () => {
  // A changed name and position; B, meanwhile, name and phone (the case).
  const mine = { fullname: "Budi Santoso", phone: "0812" };
  it.each([
    [
      "both changed the name: only the name",
      { ...read, fullname: "Budi A", position: "Kepala" },
      [{ field: "fullname", base: "Budi", theirs: "Budi A", mine: "Budi Santoso" }],
    ],
    ["they changed only fields I did not", { ...read, position: "Kepala" }, []],
    ["they made the same change as I did", { ...read, fullname: "Budi Santoso" }, []],
    [
      "they emptied a field I filled differently",
      { ...read, phone: "0899" },
      [{ field: "phone", base: null, theirs: "0899", mine: "0812" }],
    ],
    ["nothing changed meanwhile but the version", read, []],
  ])("%s", (_case, theirs, expected) => {
    expect(conflictingFields(form, baseOf(form, read, mine), mine, theirs)).toEqual(expected);
  });
});
