/** Which rows an overlay's row action applies to, and who may take it. */
import { describe, expect, it } from "vitest";
import type { OverlayRowAction } from "../../src/schema/overlay/overlay-types";
import {
  rowActionApplies,
  rowActionTargets,
} from "../../src/schema/row-actions/row-action-targets";

const REPROCESS: OverlayRowAction = {
  name: "reprocess",
  label: { id: "Proses ulang", en: "Reprocess" },
  post: "presences/raw/reprocess",
  permission: "update-presensi-raw",
  not_null: ["error"],
};

describe("rowActionApplies", () => {
  it.each([
    ["a failed row", REPROCESS, { id: 1, error: "blacklisted" }, true],
    ["a processed row", REPROCESS, { id: 1, error: null }, false],
    ["an empty error", REPROCESS, { id: 1, error: "" }, false],
    [
      "a matching value",
      { ...REPROCESS, not_null: [], when: { status: "open" } },
      { status: "open" },
      true,
    ],
    [
      "another value",
      { ...REPROCESS, not_null: [], when: { status: "open" } },
      { status: "done" },
      false,
    ],
    ["no condition", { ...REPROCESS, not_null: [] }, { id: 3 }, true],
  ])("%s: %s", (_, action, row, applies) => {
    expect(rowActionApplies(action, row)).toBe(applies);
  });
});

describe("rowActionTargets", () => {
  const rows = [
    { id: 1, error: "x" },
    { id: 2, error: null },
    { id: 3, error: "y" },
  ];

  it.each([
    ["a holder of the permission", { roleId: 5, permissions: ["update-presensi-raw"] }, [[1, 3]]],
    ["a reader only", { roleId: 5, permissions: ["read-presensi-raw"] }, []],
    ["the super-admin", { roleId: -1, permissions: [] }, [[1, 3]]],
  ])("%s", (_, user, expected) => {
    expect(rowActionTargets([REPROCESS], rows, user).map((target) => target.ids)).toEqual(expected);
  });
});
