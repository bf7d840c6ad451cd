/**
 * The guest book's check-out and the manpower plan's actual counts.
 *
 * A visit is `inside` until its visitor checks out: `visit_status` is the state the screen's
 * check-out step moves (so a second check-out is refused as a step from the wrong state), and
 * a trigger keeps it and `check_out_at` agreeing whoever writes the row: a change of state
 * stamps (or clears) the moment, a moment written by a form, a seed or an intake sets the state.
 *
 * `project_manpower_actuals` is the current head count per project and manpower type (active
 * employees assigned there), read beside the plan by the table input; a view, so it is never
 * stale and costs nothing on employee writes. Filtered on one project it reads that project's
 * employees through the project_id index.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE visitors ADD COLUMN visit_status varchar(20) NOT NULL DEFAULT 'inside'
      CHECK (visit_status IN ('inside', 'checked_out'))`.execute(db);
  await sql`
    CREATE FUNCTION visitors_visit_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.visit_status IS DISTINCT FROM OLD.visit_status THEN
        -- A step moved the state: the moment follows it.
        NEW.check_out_at := CASE WHEN NEW.visit_status = 'checked_out'
          THEN coalesce(NEW.check_out_at, now()) END;
      ELSIF TG_OP = 'INSERT' AND NEW.visit_status = 'checked_out' AND NEW.check_out_at IS NULL THEN
        NEW.check_out_at := now();
      ELSE
        -- The moment was written (a form, a seed, an intake): the state follows it.
        NEW.visit_status := CASE WHEN NEW.check_out_at IS NULL THEN 'inside' ELSE 'checked_out' END;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER visitors_visit_status BEFORE INSERT OR UPDATE ON visitors
    FOR EACH ROW EXECUTE FUNCTION visitors_visit_status()`.execute(db);
  await sql`UPDATE visitors SET visit_status = 'checked_out' WHERE check_out_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX visitors_visit_status_idx ON visitors (visit_status)`.execute(db);

  await sql`
    CREATE VIEW project_manpower_actuals AS
    SELECT project_id, manpower_type_id, count(*)::int AS actual_count
    FROM employees
    WHERE status = 'active' AND project_id IS NOT NULL
    GROUP BY project_id, manpower_type_id`.execute(db);
}
