/**
 * Tells the admins who decide an account that it waits for them: the active users mapped to
 * the account's department whose role holds `update-user-approval`, or, when that department
 * has none (or the account has no department), the active super-admins — so a waiting
 * account always reaches someone who can decide it.
 */
import { sql } from "kysely";
import { SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import type { Db } from "../db/connect";
import { type AuthContext, appLink, type MailRecipient, mailUser } from "./auth-context";

/** The permission that decides accounts (the approval screen's update). */
const APPROVE_PERMISSION = "update-user-approval";

/** The approval screen as the router file places it. */
const APPROVAL_PAGE = "/user-role/user-approval";

/** Who is told that `accountId` waits; none when the account does not wait. */
export async function approversOf(db: Db, accountId: number): Promise<MailRecipient[]> {
  const { rows } = await sql<MailRecipient>`
    WITH account AS (
      SELECT id, department_id FROM users WHERE id = ${accountId} AND status = 'pending_approval'
    ), department_admins AS (
      SELECT u.email, u.fullname, u.locale
      FROM users u, account a
      WHERE u.status = 'active' AND u.id <> a.id AND u.role_id <> ${SUPER_ADMIN_ROLE_ID}
        AND EXISTS (SELECT 1 FROM user_mappings m
                    WHERE m.user_id = u.id AND m.department_id = a.department_id)
        AND EXISTS (SELECT 1 FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
                    WHERE rp.role_id = u.role_id AND p.name = ${APPROVE_PERMISSION}
                      AND p.active = 1)
    )
    SELECT email, fullname, locale FROM department_admins
    UNION ALL
    SELECT u.email, u.fullname, u.locale FROM users u, account a
    WHERE u.status = 'active' AND u.role_id = ${SUPER_ADMIN_ROLE_ID} AND u.id <> a.id
      AND NOT EXISTS (SELECT 1 FROM department_admins)
    ORDER BY email`.execute(db);
  return rows;
}

/** Queues the "account waiting" e-mail to each of the account's approvers. */
export async function tellApprovers(ctx: AuthContext, accountId: number): Promise<void> {
  const account = await ctx.db
    .selectFrom("users")
    .select(["fullname", "username"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  if (!account) return;
  const applicant = `${account.fullname} (${account.username})`;
  const link = appLink(ctx, APPROVAL_PAGE);
  for (const approver of await approversOf(ctx.db, accountId)) {
    await mailUser(ctx, approver, "account_waiting", { applicant, link });
  }
}
