/** Which routes of the router file tell the client where their list is. */
import { describe, expect, it } from "vitest";
import type { Module, ModuleRoute, RouteList } from "../../../src/schema/modules";
import type { PermissionHolder } from "../../../src/schema/permissions";
import { withRouteLists } from "../../../src/server/schemas/route-lists";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";

const route = (path: string, extra: Partial<ModuleRoute> = {}): ModuleRoute => ({
  path,
  name: path.slice(1),
  title: { id: path, en: path },
  resource: path.slice(1),
  ...extra,
});

const MODULE: Module = {
  name: "tenaga-kerja",
  title: { id: "Tenaga Kerja", en: "Manpower" },
  description: { id: "", en: "" },
  icon: "users",
  routes: [
    route("/employee", { schema: "employees" }),
    route("/cards", { schema: "cards" }),
    route("/secret", { schema: "secret" }),
    route("/missing", { schema: "missing" }),
    route("/placeholder", { list: { endpoint: "elsewhere", layout: "table" } }),
  ],
};

const screens: Record<string, { endpoint: string; resource: string; layout: "table" | "card" }> = {
  employees: { endpoint: "employee", resource: "employee", layout: "table" },
  cards: { endpoint: "cards", resource: "cards", layout: "card" },
  secret: { endpoint: "secret", resource: "hidden-resource", layout: "table" },
};
const overlays = {
  get: (id: string) => {
    const screen = screens[id];
    return screen
      ? ({ screen: { ...screen, list: { layout: screen.layout } } } as unknown as LoadedScreen)
      : undefined;
  },
};

const reader: PermissionHolder = {
  roleId: 3,
  permissions: ["read-employee", "read-cards", "read-secret", "read-missing", "read-placeholder"],
};

describe("withRouteLists", () => {
  const lists = Object.fromEntries(
    withRouteLists([MODULE], overlays, reader)[0]?.routes.map((item) => [item.path, item.list]) ??
      [],
  );

  const cases: Array<[string, RouteList | undefined, string]> = [
    ["/employee", { endpoint: "employee", layout: "table" }, "a table screen"],
    ["/cards", { endpoint: "cards", layout: "card" }, "a card screen"],
    ["/secret", undefined, "a screen of a resource the caller may not read"],
    ["/missing", undefined, "a route whose overlay does not exist"],
    ["/placeholder", undefined, "a route without a screen, whatever the router file says"],
  ];
  it.each(cases)("%s: %j (%s)", (path, expected) => {
    expect(lists[path]).toEqual(expected);
  });

  it("leaves the router file's own routes as they were", () => {
    const before = structuredClone(MODULE);
    withRouteLists([MODULE], overlays, reader);
    expect(MODULE).toEqual(before);
  });
});
