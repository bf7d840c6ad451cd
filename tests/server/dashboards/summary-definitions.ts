/**
 * Each dashboard summary's definition as plain SQL over the raw rows (employees and the
 * presence days the intake keeps), and the rows where a summary and its definition differ.
 */
import { sql } from "kysely";
import { filledFields } from "../../../src/server/dashboards/summaries/employee-columns";
import {
  RUNNING_DAYS,
  SUMMARY_TABLES,
} from "../../../src/server/dashboards/summaries/summary-tables";
import type { Db } from "../../../src/server/db/connect";

const PENDING = "('verification_request', 'appraisal_request', 'revision_request')";
const FACTS = `(SELECT d.project_id, d.day, e.manpower_type_id, e.convalsal_id, e.foreman_id,
    d.late, d.outside_radius > 0 AS outside,
    e.status = 'active' AND e.project_id = d.project_id AND extract(isodow FROM d.day) < 7 AS attended
  FROM presence_days d JOIN employees e ON e.id = d.subject_id WHERE d.subject_kind = 'worker')`;
const REGISTRATIONS = `(SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, project_id,
    manpower_type_id, 1 AS registered, 0 AS verified FROM employees
  UNION ALL SELECT (verified_at AT TIME ZONE 'Asia/Jakarta')::date, project_id, manpower_type_id, 0, 1
  FROM employees WHERE verified_at IS NOT NULL)`;
const FOREMEN = `SELECT c.foreman_id, count(*) AS head, sum(${filledFields("c")}) AS filled,
    f.project_id
  FROM employees c JOIN employees f ON f.id = c.foreman_id WHERE c.status = 'active'
  GROUP BY c.foreman_id, f.project_id`;
const MONTH = "date_trunc('month', day)::date";

/** Each summary's definition as plain SQL, its columns in the table's order. */
const EXPECTED: Record<string, string> = {
  dash_manpower: `SELECT project_id, manpower_type_id, count(*), count(*) FILTER (WHERE status = 'active'),
      count(*) FILTER (WHERE is_blacklisted), count(*) FILTER (WHERE verification_status = 'approved'),
      count(*) FILTER (WHERE verification_status IN ${PENDING}),
      coalesce(sum(${filledFields("e")}) FILTER (WHERE status = 'active'), 0)
    FROM employees e GROUP BY 1, 2`,
  dash_registration_days: `SELECT day, project_id, manpower_type_id, sum(registered), sum(verified)
    FROM ${REGISTRATIONS} r GROUP BY 1, 2, 3`,
  dash_registration_months: `SELECT ${MONTH}, project_id, manpower_type_id, sum(registered),
      sum(verified) FROM ${REGISTRATIONS} r GROUP BY 1, 2, 3`,
  dash_vendor_crews: `SELECT project_id, convalsal_id, count(*), sum(${filledFields("e")})
    FROM employees e WHERE status = 'active' AND convalsal_id IS NOT NULL GROUP BY 1, 2`,
  dash_foremen: FOREMEN,
  dash_attendance_days: `SELECT day, project_id, manpower_type_id, count(*),
      count(*) FILTER (WHERE late), count(*) FILTER (WHERE outside), count(*) FILTER (WHERE attended)
    FROM ${FACTS} f GROUP BY 1, 2, 3`,
  dash_attendance_months: `SELECT ${MONTH}, project_id, manpower_type_id, count(*),
      count(*) FILTER (WHERE late), count(*) FILTER (WHERE outside), count(*) FILTER (WHERE attended)
    FROM ${FACTS} f GROUP BY 1, 2, 3`,
  dash_vendor_attendance_days: `SELECT day, project_id, convalsal_id, count(*) FROM ${FACTS} f
    WHERE attended AND convalsal_id IS NOT NULL GROUP BY 1, 2, 3`,
  dash_vendor_attendance_months: `SELECT ${MONTH}, project_id, convalsal_id, count(*) FROM ${FACTS} f
    WHERE attended AND convalsal_id IS NOT NULL GROUP BY 1, 2, 3`,
  dash_foreman_days: `SELECT f.day, f.foreman_id, count(*), m.project_id FROM ${FACTS} f
    JOIN employees m ON m.id = f.foreman_id WHERE f.attended GROUP BY 1, 2, 4`,
  dash_foreman_months: `SELECT date_trunc('month', f.day)::date, f.foreman_id, count(*),
      ${RUNNING_DAYS.map((_, index) => `count(*) FILTER (WHERE extract(day FROM f.day) <= ${index + 1})`).join(", ")},
      m.project_id, coalesce(c.head, 0), coalesce(c.filled, 0)
    FROM ${FACTS} f JOIN employees m ON m.id = f.foreman_id
    LEFT JOIN (${FOREMEN}) c ON c.foreman_id = f.foreman_id
    WHERE f.attended GROUP BY 1, 2, m.project_id, c.head, c.filled`,
};

/** A summary's columns in the order of its description (a migration may have added some last). */
const COLUMNS = Object.fromEntries(
  Object.values(SUMMARY_TABLES).map((table) => {
    const extras: readonly string[] = "extras" in table ? table.extras : [];
    return [
      table.name,
      [...table.keys.map((key) => key.name), ...table.sums, ...extras].join(", "),
    ];
  }),
);

/** Rows in one and not the other (EXCEPT ALL both ways), each tagged with its side. */
export async function summaryDifferences(db: Db): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [table, expected] of Object.entries(EXPECTED)) {
    const stored = `SELECT ${COLUMNS[table]} FROM ${table}`;
    const { rows } = await sql
      .raw<Record<string, unknown>>(`
        (SELECT 'missing' AS side, x.* FROM ((${expected}) EXCEPT ALL ${stored}) x)
        UNION ALL
        (SELECT 'extra' AS side, x.* FROM (${stored} EXCEPT ALL (${expected})) x)
        LIMIT 10`)
      .execute(db);
    if (rows.length > 0) found[table] = rows;
  }
  return found;
}
