/**
 * The attendance rollups the recaps read instead of scanning presences: one row per person,
 * project and Jakarta business day (`presence_days`) and per person, project and month
 * (`presence_months`). The intake keeps them current in the transaction that writes the
 * presences, for the keys it touched; the migration and the bench load rebuild them whole.
 * Both recompute a key from its source rows (never add deltas), so a retried or reprocessed
 * record can never be counted twice.
 *
 * Concurrency: a batch first locks the month rows of every key it will touch
 * (`lockMonthRows`), in key order, before it writes presences. A second batch touching the
 * same person and month waits there until the first commits, and then (READ COMMITTED: each
 * statement sees what committed before it) recomputes from rows that include the first's.
 */
import { type RawBuilder, type Selectable, sql } from "kysely";
import { BUSINESS_TIME_ZONE } from "../../schema/validation/periods";
import type { Db } from "../db/connect";
import type { PresenceDays } from "../db/tables";

/** The work start when none is configured (PRESENCE_WORK_START). */
export const DEFAULT_WORK_START = "08:00";

/** A person's presences at one project on one business day ("YYYY-MM-DD"). */
export type DayKey = Pick<
  Selectable<PresenceDays>,
  "subject_kind" | "subject_id" | "project_id" | "day"
>;

const ZONE = sql.lit(BUSINESS_TIME_ZONE);

const keysJson = (keys: readonly DayKey[]) => JSON.stringify(keys);

/** The touched keys as a relation `k`, each once. */
const dayKeys = (keys: readonly DayKey[]) => sql`(
  SELECT DISTINCT * FROM jsonb_to_recordset(${keysJson(keys)}::jsonb)
    AS x(subject_kind presence_subject_kind, subject_id bigint, project_id bigint, day date)) k`;

const monthKeys = (keys: readonly DayKey[]) => sql`(
  SELECT DISTINCT subject_kind, subject_id, project_id, date_trunc('month', day)::date AS month
  FROM jsonb_to_recordset(${keysJson(keys)}::jsonb)
    AS x(subject_kind presence_subject_kind, subject_id bigint, project_id bigint, day date)) mk`;

/**
 * Makes sure each touched month row exists and holds its lock until the transaction ends,
 * in primary-key order so two batches never wait on each other in a cycle. A row lock, not
 * a no-op update: an update wrote a new version of every row and its index entries, and the
 * month rows are written again a moment later anyway.
 */
export async function lockMonthRows(db: Db, keys: readonly DayKey[]): Promise<void> {
  if (keys.length === 0) return;
  const order = sql`ORDER BY project_id, month, subject_kind, subject_id`;
  await sql`
    INSERT INTO presence_months (subject_kind, subject_id, project_id, month)
    SELECT subject_kind, subject_id, project_id, month FROM ${monthKeys(keys)} ${order}
    ON CONFLICT (project_id, month, subject_kind, subject_id) DO NOTHING`.execute(db);
  await sql`
    SELECT 1 FROM presence_months m
    WHERE (m.project_id, m.month, m.subject_kind, m.subject_id) IN (
      SELECT project_id, month, subject_kind, subject_id FROM ${monthKeys(keys)})
    ${order} FOR UPDATE OF m`.execute(db);
}

/** Recomputes the day and month rows of `keys` from the presences. */
export async function refreshRollups(
  db: Db,
  keys: readonly DayKey[],
  workStart: string,
): Promise<void> {
  if (keys.length === 0) return;
  await upsertDays(
    db,
    sql`${dayKeys(keys)}
      JOIN presences p ON p.subject_kind = k.subject_kind AND p.subject_id = k.subject_id
        AND p.project_id = k.project_id
        AND p.presence_at >= (k.day::timestamp AT TIME ZONE ${ZONE})
        AND p.presence_at < ((k.day + 1)::timestamp AT TIME ZONE ${ZONE})`,
    workStart,
  );
  await upsertMonths(
    db,
    sql`${monthKeys(keys)}
      JOIN presence_days d ON d.subject_kind = mk.subject_kind AND d.subject_id = mk.subject_id
        AND d.project_id = mk.project_id
        AND d.day >= mk.month AND d.day < (mk.month + interval '1 month')::date`,
  );
}

/** Rebuilds both tables from every presence (the migration's backfill, the bench load). */
export async function rebuildRollups(db: Db, workStart: string): Promise<void> {
  await sql`TRUNCATE presence_days, presence_months`.execute(db);
  await upsertDays(db, sql`presences p`, workStart);
  await upsertMonths(db, sql`presence_days d`);
}

/** `from` names the presences `p` to aggregate. */
async function upsertDays(db: Db, from: RawBuilder<unknown>, workStart: string): Promise<void> {
  await sql`
    INSERT INTO presence_days (subject_kind, subject_id, project_id, day, first_in, last_out,
      records, late, outside_radius, worked_minutes)
    SELECT subject_kind, subject_id, project_id, day, first_in, last_out, records,
      coalesce((first_in AT TIME ZONE ${ZONE})::time > ${workStart}::time, false),
      outside_radius,
      CASE WHEN last_out > first_in
        THEN floor(extract(epoch FROM last_out - first_in) / 60)::int ELSE 0 END
    FROM (
      SELECT p.subject_kind, p.subject_id, p.project_id,
        (p.presence_at AT TIME ZONE ${ZONE})::date AS day,
        min(p.presence_at) FILTER (WHERE p.presence_type = 'in') AS first_in,
        max(p.presence_at) FILTER (WHERE p.presence_type = 'out') AS last_out,
        count(*)::int AS records,
        count(*) FILTER (WHERE p.within_radius = false)::int AS outside_radius
      FROM ${from}
      GROUP BY 1, 2, 3, 4) a
    ON CONFLICT (project_id, day, subject_kind, subject_id) DO UPDATE SET
      first_in = EXCLUDED.first_in, last_out = EXCLUDED.last_out, records = EXCLUDED.records,
      late = EXCLUDED.late, outside_radius = EXCLUDED.outside_radius,
      worked_minutes = EXCLUDED.worked_minutes`.execute(db);
}

/** `from` names the day rows `d` to aggregate. */
async function upsertMonths(db: Db, from: RawBuilder<unknown>): Promise<void> {
  await sql`
    INSERT INTO presence_months (subject_kind, subject_id, project_id, month, days_present,
      days_late, outside_radius, worked_minutes)
    SELECT d.subject_kind, d.subject_id, d.project_id, date_trunc('month', d.day)::date,
      count(*)::int, count(*) FILTER (WHERE d.late)::int, sum(d.outside_radius)::int,
      sum(d.worked_minutes)::int
    FROM ${from}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (project_id, month, subject_kind, subject_id) DO UPDATE SET
      days_present = EXCLUDED.days_present, days_late = EXCLUDED.days_late,
      outside_radius = EXCLUDED.outside_radius, worked_minutes = EXCLUDED.worked_minutes`.execute(
    db,
  );
}
