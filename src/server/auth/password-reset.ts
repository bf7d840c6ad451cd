/**
 * Forgot password: a reset link by e-mail (valid 48 hours on the server, once), then the new
 * password, which ends every session of the account at once. The request answers the same
 * whether or not the e-mail belongs to anyone.
 */
import { AppError } from "../http/errors";
import type { Locale } from "../http/locale";
import { type AuthContext, appLink, mailUser } from "./auth-context";
import { FieldErrors } from "./field-messages";
import { consumeCode, issueCode, peekCode } from "./one-time-codes";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import type { UserStatus } from "./user-status";
import { findUserByEmail, setPasswordHash } from "./users-repository";

/** Rejected and deactivated accounts get no link: a new password would not let them in. */
const MAY_RESET: readonly UserStatus[] = ["active", "pending_verification", "pending_approval"];

export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user || !MAY_RESET.includes(user.status)) return;
  await ctx.db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, user.id, "reset_password");
    // ts lets the reset page turn away a link older than about 2 days before asking anything.
    const link = appLink(ctx, "/reset-password", { code, ts: String(Date.now()) });
    await mailUser(ctx, user, "reset_password", { link }, trx);
  });
}

export async function changePassword(
  ctx: AuthContext,
  code: string,
  password: string,
  locale: Locale,
): Promise<void> {
  // A cheap look first, so a made-up code costs no scrypt run.
  const userId = await peekCode(ctx.db, code, "reset_password");
  if (userId === null) throw new AppError("RESET_CODE_INVALID");
  const errors = new FieldErrors(locale);
  const weakness = passwordProblem(password);
  if (weakness) errors.add("password", weakness);
  errors.throwIfAny();

  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    if ((await consumeCode(trx, code, "reset_password")) !== userId) {
      throw new AppError("RESET_CODE_INVALID");
    }
    await setPasswordHash(trx, userId, hash);
  });
  await ctx.sessions.revokeAllOf(userId);
}
