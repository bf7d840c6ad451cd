import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Module, type ModulesFile, readableModules } from "../../src/schema/modules";

const text = (id: string) => ({ id, en: id });
const modules: Module[] = [
  {
    name: "master",
    title: text("Data Master"),
    description: text("Referensi"),
    icon: "database",
    routes: [
      { path: "/m-skills", name: "master-keahlian", title: text("Keahlian"), resource: "m-skills" },
      {
        path: "/m-diseases",
        name: "master-penyakit",
        title: text("Penyakit"),
        resource: "m-diseases",
      },
    ],
  },
  {
    name: "user-role",
    title: text("Pengguna"),
    description: text("Akses"),
    icon: "shield",
    routes: [{ path: "/user", name: "user", title: text("Pengguna"), resource: "user" }],
  },
];

describe("readableModules", () => {
  it.each([
    ["nobody signed in sees nothing", null, []],
    [
      "a reader of one screen sees its module with that route",
      { roleId: 3, permissions: ["read-m-skills"] },
      [["master", ["/m-skills"]]],
    ],
    ["create without read shows nothing", { roleId: 3, permissions: ["create-m-skills"] }, []],
    [
      "the super-admin sees everything",
      { roleId: -1, permissions: [] },
      [
        ["master", ["/m-skills", "/m-diseases"]],
        ["user-role", ["/user"]],
      ],
    ],
  ] as const)("%s", (_name, user, expected) => {
    const result = readableModules(modules, user).map((module) => [
      module.name,
      module.routes.map((route) => route.path),
    ]);
    expect(result).toEqual(expected);
  });
});

describe("schemas/modules.json", () => {
  const file = JSON.parse(readFileSync("schemas/modules.json", "utf8")) as ModulesFile;

  it("has the spec's five launcher modules in order", () => {
    expect(file.modules.map((module) => module.name)).toEqual([
      "dashboard",
      "operational-unit",
      "tenaga-kerja",
      "master",
      "user-role",
    ]);
  });

  it("gives every route a unique path, both languages and a resource", () => {
    const paths = file.modules.flatMap((module) =>
      module.routes.map((route) => `/${module.name}${route.path}`),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of file.modules.flatMap((module) => module.routes)) {
      expect(route.path).toMatch(/^\/[a-z0-9-]+$/);
      expect(route.title.id && route.title.en).toBeTruthy();
      expect(route.resource).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
