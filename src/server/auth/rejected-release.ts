/**
 * A rejected account's username and e-mail become free again once the retention period
 * (config REJECTED_RETENTION_DAYS) has passed since the rejection. The account row stays —
 * its history, audit entries and authorship are kept — but when someone registers with one
 * of its values, the row is renamed first to a placeholder no registration can take (an
 * e-mail domain without a dot, which the registration pattern refuses), and the audit log
 * keeps the values it had. So the unique indexes on lower(username) and lower(email) hold as
 * they are, and every lookup by username or e-mail stays as simple as before.
 */
import { type Expression, expressionBuilder, type Selectable, type SqlBool, sql } from "kysely";
import { writeAudit } from "../crud/audit-log";
import type { Db } from "../db/connect";
import type { DB, Users } from "../db/tables";

/** Whether the account (of `users`, unaliased) was rejected longer ago than `days`. */
export function released(days: number): Expression<SqlBool> {
  const eb = expressionBuilder<DB, "users">();
  return eb.and([
    eb("status", "=", "rejected"),
    eb("status_changed_at", "<", sql<string>`now() - make_interval(days => ${days})`),
  ]);
}

/**
 * Renames the released accounts holding `username` or `email`, so they can be registered;
 * run in the registration's transaction. The ids of the renamed accounts.
 */
export async function releaseRejected(
  trx: Db,
  values: { username: string; email: string },
  days: number,
): Promise<number[]> {
  const { rows } = await sql<Pick<Selectable<Users>, "id" | "username" | "email">>`
    UPDATE users AS u
    SET username = 'released.' || u.id, email = 'released.' || u.id || '@released'
    FROM (SELECT id, username, email FROM users
          WHERE (lower(username) = lower(${values.username}) OR lower(email) = lower(${values.email}))
            AND ${released(days)}
          FOR UPDATE) AS old
    WHERE u.id = old.id
    RETURNING u.id, old.username, old.email`.execute(trx);
  for (const row of rows) {
    await writeAudit(trx, {
      userId: null,
      action: "update",
      model: "users",
      recordId: row.id,
      before: { username: row.username, email: row.email },
      after: { username: `released.${row.id}`, email: `released.${row.id}@released` },
    });
  }
  return rows.map((row) => row.id);
}
