/**
 * From a proven identity (password or SSO token) to the login answer: a session with the
 * profile when the account is active and has a role; otherwise `data_user_before_login`
 * with the status_code the client routes on (email_unverified → resend link, email_verified
 * → waiting screen, anonymous → role registration; rejected and inactive show the message).
 * Only a caller who proved the identity ever sees which state an account is in.
 */
import type { BeforeLoginStatus, DataUserBeforeLogin } from "../../schema/api/before-login";
import type { LoginAnswer } from "../../schema/api/profile";
import type { ErrorCode } from "../http/errors";
import type { AuthContext } from "./auth-context";
import { issueCode } from "./one-time-codes";
import { loadProfile } from "./profile";
import { departmentById } from "./registration-options";
import type { UserStatus } from "./user-status";
import { recordLogin, type UserRecord } from "./users-repository";

export type SignInOutcome =
  | { signedIn: true; answer: LoginAnswer }
  | { signedIn: false; code: ErrorCode; before: DataUserBeforeLogin };

const NOT_READY: Record<Exclude<UserStatus, "active">, [BeforeLoginStatus, ErrorCode]> = {
  pending_verification: ["email_unverified", "ACCOUNT_EMAIL_UNVERIFIED"],
  pending_approval: ["email_verified", "ACCOUNT_PENDING_APPROVAL"],
  rejected: ["rejected", "ACCOUNT_REJECTED"],
  inactive: ["inactive", "ACCOUNT_INACTIVE"],
};

export async function signIn(
  ctx: AuthContext,
  user: UserRecord,
  client: { ip?: string; userAgent?: string },
): Promise<SignInOutcome> {
  const [statusCode, code] =
    user.status !== "active"
      ? NOT_READY[user.status]
      : user.role_id === null
        ? (["anonymous", "ACCOUNT_WITHOUT_ROLE"] as const)
        : [null, null];
  if (statusCode && code) {
    const before: DataUserBeforeLogin = {
      status_code: statusCode,
      id: user.id,
      fullname: user.fullname,
      username: user.username,
      email: user.email,
      department: await departmentById(ctx.db, user.department_id),
    };
    if (statusCode === "anonymous")
      before.ticket = await issueCode(ctx.db, user.id, "register_role");
    return { signedIn: false, code, before };
  }
  const token = await ctx.sessions.create(user.id, client);
  await recordLogin(ctx.db, user.id);
  return { signedIn: true, answer: { token, ...(await loadProfile(ctx.db, user.id)) } };
}
