/** Router lines naming a screen without an overlay file, located for the steward. */
import { describe, expect, it } from "vitest";
import type { ModulesFile } from "../../../src/schema/modules";
import { missingScreens } from "../../../src/server/schemas/route-screens";

const title = { id: "T", en: "T" };
const FILE: ModulesFile = {
  modules: [
    {
      name: "master",
      title,
      description: title,
      icon: "database",
      routes: [
        { path: "/m-skills", name: "a", title, resource: "m-skills", schema: "m-skills" },
        { path: "/placeholder", name: "b", title, resource: "b" },
        { path: "/alat", name: "c", title, resource: "alat", schema: "equipments" },
      ],
    },
  ],
};

describe("missingScreens", () => {
  it("names the route and the expected file of each screen whose file is missing", () => {
    expect(missingScreens(FILE, (id) => id === "m-skills")).toEqual([
      {
        file: "modules.json",
        pointer: "/modules/0/routes/2/schema",
        reason: expect.stringMatching(
          /^route \/master\/alat names screen "equipments", but schemas\/equipments\.json does not exist/,
        ),
        severity: "error",
      },
    ]);
  });

  it("finds nothing when every named screen has its file", () => {
    expect(missingScreens(FILE, () => true)).toEqual([]);
  });
});
