/** Every overlay in schemas/ keeps to the meta-schema stewards' editors read. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkMetaSchema } from "../../src/server/schemas/meta-schema";
import { NOT_OVERLAYS } from "../../src/server/schemas/route-screens";

const files = readdirSync("schemas").filter(
  (name) => name.endsWith(".json") && !NOT_OVERLAYS.has(name),
);

describe("schemas/*.json", () => {
  it("has an overlay for every master-data screen and the richer examples", () => {
    for (const id of [
      "m-skills",
      "m-diseases",
      "m-manpower-types",
      "m-blood-types",
      "m-equipment-types",
      "m-convalsal-document-types",
      "territories",
      "departments",
      "projects",
    ]) {
      expect(files).toContain(`${id}.json`);
    }
  });

  it.each(files)("%s validates against overlay.schema.json", (file) => {
    const overlay = JSON.parse(readFileSync(`schemas/${file}`, "utf8"));
    expect(checkMetaSchema(file, overlay)).toEqual([]);
    expect(overlay.$schema).toBe("./overlay.schema.json");
  });

  it("rejects what stewards get wrong, with a pointer and a reason", () => {
    expect(
      checkMetaSchema("x.json", {
        title: { en: "No Indonesian" },
        model: "Skills",
        fields: {
          code: { lable: {}, attr: { onclick: "x" }, list: { show: "yes" } },
          foreman_id: { option: { columns: [{ data: "employee_code" }] } },
        },
        list: { layout: "grid" },
      }),
    ).toEqual(
      expect.arrayContaining([
        { file: "x.json", pointer: "/title", reason: 'missing "id"', severity: "error" },
        {
          file: "x.json",
          pointer: "/model",
          reason: 'must match pattern "^[a-z_][a-z0-9_]*$"',
          severity: "error",
        },
        {
          file: "x.json",
          pointer: "/fields/code/lable",
          reason: 'unknown key "lable"',
          severity: "error",
        },
        {
          file: "x.json",
          pointer: "/fields/code/list/show",
          reason: "must be boolean",
          severity: "error",
        },
        {
          file: "x.json",
          pointer: "/fields/foreman_id/option/columns/0",
          reason: 'missing "label"',
          severity: "error",
        },
        {
          file: "x.json",
          pointer: "/list/layout",
          reason: 'must be one of "table", "card"',
          severity: "error",
        },
      ]),
    );
  });
});
