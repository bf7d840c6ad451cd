/**
 * What the dashboards must show, computed the plain way: SQL over the raw tables (employees,
 * presences, equipments, convalsals, convalsal_documents, convalsal_ratings, projects), never
 * over the summaries the server reads. Each answer is keyed like a widget's rows (the group
 * key as text, "" for none) with the widget's item ids.
 */
import { sql } from "kysely";
import { filledFields } from "../../../src/server/dashboards/summaries/employee-columns";
import type { Db } from "../../../src/server/db/connect";

export type Figures = Record<string, Record<string, number | null>>;

/** Which projects are in view: filters and a department admin's departments. */
export interface View {
  territory?: number;
  department?: number;
  project?: number;
  /** Departments a department admin administers. */
  scope?: number[];
  type?: number;
}

export interface Period {
  from: string;
  to: string;
  today: string;
}

/** `column IN (projects in view)`, or true. */
export function inView(column: string, view: View): string {
  const parts = [
    view.territory ? `territory_id = ${view.territory}` : "",
    view.department ? `department_id = ${view.department}` : "",
    view.project ? `id = ${view.project}` : "",
    view.scope ? `department_id IN (${view.scope.join(", ") || "NULL"})` : "",
  ].filter(Boolean);
  return parts.length > 0
    ? `${column} IN (SELECT id FROM projects WHERE ${parts.join(" AND ")})`
    : "true";
}

const typeIs = (column: string, view: View) => (view.type ? `${column} = ${view.type}` : "true");

async function keyed(db: Db, text: string): Promise<Figures> {
  const { rows } = await sql.raw<Record<string, unknown>>(text).execute(db);
  return Object.fromEntries(
    rows.map(({ key, ...values }) => [
      String(key ?? ""),
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          value === null ? null : Number(value),
        ]),
      ),
    ]),
  );
}

/** Manpower by `group` ("project_id", "territory_id", "manpower_type_id", or none: totals). */
export function manpower(db: Db, group: string | null, view: View): Promise<Figures> {
  const key =
    group === null
      ? "''"
      : group === "manpower_type_id"
        ? "e.manpower_type_id"
        : group === "project_id"
          ? "e.project_id"
          : `p.${group}`;
  return keyed(
    db,
    `SELECT ${key} AS key, count(*) AS total, count(*) FILTER (WHERE e.status = 'active') AS active,
       count(*) FILTER (WHERE e.status <> 'active') AS non_active,
       count(*) FILTER (WHERE e.is_blacklisted) AS blacklisted,
       count(*) FILTER (WHERE e.verification_status = 'approved') AS verified,
       count(*) FILTER (WHERE e.verification_status IN ('verification_request', 'appraisal_request', 'revision_request')) AS pending,
       round(100.0 * sum(${filledFields("e")}) FILTER (WHERE e.status = 'active')
         / nullif(12 * count(*) FILTER (WHERE e.status = 'active'), 0), 1) AS completeness
     FROM employees e LEFT JOIN projects p ON p.id = e.project_id
     WHERE ${inView("e.project_id", view)} AND ${typeIs("e.manpower_type_id", view)}
     GROUP BY 1`,
  );
}

/** Registered and verified workers by `group` ("day", "project_id", or none) in the period. */
export function registrations(db: Db, group: string | null, view: View, period: Period) {
  const key = group === null ? "''" : group === "day" ? "day::text" : group;
  return keyed(
    db,
    `SELECT ${key} AS key, sum(registered) AS registered, sum(verified) AS verified FROM (
       SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, project_id, 1 AS registered,
         0 AS verified FROM employees e
       WHERE ${inView("e.project_id", view)} AND ${typeIs("e.manpower_type_id", view)}
       UNION ALL
       SELECT (verified_at AT TIME ZONE 'Asia/Jakarta')::date, project_id, 0, 1 FROM employees e
       WHERE verified_at IS NOT NULL AND ${inView("e.project_id", view)}
         AND ${typeIs("e.manpower_type_id", view)}) r
     WHERE day BETWEEN '${period.from}' AND '${period.to}'
     GROUP BY 1`,
  );
}

/** Mondays to Saturdays of the period up to today, in SQL. */
const workdays = (period: Period) => `(SELECT count(*) FROM generate_series('${period.from}'::date,
  least('${period.to}'::date, '${period.today}'::date), interval '1 day') w WHERE extract(isodow FROM w) < 7)`;

/** A worker's presences at a project on a Jakarta day, from the presences themselves. */
const WORKER_DAYS = `(SELECT p.subject_id, p.project_id, (p.presence_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
    coalesce(((min(p.presence_at) FILTER (WHERE p.presence_type = 'in')) AT TIME ZONE 'Asia/Jakarta')::time
      > '08:00', false) AS late,
    coalesce(bool_or(p.within_radius = false), false) AS outside
  FROM presences p WHERE p.subject_kind = 'worker' GROUP BY 1, 2, 3)`;

const facts = (period: Period) => `(SELECT d.*, e.foreman_id, e.convalsal_id, e.manpower_type_id,
    coalesce(e.status = 'active' AND e.project_id = d.project_id AND extract(isodow FROM d.day) < 7, false)
      AS attended
  FROM ${WORKER_DAYS} d JOIN employees e ON e.id = d.subject_id
  WHERE d.day BETWEEN '${period.from}' AND '${period.to}')`;

/** Attendance by project ("project_id") or in total (null). */
export function attendance(db: Db, group: "project_id" | null, view: View, period: Period) {
  const key = group === null ? "''" : "k.project_id";
  const w = workdays(period);
  return keyed(
    db,
    `WITH f AS (SELECT * FROM ${facts(period)} f
         WHERE ${inView("f.project_id", view)} AND ${typeIs("f.manpower_type_id", view)}),
       a AS (SELECT ${group === null ? "NULL::bigint" : "project_id"} AS project_id, count(*) AS present,
         count(*) FILTER (WHERE late) AS late, count(*) FILTER (WHERE outside) AS outside_radius,
         count(*) FILTER (WHERE attended) AS attended FROM f GROUP BY 1),
       h AS (SELECT ${group === null ? "NULL::bigint" : "project_id"} AS project_id, count(*) AS head
         FROM employees e WHERE e.status = 'active' AND e.project_id IS NOT NULL
           AND ${inView("e.project_id", view)} AND ${typeIs("e.manpower_type_id", view)} GROUP BY 1),
       k AS (SELECT project_id FROM a UNION SELECT project_id FROM h)
     SELECT ${key} AS key, coalesce(a.present, 0) AS present, coalesce(a.late, 0) AS late,
       coalesce(a.outside_radius, 0) AS outside_radius,
       greatest(coalesce(h.head, 0) * ${w} - coalesce(a.attended, 0), 0) AS absent,
       round(100.0 * coalesce(a.attended, 0) / nullif(coalesce(h.head, 0) * ${w}, 0), 1) AS attendance_rate
     FROM k LEFT JOIN a ON a.project_id IS NOT DISTINCT FROM k.project_id
       LEFT JOIN h ON h.project_id IS NOT DISTINCT FROM k.project_id`,
  );
}

const ratingOf = (column: string, view: View, subcon = false) => `(SELECT ${column} AS key,
    round(avg(rating_value), 2) AS rating FROM convalsal_ratings r
  WHERE ${inView("r.project_id", view)}
    ${subcon ? "AND convalsal_id IN (SELECT id FROM convalsals WHERE convalsal_type = 'subcon')" : ""}
  GROUP BY 1)`;

/** The projects' leaderboard: attendance rate, completeness, vendors' rating, head count. */
export function projectRanking(db: Db, view: View, period: Period) {
  return keyed(
    db,
    `WITH a AS (SELECT project_id AS key, count(*) FILTER (WHERE attended) AS attended
         FROM ${facts(period)} f WHERE ${inView("f.project_id", view)} GROUP BY 1),
       h AS (SELECT project_id AS key, count(*) AS head, sum(${filledFields("e")}) AS filled
         FROM employees e WHERE e.status = 'active' AND e.project_id IS NOT NULL
           AND ${inView("e.project_id", view)} GROUP BY 1),
       r AS ${ratingOf("project_id", view)},
       k AS (SELECT key FROM a UNION SELECT key FROM h UNION SELECT key FROM r)
     SELECT k.key, round(100.0 * coalesce(a.attended, 0) / nullif(coalesce(h.head, 0) * ${workdays(period)}, 0), 1)
         AS attendance_rate,
       round(100.0 * coalesce(h.filled, 0) / nullif(12 * coalesce(h.head, 0), 0), 1) AS completeness,
       r.rating, coalesce(h.head, 0) AS head_count
     FROM k LEFT JOIN a USING (key) LEFT JOIN h USING (key) LEFT JOIN r USING (key)`,
  );
}

/** Foremen whose crew attended in the period, by their own project. */
export function foremen(db: Db, view: View, period: Period) {
  return keyed(
    db,
    `WITH a AS (SELECT foreman_id AS key, count(*) AS attended FROM ${facts(period)} f
         WHERE attended AND foreman_id IS NOT NULL GROUP BY 1),
       c AS (SELECT foreman_id AS key, count(*) AS head, sum(${filledFields("e")}) AS filled
         FROM employees e WHERE e.status = 'active' AND foreman_id IS NOT NULL GROUP BY 1)
     SELECT a.key, round(100.0 * a.attended / nullif(coalesce(c.head, 0) * ${workdays(period)}, 0), 1)
         AS attendance_rate,
       round(100.0 * coalesce(c.filled, 0) / nullif(12 * coalesce(c.head, 0), 0), 1) AS completeness,
       coalesce(c.head, 0) AS head_count,
       a.attended::float8 / greatest(coalesce(c.head, 0), 1) AS rank
     FROM a LEFT JOIN c USING (key) JOIN employees m ON m.id = a.key
     WHERE ${inView("m.project_id", view)}`,
  );
}

/** Subcontractors: rating, attendance rate, completeness, head count on the projects in view. */
export function subcontractors(db: Db, view: View, period: Period) {
  const subcon = "convalsal_id IN (SELECT id FROM convalsals WHERE convalsal_type = 'subcon')";
  return keyed(
    db,
    `WITH a AS (SELECT convalsal_id AS key, count(*) AS attended FROM ${facts(period)} f
         WHERE attended AND ${subcon} AND ${inView("f.project_id", view)} GROUP BY 1),
       h AS (SELECT convalsal_id AS key, count(*) AS head, sum(${filledFields("e")}) AS filled
         FROM employees e WHERE e.status = 'active' AND ${subcon} AND ${inView("e.project_id", view)}
         GROUP BY 1),
       r AS ${ratingOf("convalsal_id", view, true)},
       k AS (SELECT key FROM a UNION SELECT key FROM h UNION SELECT key FROM r)
     SELECT k.key, r.rating,
       round(100.0 * coalesce(a.attended, 0) / nullif(coalesce(h.head, 0) * ${workdays(period)}, 0), 1)
         AS attendance_rate,
       round(100.0 * coalesce(h.filled, 0) / nullif(12 * coalesce(h.head, 0), 0), 1) AS completeness,
       coalesce(h.head, 0) AS head_count
     FROM k LEFT JOIN a USING (key) LEFT JOIN h USING (key) LEFT JOIN r USING (key)`,
  );
}

/** Vendors by verification status, those assigned to a project in view. */
export function vendors(db: Db, view: View) {
  const assigned = inView("pc.project_id", view);
  return keyed(
    db,
    `SELECT verification_status::text AS key, count(*) AS total FROM convalsals c
     WHERE ${assigned === "true" ? "true" : `c.id IN (SELECT pc.convalsal_id FROM project_convalsals pc WHERE ${assigned})`}
     GROUP BY 1`,
  );
}

export function equipment(db: Db, view: View) {
  return keyed(
    db,
    `SELECT condition::text AS key, count(*) AS total FROM equipments e
     WHERE ${inView("e.project_id", view)} GROUP BY 1`,
  );
}

export function vendorDocuments(db: Db, view: View, today: string) {
  const assigned = inView("pc.project_id", view);
  return keyed(
    db,
    `SELECT '' AS key, count(*) FILTER (WHERE valid_until < '${today}') AS expired,
       count(*) FILTER (WHERE valid_until BETWEEN '${today}' AND '${today}'::date + 30) AS expiring,
       count(*) FILTER (WHERE valid_until IS NULL OR valid_until > '${today}'::date + 30) AS valid
     FROM convalsal_documents d
     WHERE ${assigned === "true" ? "true" : `d.convalsal_id IN (SELECT pc.convalsal_id FROM project_convalsals pc WHERE ${assigned})`}`,
  );
}

/** The first `limit` keys by `item` (descending, ties by key), as the widget orders them. */
export function top(figures: Figures, item: string, limit: number, dir: "asc" | "desc" = "desc") {
  const sign = dir === "desc" ? -1 : 1;
  return Object.entries(figures)
    .sort(([ka, a], [kb, b]) => {
      const [va, vb] = [a[item] ?? null, b[item] ?? null];
      if (va !== vb) {
        if (va === null) return 1;
        if (vb === null) return -1;
        return sign * (va - vb);
      }
      return dir === "desc" ? Number(ka) - Number(kb) : Number(kb) - Number(ka);
    })
    .slice(0, limit)
    .map(([key]) => key);
}
