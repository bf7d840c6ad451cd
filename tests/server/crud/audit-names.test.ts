/**
 * Which keys of a history page get a name, and from where: related rows by their display
 * column, authorship columns by the user's name; every key asked for is answered, null when
 * no visible row holds it.
 */
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../src/schema/api/crud";
import { keysToName, nameSources, namesAnswer } from "../../../src/server/crud/audit-names";

const MODEL = {
  fieldList: ["id", "fullname", "project_id", "created_by", "updated_by"],
  fieldRelation: {
    project_id: { model: "projects", column: "id", displayName: "project_name" },
  },
};

const entry = (changes: AuditEntry["changes"]): AuditEntry => ({
  id: 1,
  at: "2026-01-01T00:00:00Z",
  action: "update",
  user: null,
  changes,
});

describe("names in a record's history", () => {
  it("reads related rows by their display column and authors from users", () => {
    expect(nameSources(MODEL)).toEqual({
      created_by: { table: "users", key: "id", name: "fullname" },
      updated_by: { table: "users", key: "id", name: "fullname" },
      project_id: { table: "projects", key: "id", name: "project_name" },
    });
    expect(nameSources({ fieldList: ["id"], fieldRelation: {} })).toEqual({});
  });

  it.each<[string, AuditEntry[], Record<string, string[]>]>([
    ["no changes", [entry([])], {}],
    [
      "a moved record and its author",
      [
        entry([
          { field: "project_id", before: null, after: 1 },
          { field: "created_by", before: null, after: "53" },
          { field: "fullname", before: "A", after: "B" },
        ]),
        entry([{ field: "project_id", before: 1, after: 7 }]),
      ],
      { project_id: ["1", "7"], created_by: ["53"] },
    ],
    [
      "values that are not keys",
      [entry([{ field: "project_id", before: { odd: true }, after: true }])],
      {},
    ],
  ])("asks for %s", (_name, entries, expected) => {
    expect(keysToName(entries, nameSources(MODEL))).toEqual(expected);
  });

  it("answers every key asked for, null where no visible row names it", () => {
    const found: Record<string, Map<string, string>> = {
      project_id: new Map([["1", "Tol Cipali"]]),
    };
    expect(
      namesAnswer({ project_id: ["1", "7"], created_by: ["53"] }, (field) => found[field]),
    ).toEqual({ project_id: { 1: "Tol Cipali", 7: null }, created_by: { 53: null } });
  });
});
