/**
 * Every change that can end a session or alter what it may do notifies the channel
 * `session_changes`, whoever makes it (this server, another instance, psql), so a server may
 * keep resolved sessions in memory and drop them the moment one of these rows changes.
 * Statement-level: one notice per statement, and PostgreSQL folds a transaction's identical
 * notices into one. Writes that cannot matter (a session's `last_seen_at`, a new session,
 * a user's locale) stay silent, so a busy server does not empty its own cache.
 */
import { type Kysely, sql } from "kysely";

import { SESSION_CHANGES_CHANNEL } from "../schema-names";

const WATCHED: Record<string, string> = {
  sessions: "UPDATE OF token_hash, user_id, expires_at, revoked_at OR DELETE OR TRUNCATE",
  users:
    "UPDATE OF status, role_id, department_id, project_id, username, fullname OR DELETE OR TRUNCATE",
  role_permissions: "INSERT OR UPDATE OR DELETE OR TRUNCATE",
  permissions: "INSERT OR UPDATE OR DELETE OR TRUNCATE",
  user_mappings: "INSERT OR UPDATE OR DELETE OR TRUNCATE",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(SESSION_CHANGES_CHANNEL)}, '');
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, events] of Object.entries(WATCHED)) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_session_change`)} AFTER ${sql.raw(events)}
      ON ${sql.id(table)} FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`.execute(db);
  }
}
