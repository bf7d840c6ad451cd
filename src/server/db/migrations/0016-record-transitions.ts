/**
 * State transitions with reason (overlay key `transitions`): every step a record takes
 * between the states of a column is kept in `record_transitions` — which record, from and to
 * which state, the reason, who (created_by) and when (created_at) — for any table.
 *
 * Accounts also get the moment their status last changed (`status_changed_at`, kept by a
 * trigger whoever writes the status), from which a rejected account's username and e-mail are
 * released after the retention period; and two guards no write path can go around: the last
 * active super-admin stays an active super-admin, and nobody deactivates themselves or changes
 * their own role through a screen (`updated_by` is the writer).
 */
import { type Kysely, sql } from "kysely";
import { LAST_SUPER_ADMIN_GUARD, OWN_ACCOUNT_GUARD } from "../schema-names";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "record_transitions",
      label: "Riwayat Status / Status History",
      // record_id has no foreign key: one table keeps the steps of every model.
      columns: `
        model varchar(100) NOT NULL,
        record_id bigint NOT NULL,
        transition varchar(60) NOT NULL,
        from_state varchar(60),
        to_state varchar(60) NOT NULL,
        reason varchar(500)`,
      indexes: ["model, record_id, created_at"],
    },
  ]);

  await sql`ALTER TABLE users ADD COLUMN status_changed_at timestamptz`.execute(db);
  await sql`UPDATE users SET status_changed_at = updated_at`.execute(db);
  await sql`
    CREATE FUNCTION users_stamp_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.status_changed_at := now();
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_status_changed BEFORE UPDATE OF status ON users
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION users_stamp_status_change()`.execute(db);
  await sql`CREATE INDEX users_rejected_release ON users (status_changed_at)
    WHERE status = 'rejected'`.execute(db);

  await sql`
    CREATE FUNCTION users_guard_access() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.updated_by = OLD.id AND (NEW.role_id IS DISTINCT FROM OLD.role_id
                                      OR (OLD.status = 'active' AND NEW.status <> 'active')) THEN
        RAISE EXCEPTION 'a user cannot lock themselves out'
          USING ERRCODE = 'check_violation', CONSTRAINT = ${sql.lit(OWN_ACCOUNT_GUARD)};
      END IF;
      IF OLD.role_id = -1 AND OLD.status = 'active'
         AND (NEW.role_id IS DISTINCT FROM -1 OR NEW.status <> 'active')
         AND NOT EXISTS (SELECT 1 FROM users
                         WHERE role_id = -1 AND status = 'active' AND id <> OLD.id) THEN
        RAISE EXCEPTION 'the last active super-admin must stay one'
          USING ERRCODE = 'check_violation', CONSTRAINT = ${sql.lit(LAST_SUPER_ADMIN_GUARD)};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_guard_access BEFORE UPDATE OF role_id, status ON users
    FOR EACH ROW EXECUTE FUNCTION users_guard_access()`.execute(db);
}
