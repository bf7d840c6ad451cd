/**
 * A 401 from any call means the server no longer knows the session (expired, revoked,
 * signed out elsewhere): the stored session is cleared and the login page shows.
 */
import { goTo } from "./navigate";
import { clearSession } from "./session-store";

export function endSessionAfter401(): void {
  clearSession();
  goTo("/login", { replace: true });
}
