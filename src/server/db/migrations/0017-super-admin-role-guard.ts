/**
 * The super-admin role (-1) is what the whole permission check special-cases: its name, its
 * id and its flags are not data anyone edits, and it is never deleted. The generic screen
 * cannot address it (record ids start at 1); an import matching its name, or psql, could:
 * this trigger is the guard no write path goes around. Its group stays free: grouping is only
 * how the roles screen sorts it.
 */
import { type Kysely, sql } from "kysely";

import { SUPER_ADMIN_ROLE_GUARD } from "../schema-names";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION roles_guard_super_admin() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' OR (NEW.id, NEW.role_name, NEW.description, NEW.registerable, NEW.active)
           IS DISTINCT FROM (OLD.id, OLD.role_name, OLD.description, OLD.registerable, OLD.active) THEN
        RAISE EXCEPTION 'the super-admin role cannot be changed or deleted'
          USING ERRCODE = 'check_violation', CONSTRAINT = ${sql.lit(SUPER_ADMIN_ROLE_GUARD)};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER roles_guard_super_admin BEFORE UPDATE OR DELETE ON roles
    FOR EACH ROW WHEN (OLD.id = -1) EXECUTE FUNCTION roles_guard_super_admin()`.execute(db);
}
