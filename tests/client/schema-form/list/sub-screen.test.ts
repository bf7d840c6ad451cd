/** A detail tab's sub-list: the route that draws its screen, and the options a tab overwrites. */
import { describe, expect, it } from "vitest";
import type { LoadedScreen } from "../../../../src/client/schema-form/api/screen-data";
import { routeOfScreen, withOverwrite } from "../../../../src/client/schema-form/list/sub-screen";
import type { Module } from "../../../../src/schema/modules";
import { MODELS, screenOf } from "../../../schema/fixtures";

const loaded: LoadedScreen = { id: "projects", version: "v1", screen: screenOf(MODELS.projects) };

describe("withOverwrite", () => {
  it.each<[string, Record<string, unknown> | undefined, Partial<LoadedScreen["screen"]>]>([
    ["nothing without an overwrite", undefined, {}],
    ["the layout", { list: { layout: "card" } }, { list: { layout: "card", filter: "inline" } }],
    [
      "the filter place",
      { list: { filter: "panel" } },
      { list: { layout: "table", filter: "panel" } },
    ],
    [
      "hidden actions, keeping only known ones",
      { hidden_actions: ["create", "fly"] },
      { hiddenActions: ["create"] },
    ],
    ["nothing for unknown values", { list: { layout: "grid" }, title: "x" }, {}],
  ])("applies %s", (_, overwrite, changes) => {
    expect(withOverwrite(loaded, overwrite).screen).toEqual({ ...loaded.screen, ...changes });
  });
});

describe("routeOfScreen", () => {
  const modules: Module[] = [
    {
      name: "ops",
      title: { id: "Ops", en: "Ops" },
      description: { id: "", en: "" },
      icon: "truck",
      routes: [
        { path: "/plain", name: "plain", title: { id: "", en: "" }, resource: "plain" },
        {
          path: "/projects",
          name: "proyek",
          title: { id: "", en: "" },
          resource: "projects",
          schema: "projects",
        },
      ],
    },
  ];

  it.each([
    ["projects", "/projects"],
    ["plain", undefined],
    ["missing", undefined],
  ])("finds the route drawing %s", (id, path) => {
    expect(routeOfScreen(modules, id)?.route.path).toBe(path);
  });
});
