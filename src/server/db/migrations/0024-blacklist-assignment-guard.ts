/**
 * A blacklisted worker is not assigned to a project, whichever way the write comes (the
 * worker's form, an import, the project-history tab, a change request's approval): two
 * triggers refuse it under one constraint name, naming the `project_id` column, so the form
 * shows the refusal on that field. The past stays recordable: a worker keeps on record the
 * project they were on when blacklisted (only a change of `project_id` is refused), and a
 * project-history row is refused only when it starts on or after the day of the blacklisting
 * (Jakarta time) — an earlier one records work done before it.
 */
import { type Kysely, sql } from "kysely";

import { BLACKLIST_ASSIGNMENT_GUARD } from "../schema-names";

/** Both guards refuse alike, naming the field the form shows it on. */
const refuse = sql`
  RAISE EXCEPTION 'a blacklisted worker cannot be assigned to a project'
    USING ERRCODE = 'check_violation', COLUMN = 'project_id',
          CONSTRAINT = ${sql.lit(BLACKLIST_ASSIGNMENT_GUARD)};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION employees_guard_blacklisted_assignment() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.is_blacklisted AND NEW.project_id IS NOT NULL
         AND NEW.project_id IS DISTINCT FROM OLD.project_id THEN
        ${refuse}
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER employees_guard_blacklisted_assignment
    BEFORE UPDATE OF project_id ON employees
    FOR EACH ROW EXECUTE FUNCTION employees_guard_blacklisted_assignment()`.execute(db);

  await sql`
    CREATE FUNCTION employee_project_histories_guard_blacklisted() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM employees
                 WHERE id = NEW.employee_id AND is_blacklisted
                   AND NEW.start_date >= (blacklisted_at AT TIME ZONE 'Asia/Jakarta')::date) THEN
        ${refuse}
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER employee_project_histories_guard_blacklisted
    BEFORE INSERT OR UPDATE OF employee_id, project_id ON employee_project_histories
    FOR EACH ROW EXECUTE FUNCTION employee_project_histories_guard_blacklisted()`.execute(db);
}
