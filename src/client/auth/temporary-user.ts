/**
 * The "temporary user" of a login that cannot proceed (`data_user_before_login`): carried
 * to the waiting and role-registration pages in their `user` parameter, as base64url JSON,
 * so those pages survive a reload. It holds nothing the user did not just prove to own.
 */
export type BeforeLoginStatus =
  | "email_unverified"
  | "email_verified"
  | "anonymous"
  | "rejected"
  | "inactive";

export interface TemporaryUser {
  status_code: BeforeLoginStatus | string;
  id: number;
  fullname: string;
  username: string;
  email: string;
  department: { id: number; department_name: string; contact_pic: string | null } | null;
  /** Role registration only: the one-time ticket the server asks for. */
  ticket?: string;
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
