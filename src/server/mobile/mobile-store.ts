/**
 * The queries behind the mobile apps' configuration calls: the banners showing today, a
 * project's presence radius and the user agreement in force with the caller's acceptance.
 * "Today" is the caller's business day in Jakarta (periods.ts), passed in so tests can fix it;
 * the banner rule is the one the back office list shows (schema/adapter/period-state.ts).
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/connect";

export interface MobileBanner {
  id: number;
  title: string;
  image: string;
  link_url: string | null;
  sort_order: number;
  start_date: string | null;
  end_date: string | null;
}

/** Active banners whose period holds `today` (both ends included), in their order. */
export async function bannersShowing(db: Db, today: string): Promise<MobileBanner[]> {
  const { rows } = await sql<MobileBanner>`
    SELECT id, title, image, link_url, sort_order, start_date, end_date
    FROM config_banners
    WHERE active = 1
      AND (start_date IS NULL OR start_date <= ${today}::date)
      AND (end_date IS NULL OR end_date >= ${today}::date)
    ORDER BY sort_order, id`.execute(db);
  return rows;
}

/** The radius every project has until an admin sets its own (the column's default, 0008). */
export const DEFAULT_RADIUS_M = 100;

export interface PresenceRadius {
  project_id: number;
  project_code: string;
  project_name: string;
  radius_m: number;
  /** The check-in centre: the radius row's own point, else the project's. */
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** false: no active radius row, the default radius applies. */
  configured: boolean;
}

/** A project's radius, when the project is in the caller's scope (`inScope` on `projects p`). */
export async function presenceRadius(
  db: Db,
  projectId: number,
  inScope: RawBuilder<boolean> | undefined,
): Promise<PresenceRadius | undefined> {
  const { rows } = await sql<PresenceRadius>`
    SELECT p.id AS project_id, p.project_code, p.project_name,
      COALESCE(r.radius_m, ${DEFAULT_RADIUS_M}) AS radius_m,
      CASE WHEN r.lat IS NULL THEN p.address ELSE COALESCE(r.address, p.address) END AS address,
      COALESCE(r.lat, p.lat) AS lat,
      COALESCE(r.lng, p.lng) AS lng,
      r.id IS NOT NULL AS configured
    FROM projects p
    LEFT JOIN config_presence_radius r ON r.project_id = p.id AND r.active = 1
    WHERE p.id = ${projectId} ${inScope ? sql`AND ${inScope}` : sql``}`.execute(db);
  return rows[0];
}

export interface CurrentAgreement {
  id: number;
  version: string;
  title: string;
  content: string;
  published_at: string;
  accepted: boolean;
  accepted_at: string | null;
}

/**
 * The agreement in force at `now`: the active version published last (a later publication
 * date is scheduled, not yet in force), with whether `userId` accepted that very version.
 */
export async function currentAgreement(
  db: Db,
  userId: number,
  now: Date,
): Promise<CurrentAgreement | undefined> {
  const { rows } = await sql<CurrentAgreement>`
    SELECT a.id, a.version, a.title, a.content, a.published_at,
      x.accepted_at IS NOT NULL AS accepted, x.accepted_at
    FROM config_user_agreements a
    LEFT JOIN user_agreement_acceptances x ON x.agreement_id = a.id AND x.user_id = ${userId}
    WHERE a.active = 1 AND a.published_at <= ${now.toISOString()}::timestamptz
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT 1`.execute(db);
  return rows[0];
}

/** Records the acceptance once; accepting again keeps the first time. */
export async function acceptAgreement(
  db: Db,
  userId: number,
  agreementId: number,
  now: Date,
): Promise<void> {
  await sql`
    INSERT INTO user_agreement_acceptances (user_id, agreement_id, accepted_at, created_by)
    VALUES (${userId}, ${agreementId}, ${now.toISOString()}::timestamptz, ${userId})
    ON CONFLICT (user_id, agreement_id) DO NOTHING`.execute(db);
}
