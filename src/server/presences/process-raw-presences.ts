/**
 * Step two of the intake: turns stored raw records into presences, set-based — one query
 * reads what the database knows about every record of the batch, `decidePresences` decides,
 * and a fixed handful of statements write the presences, the records' outcome and the
 * rollups (whose triggers keep the dashboards' summaries), whatever the batch size, and
 * notify the live dashboards on commit. Run in a transaction: the presences and the rollups that
 * count them commit together.
 *
 * Only records not yet turned into a presence are taken (new ones, failed ones), locked
 * against a concurrent reprocess of the same ids; the others are left as they are.
 *
 * A presence takes its raw record's photo only when the raw record holds that file (`uploads`,
 * intake-photos.ts), and then holds it in the raw record's stead; a photo the raw record merely
 * names (records stored before photos were checked) is left out.
 */
import { type Selectable, sql } from "kysely";
import { COMPANY_REACH, SUPER_ADMIN_ROLE_ID } from "../../schema/permissions";
import { BUSINESS_TIME_ZONE } from "../../schema/validation/periods";
import { USER_SCOPE_COLUMNS } from "../access/session-store";
import type { Db } from "../db/connect";
import type { RawPresences } from "../db/tables";
import { DEFAULT_RADIUS_M } from "../mobile/mobile-store";
import { dayKeysOf, decidePresences, type Outcome, type RawFacts } from "./decide-presences";
import { movePhotosToPresences, RAW_PHOTO } from "./intake-photos";
import { notifyPresences } from "./presence-notice";
import { lockMonthRows, refreshRollups } from "./presence-rollups";
import { rejectionText } from "./rejection-reasons";

export interface ProcessOptions {
  workStart: string;
  now: Date;
}

const ZONE = sql.lit(BUSINESS_TIME_ZONE);

export async function processRawPresences(
  db: Db,
  ids: readonly number[],
  options: ProcessOptions,
): Promise<Outcome[]> {
  if (ids.length === 0) return [];
  const facts = await readFacts(db, ids);
  if (facts.length === 0) return [];
  const outcomes = decidePresences(facts, options.now);
  const presences = outcomes.flatMap((outcome) => (outcome.presence ? [outcome.presence] : []));
  const keys = dayKeysOf(presences);
  await lockMonthRows(db, keys);
  if (presences.length > 0) {
    await sql`
      INSERT INTO presences (raw_presence_id, subject_kind, subject_id, project_id,
        presence_type, presence_at, lat, lng, distance_m, within_radius, photo, device_id)
      SELECT raw_presence_id, subject_kind, subject_id, project_id, presence_type,
        presence_at, lat, lng, distance_m, within_radius, photo, device_id
      FROM jsonb_to_recordset(${JSON.stringify(presences)}::jsonb) AS x(
        raw_presence_id bigint, subject_kind presence_subject_kind, subject_id bigint,
        project_id bigint, presence_type presence_type, presence_at timestamptz,
        lat double precision, lng double precision, distance_m numeric, within_radius boolean,
        photo varchar(500), device_id bigint)
      ON CONFLICT (raw_presence_id) WHERE raw_presence_id IS NOT NULL DO NOTHING`.execute(db);
    await movePhotosToPresences(
      db,
      presences.flatMap((presence) => (presence.photo === null ? [] : [presence.raw_presence_id])),
    );
  }
  const results = outcomes.map((outcome) => ({
    id: outcome.id,
    project_id: outcome.presence?.project_id ?? null,
    error: outcome.rejection ? rejectionText(outcome.rejection, "id") : null,
  }));
  await sql`
    UPDATE raw_presences r SET processed_at = ${options.now.toISOString()}::timestamptz,
      error = x.error, project_id = coalesce(x.project_id, r.project_id)
    FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
      AS x(id bigint, project_id bigint, error text)
    WHERE r.id = x.id`.execute(db);
  await refreshRollups(db, keys, options.workStart);
  await notifyPresences(
    db,
    presences.map((presence) => presence.project_id),
  );
  return outcomes;
}

/** Everything the decision needs about each record, in one query. */
async function readFacts(db: Db, ids: readonly number[]): Promise<RawFacts[]> {
  const { rows } = await sql<
    Omit<RawFacts, "scanned_at"> & Pick<Selectable<RawPresences>, "scanned_at">
  >`
    -- The reach of each app user who sent one of these records: read once per sender.
    WITH reach AS MATERIALIZED (
      SELECT u.id, u.role_id = ${SUPER_ADMIN_ROLE_ID} OR EXISTS (
          SELECT 1 FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
          WHERE rp.role_id = u.role_id AND p.active = 1 AND p.name = ${COMPANY_REACH}) AS whole,
        ${USER_SCOPE_COLUMNS}
      FROM users u WHERE u.id IN (SELECT sender_id FROM raw_presences
        WHERE id = ANY(${[...ids]}::bigint[]) AND source = 'mobile'))
    SELECT r.id::int AS id, r.source, r.device_id::int AS device_id, r.qr_card_number,
      r.scanned_at, r.presence_type, r.lat, r.lng,
      -- The photo only if the raw record holds its file: one probe of the unique name's index.
      (SELECT u.stored_name FROM uploads u WHERE u.stored_name = r.photo
        AND u.model = ${RAW_PHOTO.model} AND u.record_id = r.id AND u.field = ${RAW_PHOTO.field}
      ) AS photo,
      pj.id::int AS project_id, coalesce(cr.lat, pj.lat) AS site_lat,
      coalesce(cr.lng, pj.lng) AS site_lng,
      coalesce(cr.radius_m, ${DEFAULT_RADIUS_M})::int AS radius_m,
      e.id::int AS employee_id, e.is_blacklisted, e.blacklist_reason,
      -- An app user's card must be one of their own people: a card of anyone else's is not
      -- on this project for them, and says no more (not even that the worker is blacklisted).
      (r.source <> 'mobile' OR reach.whole OR subject.project_id = ANY(reach.project_ids)
        OR subject.department_id = ANY(reach.department_ids)) IS TRUE AS in_reach,
      m.id::int AS management_id, v.id::int AS visitor_id,
      coalesce(c.earlier, 0)::int AS earlier
    FROM raw_presences r
    LEFT JOIN devices d ON d.id = r.device_id
    LEFT JOIN projects pj ON pj.id = CASE WHEN r.source = 'device'
      THEN coalesce(r.project_id, d.project_id) ELSE r.project_id END
    LEFT JOIN config_presence_radius cr ON cr.project_id = pj.id AND cr.active = 1
    LEFT JOIN employees e ON e.qr_card_number = r.qr_card_number
    LEFT JOIN company_managements m ON m.qr_card_number = r.qr_card_number AND e.id IS NULL
    LEFT JOIN LATERAL (
      -- A guest card is handed out again: the visit of that day the scan falls in or after.
      SELECT v.id, v.project_id FROM visitors v
      WHERE e.id IS NULL AND m.id IS NULL AND v.qr_card_number = r.qr_card_number
        AND (v.check_in_at AT TIME ZONE ${ZONE})::date = (r.scanned_at AT TIME ZONE ${ZONE})::date
      ORDER BY v.check_in_at <= r.scanned_at DESC, abs(extract(epoch FROM v.check_in_at - r.scanned_at))
      LIMIT 1) v ON true
    LEFT JOIN reach ON r.source = 'mobile' AND reach.id = r.sender_id
    LEFT JOIN LATERAL (
      SELECT sp.id AS project_id, coalesce(sp.department_id, m.department_id) AS department_id
      FROM (SELECT 1) one
      LEFT JOIN projects sp ON sp.id = coalesce(e.project_id, m.project_id, v.project_id)) subject ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS earlier FROM presences p
      WHERE r.presence_type IS NULL AND p.project_id = pj.id
        AND p.subject_kind = CASE WHEN e.id IS NOT NULL THEN 'worker'
          WHEN m.id IS NOT NULL THEN 'management' ELSE 'visitor' END::presence_subject_kind
        AND p.subject_id = coalesce(e.id, m.id, v.id)
        AND p.presence_at >= ((r.scanned_at AT TIME ZONE ${ZONE})::date::timestamp AT TIME ZONE ${ZONE})
        AND p.presence_at < r.scanned_at) c ON true
    WHERE r.id = ANY(${[...ids]}::bigint[])
      AND (r.processed_at IS NULL OR r.error IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM presences p WHERE p.raw_presence_id = r.id)
    FOR UPDATE OF r`.execute(db);
  return rows.map((row) => ({
    ...row,
    scanned_at: row.scanned_at === null ? null : new Date(row.scanned_at),
  }));
}
