/** Who is calling: what every authenticated request carries as `request.user`. */
import type { PermissionHolder } from "../../schema/permissions";

export interface SessionUser extends PermissionHolder {
  id: number;
  username: string;
  fullname: string;
  roleId: number | null;
  permissions: ReadonlySet<string>;
  /** Departments and projects the user belongs to (users) or administers (user_mappings). */
  departmentIds: readonly number[];
  projectIds: readonly number[];
  sessionId: number;
}
