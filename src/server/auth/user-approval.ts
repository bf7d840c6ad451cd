/**
 * A department admin (or the super-admin) approves or rejects a pending account. The user
 * hears of it by e-mail either way; a rejection also ends any session the account has.
 */
import { AppError } from "../http/errors";
import { type AuthContext, appLink, mailUser } from "./auth-context";
import { type Approver, type DecidedAccount, decide, isInScope } from "./pending-accounts";

export async function approveAccount(
  ctx: AuthContext,
  approver: Approver,
  id: number,
): Promise<DecidedAccount> {
  const account = await decideOrExplain(ctx, approver, id, "active", null);
  mailUser(ctx, account, "account_approved", { link: appLink(ctx, "/login") });
  return account;
}

export async function rejectAccount(
  ctx: AuthContext,
  approver: Approver,
  id: number,
  reason: string | null,
): Promise<DecidedAccount> {
  const account = await decideOrExplain(ctx, approver, id, "rejected", reason);
  await ctx.sessions.revokeAllOf(id);
  mailUser(ctx, account, "account_rejected", reason ? { reason } : {});
  return account;
}

async function decideOrExplain(
  ctx: AuthContext,
  approver: Approver,
  id: number,
  status: "active" | "rejected",
  reason: string | null,
): Promise<DecidedAccount> {
  const account = await decide(ctx.db, approver, id, status, reason);
  if (account) return account;
  // Outside the approver's departments an account is "not found", never "exists elsewhere".
  if (await isInScope(ctx.db, approver, id)) throw new AppError("ACCOUNT_NOT_PENDING");
  throw new AppError("USER_NOT_FOUND", { id });
}
