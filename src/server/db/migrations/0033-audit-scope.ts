/**
 * A record's history keeps the place its record had: each audit row the generic writer makes
 * records the departments and projects of the record as it was then (a project's department
 * among the departments), so the history of a deleted record is read by those who could read
 * the record, not by anyone who guesses its id. Rows written before carry none: a deleted
 * record's older history is then left to callers whose reach is the whole company.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log ADD COLUMN department_ids bigint[], ADD COLUMN project_ids bigint[]`.execute(
    db,
  );
}
