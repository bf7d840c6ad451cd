import { describe, expect, it } from "vitest";
import { hasPermission, type PermissionHolder } from "../../src/schema/permissions";

const viewer: PermissionHolder = { roleId: 4, permissions: ["read-employee"] };
const viewerSet: PermissionHolder = { roleId: 4, permissions: new Set(["read-employee"]) };
const superAdmin: PermissionHolder = { roleId: -1, permissions: [] };

describe("hasPermission", () => {
  it.each<[string, PermissionHolder | null, string, boolean]>([
    ["no profile, nothing", null, "read-employee", false],
    ["no profile, not even allow-all", null, "template-allow-all", false],
    ["allow-all always passes with a profile", viewer, "template-allow-all", true],
    ["a listed permission", viewer, "read-employee", true],
    ["a listed permission (set)", viewerSet, "read-employee", true],
    ["an unlisted permission", viewer, "delete-employee", false],
    ["an unlisted permission (set)", viewerSet, "delete-employee", false],
    ["names are exact", viewer, "read-employees", false],
    ["super-admin passes anything", superAdmin, "delete-user", true],
  ])("%s", (_name, holder, permission, expected) => {
    expect(hasPermission(holder, permission)).toBe(expected);
  });
});
