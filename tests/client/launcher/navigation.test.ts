import { describe, expect, it } from "vitest";
import { moduleNavigation } from "../../../src/client/layout/navigation";
import type { Module } from "../../../src/schema/modules";

const route = (path: string, title: string, group?: string, hidden?: boolean) => ({
  path,
  name: path.slice(1),
  title: { id: title, en: `${title} (en)` },
  resource: path.slice(1),
  ...(group ? { group: { id: group, en: `${group} (en)` } } : {}),
  ...(hidden ? { hidden } : {}),
});

const module: Module = {
  name: "user-role",
  title: { id: "Pengaturan Pengguna", en: "User Settings" },
  description: { id: "", en: "" },
  icon: "shield",
  routes: [
    route("/user", "Pengguna"),
    route("/user-approval", "Verifikasi Pengguna"),
    route("/role-group", "Grup Role", "Access Config"),
    route("/role", "Role", "Access Config"),
    route("/secret", "Rahasia", "Access Config", true),
  ],
};

describe("moduleNavigation", () => {
  it("groups routes under the module title and their group headings, leaving hidden ones out", () => {
    expect(moduleNavigation(module, "id", () => true)).toEqual([
      {
        label: "Pengaturan Pengguna",
        items: [
          { href: "/user-role/user", label: "Pengguna" },
          { href: "/user-role/user-approval", label: "Verifikasi Pengguna" },
        ],
      },
      {
        label: "Access Config",
        items: [
          { href: "/user-role/role-group", label: "Grup Role" },
          { href: "/user-role/role", label: "Role" },
        ],
      },
    ]);
  });

  it("keeps only what the user may read, in the interface language", () => {
    const groups = moduleNavigation(module, "en", (r) => r.resource === "role");
    expect(groups).toEqual([
      { label: "Access Config (en)", items: [{ href: "/user-role/role", label: "Role (en)" }] },
    ]);
  });
});
