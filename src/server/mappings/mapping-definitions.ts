/**
 * The mappings the switch list edits, each described by configuration: the left record (whose
 * resource's `update-` permission a change needs), the right table with the columns the list
 * shows and searches, and the join table holding one row per switched-on pair. A new mapping
 * is one entry here; the list, the toggle, the permission and scope checks and the audit log
 * are the same for all (mapping-store.ts).
 */
import type { LocalText } from "../../schema/local-text";
import { hasPermission, SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import type { SessionUser } from "../access/session-user";

export interface MappingDefinition {
  /** Permission resource of the left record: read-<resource> to list, update-<resource> to switch. */
  resource: string;
  /** The left record's table and what one is called, for "record not found". */
  left: { table: string; title: LocalText };
  right: {
    table: string;
    title: LocalText;
    /** Columns each row shows besides its id. */
    columns: readonly string[];
    /** Text columns the search box matches. */
    search: readonly string[];
    orderBy: string;
    /** Only rows whose 1/0 `active` flag is on are listed and switched (switched-off permissions). */
    activeOnly?: boolean;
  };
  join: {
    table: string;
    /** The join column naming the left record; also the name its id travels under (§7). */
    leftKey: string;
    rightKey: string;
    /** Join columns that stay empty in this mapping's rows (user_mappings holds two kinds). */
    emptyColumns?: readonly string[];
  };
  /** Whether `user` may switch this mapping of the left record `leftId` at all. */
  leftChangeable?: (leftId: number) => boolean;
  /** Whether `user` may grant the right row `row` (switch it on). */
  grantable?: (user: SessionUser, row: Record<string, unknown>) => boolean;
  /** Whether `user` may revoke the right row `row` from the left record `leftId` (switch it off). */
  revocable?: (user: SessionUser, leftId: number, row: Record<string, unknown>) => boolean;
}

/**
 * The departments or the projects a user administers: user_mappings rows naming one of them
 * and leaving the other empty. Row scope keeps both sides to the caller's own.
 */
function userMapping(
  table: string,
  title: LocalText,
  prefix: string,
  emptyColumn: string,
): MappingDefinition {
  const columns = [`${prefix}_code`, `${prefix}_name`];
  return {
    resource: "user",
    left: { table: "users", title: { id: "Pengguna", en: "User" } },
    right: { table, title, columns, search: columns, orderBy: `${prefix}_name` },
    join: {
      table: "user_mappings",
      leftKey: "user_id",
      rightKey: `${prefix}_id`,
      emptyColumns: [emptyColumn],
    },
  };
}

/** What a role's holder needs to reach this switch list again: reading and changing roles. */
const ROLE_SCREEN: ReadonlySet<string> = new Set(["read-role", "update-role"]);

export const MAPPINGS: Readonly<Record<string, MappingDefinition>> = {
  "role-permissions": {
    resource: "role",
    left: { table: "roles", title: { id: "Role", en: "Role" } },
    right: {
      table: "permissions",
      title: { id: "Hak Akses", en: "Permission" },
      columns: ["name", "description", "module"],
      search: ["name", "description", "module"],
      orderBy: "name",
      activeOnly: true,
    },
    join: { table: "role_permissions", leftKey: "role_id", rightKey: "permission_id" },
    // The super-admin's rights come from its role id, not from rows: none to switch, none to lose.
    leftChangeable: (roleId) => roleId !== SUPER_ADMIN_ROLE_ID,
    // Nobody hands out a permission they do not hold themselves.
    grantable: (user, row) => hasPermission(user, String(row.name)),
    // Nobody takes from their own role what keeps them on the roles screen.
    revocable: (user, roleId, row) => user.roleId !== roleId || !ROLE_SCREEN.has(String(row.name)),
  },
  "user-departments": userMapping(
    "departments",
    { id: "Departemen", en: "Department" },
    "department",
    "project_id",
  ),
  "user-projects": userMapping(
    "projects",
    { id: "Proyek", en: "Project" },
    "project",
    "department_id",
  ),
};

export function mappingNamed(name: string): MappingDefinition | undefined {
  return Object.hasOwn(MAPPINGS, name) ? MAPPINGS[name] : undefined;
}
