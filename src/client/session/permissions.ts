/**
 * The spec's permission check on the client, over the stored session: no profile, nothing
 * allowed; then `template-allow-all`, the super-admin (role -1) or the stored list decide.
 * The server enforces the same rule; this one only hides what would be refused.
 */
import { hasPermission } from "../../schema/permissions";
import { readSession, type Session } from "./session-store";

export function can(permission: string, session: Session = readSession()): boolean {
  const { profile, permissions } = session;
  return hasPermission(profile && { roleId: profile.role_id, permissions }, permission);
}
