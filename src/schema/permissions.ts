/**
 * The permission check of the spec (auth-and-session §6, admin-area §6), shared by the
 * client, which hides what a user may not do, and the server, which refuses it.
 */

/** Always allowed; fields of an overlay default to it. */
export const ALLOW_ALL = "template-allow-all";
/** The super-admin's role: allowed everything. */
export const SUPER_ADMIN_ROLE_ID = -1;
/**
 * Row scope over the whole company (a head office's role, a master-data steward): every
 * department's and project's rows, and the rows that serve them all. The super-admin holds it.
 */
export const COMPANY_REACH = "reach-company";

export interface PermissionHolder {
  roleId: number | null;
  permissions: ReadonlySet<string> | readonly string[];
}

/** Without a profile nothing is allowed; then allow-all, the super-admin, or the list decide. */
export function hasPermission(holder: PermissionHolder | null | undefined, name: string): boolean {
  if (!holder) return false;
  if (name === ALLOW_ALL || holder.roleId === SUPER_ADMIN_ROLE_ID) return true;
  const { permissions } = holder;
  return "has" in permissions ? permissions.has(name) : permissions.includes(name);
}
