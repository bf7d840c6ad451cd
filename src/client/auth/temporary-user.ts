/**
 * The "temporary user" of a login that cannot proceed (`data_user_before_login`): carried
 * to the waiting and role-registration pages in their `user` parameter, as base64url JSON,
 * so those pages survive a reload. It holds nothing the user did not just prove to own.
 */
import type { BeforeLoginStatus, DataUserBeforeLogin } from "../../schema/api/before-login";

/** Read back from a URL parameter, so the status code may be one this client does not know. */
export interface TemporaryUser extends Omit<DataUserBeforeLogin, "status_code"> {
  status_code: BeforeLoginStatus | string;
}

export function encodeUser(user: TemporaryUser): string {
  const bytes = new TextEncoder().encode(JSON.stringify(user));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeUser(param: string | null): TemporaryUser | null {
  if (!param) return null;
  try {
    const binary = atob(param.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const user = JSON.parse(new TextDecoder().decode(bytes)) as TemporaryUser;
    return typeof user?.username === "string" && typeof user.email === "string" ? user : null;
  } catch {
    return null;
  }
}
