/**
 * The dashboards (issue #17): what they read instead of scanning employees and presences.
 *
 * - `employees.verified_at`: when the worker's data was approved, kept by a trigger (set when
 *   `verification_status` becomes `approved`, cleared when it leaves it; an insert already
 *   approved counts as verified when registered). Rows approved before this migration take
 *   their `updated_at`, the nearest moment known. The acquisition dashboard counts by it.
 * - The summary tables (src/server/dashboards/summaries/summary-tables.ts), filled here from
 *   the existing rows in a few set-based statements, then kept by statement-level triggers
 *   on employees and presence_days (summary-schema.ts). Their SQL is what that code generated
 *   when this migration was written, frozen in frozen/0027-dashboard-summaries.json
 *   (tests/server/db/frozen-migrations.db.test.ts compares it with today's description).
 */
import { type Kysely, sql } from "kysely";
import summaries from "./frozen/0027-dashboard-summaries.json" with { type: "json" };
import { runFrozen } from "./frozen-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE employees ADD COLUMN verified_at timestamptz`.execute(db);
  // The backfill as one rewrite of the table (indexes rebuilt in bulk) rather than an UPDATE
  // of every approved row, which inserts into each of the table's indexes row by row:
  // measured on 1,000,000 employees, 47 s instead of 203 s.
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  await sql`
    ALTER TABLE employees ALTER COLUMN verified_at TYPE timestamptz
    USING (CASE WHEN verification_status = 'approved' THEN updated_at END)`.execute(db);
  await sql`
    CREATE FUNCTION employees_verified_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.verification_status IS DISTINCT FROM 'approved' THEN
        NEW.verified_at := NULL;
      ELSIF TG_OP = 'INSERT' THEN
        NEW.verified_at := coalesce(NEW.verified_at, NEW.created_at, now());
      ELSIF OLD.verification_status IS DISTINCT FROM 'approved'
        AND NEW.verified_at IS NOT DISTINCT FROM OLD.verified_at THEN
        -- Approved by this update, and no moment written with it: now.
        NEW.verified_at := now();
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER employees_verified_at BEFORE INSERT OR UPDATE OF verification_status, verified_at
    ON employees FOR EACH ROW EXECUTE FUNCTION employees_verified_at()`.execute(db);

  await runFrozen(db, summaries);
}
