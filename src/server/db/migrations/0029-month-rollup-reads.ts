/**
 * The intake recomputes a person's month row from their day rows (presence-rollups.ts). A
 * person's days were each on a page of their own (the table grows day by day), so one batch
 * of 100 records read some 2,500 heap pages of `presence_days` for it: at 1,000,000 workers
 * that was most of a batch's time. The subject index now carries the columns the month sums,
 * so those reads are one index range per person (an index-only scan on settled pages).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX presence_days_subject_idx`.execute(db);
  await sql`
    CREATE INDEX presence_days_subject_idx ON presence_days (subject_kind, subject_id, day)
    INCLUDE (project_id, late, outside_radius, worked_minutes)`.execute(db);
}
