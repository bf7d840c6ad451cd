/** The super admin as the server's session sees them, for suites that call services directly. */
import { SUPER_ADMIN_ROLE_ID } from "../../src/schema/permissions";
import type { SessionUser } from "../../src/server/access/session-user";

export const ROOT_SESSION: SessionUser = {
  id: 1,
  username: "root",
  fullname: "Root",
  roleId: SUPER_ADMIN_ROLE_ID,
  permissions: new Set(),
  departmentIds: [],
  projectIds: [],
  sessionId: 1,
};
