/**
 * Self-registration and what follows it: register (only the payload's own fields are
 * written: status, verification and approval keep the table's defaults), verify the e-mail,
 * send the link again, and let a role-less account choose its role.
 *
 * A registration with an e-mail that already has an account answers exactly like a new one
 * and tells the owner by e-mail instead, so the answer never reveals who is registered.
 */
import {
  EMAIL_PATTERN,
  type RegistrationPayload,
  USERNAME_PATTERN,
} from "../../schema/api/registration";
import { AppError } from "../http/errors";
import type { Locale } from "../http/locale";
import { tellApprovers } from "./approver-notice";
import { type AuthContext, appLink, mailUser } from "./auth-context";
import { FieldErrors } from "./field-messages";
import { consumeCode, issueCode, peekCode } from "./one-time-codes";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { departmentById, isProjectOf, isRegisterableRole } from "./registration-options";
import { releaseRejected } from "./rejected-release";
import {
  chooseRole,
  duplicateField,
  findUserByLogin,
  insertRegistration,
  markEmailVerified,
} from "./users-repository";

export async function register(
  ctx: AuthContext,
  payload: RegistrationPayload,
  locale: Locale,
): Promise<void> {
  const fullname = payload.fullname.trim();
  const username = payload.username.trim();
  const email = payload.email.trim().toLowerCase();
  const jobPosition = payload.job_position.trim();

  const errors = new FieldErrors(locale);
  if (!fullname) errors.add("fullname", "required");
  if (!jobPosition) errors.add("job_position", "required");
  if (!USERNAME_PATTERN.test(username)) errors.add("username", "username_invalid");
  if (!EMAIL_PATTERN.test(email)) errors.add("email", "email_invalid");
  const weakness = passwordProblem(payload.password);
  if (weakness) errors.add("password", weakness);
  if (!(await isRegisterableRole(ctx.db, payload.role_id))) errors.add("role_id", "role_unknown");
  if (!(await departmentById(ctx.db, payload.department_id))) {
    errors.add("department_id", "department_unknown");
  } else if (!(await isProjectOf(ctx.db, payload.project_id, payload.department_id))) {
    errors.add("project_id", "project_unknown");
  }
  errors.throwIfAny();

  const user = {
    fullname,
    username,
    email,
    passwordHash: await hashPassword(payload.password),
    roleId: payload.role_id,
    departmentId: payload.department_id,
    projectId: payload.project_id,
    jobPosition,
    locale,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await releaseRejected(trx, user, ctx.rejectedRetentionDays);
      const id = await insertRegistration(trx, user);
      const code = await issueCode(trx, id, "verify_email");
      const link = appLink(ctx, "/verify-email", { code });
      await mailUser(ctx, user, "verify_email", { link }, trx);
    });
  } catch (error) {
    const duplicate = duplicateField(error);
    if (duplicate === "username") throw new AppError("USERNAME_TAKEN");
    if (duplicate !== "email") throw error;
    const owner = await findUserByLogin(ctx.db, email);
    if (owner) await mailUser(ctx, owner, "already_registered", { link: appLink(ctx, "/login") });
  }
}

export async function verifyEmail(ctx: AuthContext, code: string): Promise<void> {
  const userId = await consumeCode(ctx.db, code, "verify_email");
  if (userId === null) throw new AppError("VERIFY_CODE_INVALID");
  if (await markEmailVerified(ctx.db, userId)) await tellApprovers(ctx, userId);
}

/** Answers the same whether or not the account exists or waits for verification. */
export async function resendVerification(ctx: AuthContext, identifier: string): Promise<void> {
  const user = await findUserByLogin(ctx.db, identifier.trim());
  if (user?.status !== "pending_verification") return;
  await ctx.db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, user.id, "verify_email");
    const link = appLink(ctx, "/verify-email", { code });
    await mailUser(ctx, user, "verify_email", { link }, trx);
  });
}

export interface RoleChoice {
  ticket: string;
  role_id: number;
  password: string;
}

/** The role chosen by the account itself waits for an admin's approval, like a registration. */
export async function registerRole(
  ctx: AuthContext,
  choice: RoleChoice,
  locale: Locale,
): Promise<number> {
  const userId = await peekCode(ctx.db, choice.ticket, "register_role");
  if (userId === null) throw new AppError("ROLE_TICKET_INVALID");
  const errors = new FieldErrors(locale);
  if (!(await isRegisterableRole(ctx.db, choice.role_id))) errors.add("role_id", "role_unknown");
  const weakness = passwordProblem(choice.password);
  if (weakness) errors.add("password", weakness);
  errors.throwIfAny();

  const passwordHash = await hashPassword(choice.password);
  const waits = await ctx.db.transaction().execute(async (trx) => {
    if ((await consumeCode(trx, choice.ticket, "register_role")) !== userId) {
      throw new AppError("ROLE_TICKET_INVALID");
    }
    return chooseRole(trx, userId, choice.role_id, passwordHash);
  });
  if (waits) await tellApprovers(ctx, userId);
  return userId;
}
