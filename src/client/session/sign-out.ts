/**
 * Signing out: the session ends on the server (`POST /api/logout` revokes the token) and
 * here, then the login page shows.
 */
import { http } from "../api/http";
import { goTo } from "./navigate";
import { clearSession, readSession } from "./session-store";

export async function signOut(): Promise<void> {
  if (readSession().token) {
    // Signing out must work even when the server cannot be reached; the token then simply
    // expires there on its own.
    await http.post("logout", { retry: 0 }).catch(() => undefined);
  }
  clearSession();
  goTo("/login");
}
