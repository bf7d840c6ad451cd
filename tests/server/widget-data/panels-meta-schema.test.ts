/** The overlay contract of `panels`: what a steward must write for a mapping or a table input. */
import { describe, expect, it } from "vitest";
import { checkMetaSchema } from "../../../src/server/schemas/meta-schema";

const MAPPING = {
  type: "mapping",
  name: { id: "Hak Akses Role", en: "Role Permissions" },
  getter: "mapping/role-permissions/{id}",
  setter: "mapping/role-permissions",
  id_name: "role_id",
  columns: [{ id: "name", label: { id: "Hak Akses" } }],
};
const overlay = (panel: object) => ({ title: { id: "Role" }, model: "roles", panels: [panel] });
const reasons = (panel: object) =>
  checkMetaSchema("roles.json", overlay(panel)).map((problem) => [problem.pointer, problem.reason]);

describe("panels in an overlay", () => {
  it("takes a mapping and a table input", () => {
    expect(reasons(MAPPING)).toEqual([]);
    const plan = {
      ...MAPPING,
      type: "table-input",
      columns: [{ id: "planned_count", label: { id: "Jumlah" }, type: "number", precision: 0 }],
      filters: [{ id: "period", label: { id: "Periode" }, type: "month" }],
    };
    expect(reasons(plan)).toEqual([]);
  });

  it.each([
    [{ ...MAPPING, id_name: undefined }, "/panels/0", 'missing "id_name"'],
    [{ ...MAPPING, type: "matrix" }, "/panels/0/type", "must be one of"],
    [
      { ...MAPPING, columns: [{ id: "name", label: { id: "x" }, type: "date" }] },
      "/panels/0/columns/0/type",
      "must be one of",
    ],
    [{ ...MAPPING, getter: "https://elsewhere.example/x" }, "/panels/0/getter", "must match"],
  ])("refuses %o at %s", (panel, pointer, reason) => {
    const found = reasons(JSON.parse(JSON.stringify(panel)));
    expect(found.some(([at, why]) => at === pointer && String(why).includes(reason))).toBe(true);
  });
});
