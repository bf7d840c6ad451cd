/**
 * The route guard's rule, as a pure function: which address may show, which must send the
 * user elsewhere, and when the stored session must go.
 */
import type { AppOptions } from "../../schema/api/app-config";

/** Open to anyone. */
export const PUBLIC_PATHS = [
  "/term-condition",
  "/privacy-policy",
  "/login",
  "/sso-login",
  "/register",
  "/register-role",
  "/verify-email",
  "/waiting-account",
  "/reset-password",
] as const;

/** Shown only while self-registration is on; otherwise the login page shows instead. */
const REGISTRATION_PATHS: readonly string[] = [
  "/register",
  "/register-role",
  "/verify-email",
  "/waiting-account",
];

export interface GuardInput {
  path: string;
  token: string | null;
  storedAppCode: string | null;
  appCode: string;
  options: Pick<AppOptions, "allowRegister" | "forgetPassword">;
}

export interface GuardDecision {
  /** Where to send the user instead, if anywhere. */
  redirect?: string;
  /** The stored session belongs to another product (app code): drop it. */
  clearSession?: boolean;
}

export function guardDecision(input: GuardInput): GuardDecision {
  const { path, token, options } = input;
  if (token && input.storedAppCode !== input.appCode) {
    return { clearSession: true, ...(path === "/login" ? {} : { redirect: "/login" }) };
  }
  if (!options.allowRegister && REGISTRATION_PATHS.includes(path)) return { redirect: "/login" };
  if (!options.forgetPassword && path === "/reset-password") return { redirect: "/login" };
  if (token && path === "/login") return { redirect: "/" };
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return {};
  return token ? {} : { redirect: "/login" };
}
