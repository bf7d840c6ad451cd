/**
 * What each summary adds up, as expressions over `changes` (employee summaries) or `facts`
 * (attendance summaries): the key, the signed sums and the columns copied along.
 */
import type { Delta } from "./summary-sql";
import { RUNNING_DAYS, SUMMARY_TABLES as T } from "./summary-tables";

const MONTH = "date_trunc('month', day)::date";
/** The foreman's own project: his crew's figures are filtered and scoped by it. */
const FOREMAN_PROJECT = (relation: string) =>
  `(SELECT x.project_id FROM employees x WHERE x.id = ${relation}.foreman_id)`;
const FOREMAN_CREW = (column: string) =>
  `coalesce((SELECT f.${column} FROM dash_foremen f WHERE f.foreman_id = facts.foreman_id), 0)`;

/** Registrations by the day the row was created, verifications by the day it was approved. */
const REGISTRATIONS = `(
  SELECT created_day AS day, project_id, manpower_type_id, sign AS registered, 0 AS verified
  FROM changes
  UNION ALL
  SELECT verified_day, project_id, manpower_type_id, 0, sign FROM changes
  WHERE verified_day IS NOT NULL) r`;

export const EMPLOYEE_DELTAS: readonly Delta[] = [
  {
    table: T.manpower,
    keys: ["project_id", "manpower_type_id"],
    sums: [
      "sign",
      "sign * active::int",
      "sign * blacklisted::int",
      "sign * approved::int",
      "sign * pending::int",
      "CASE WHEN active THEN sign * filled ELSE 0 END",
    ],
    from: "changes",
  },
  {
    table: T.registrationDays,
    keys: ["day", "project_id", "manpower_type_id"],
    sums: ["registered", "verified"],
    from: REGISTRATIONS,
  },
  {
    table: T.registrationMonths,
    keys: [MONTH, "project_id", "manpower_type_id"],
    sums: ["registered", "verified"],
    from: REGISTRATIONS,
  },
  {
    table: T.vendorCrews,
    keys: ["project_id", "convalsal_id"],
    sums: ["sign", "sign * filled"],
    from: "changes WHERE active AND convalsal_id IS NOT NULL",
  },
  {
    table: T.foremen,
    keys: ["foreman_id"],
    sums: ["sign", "sign * filled"],
    extras: [FOREMAN_PROJECT("changes")],
    from: "changes WHERE active AND foreman_id IS NOT NULL",
  },
];

const ATTENDANCE_SUMS = ["sign", "sign * late", "sign * outside", "sign * attended::int"];
const ATTENDED_WITH = (column: string) => `facts WHERE attended AND ${column} IS NOT NULL`;

export const ATTENDANCE_DELTAS: readonly Delta[] = [
  {
    table: T.attendanceDays,
    keys: ["day", "project_id", "manpower_type_id"],
    sums: ATTENDANCE_SUMS,
    from: "facts",
  },
  {
    table: T.attendanceMonths,
    keys: [MONTH, "project_id", "manpower_type_id"],
    sums: ATTENDANCE_SUMS,
    from: "facts",
  },
  {
    table: T.vendorAttendanceDays,
    keys: ["day", "project_id", "convalsal_id"],
    sums: ["sign"],
    from: ATTENDED_WITH("convalsal_id"),
  },
  {
    table: T.vendorAttendanceMonths,
    keys: [MONTH, "project_id", "convalsal_id"],
    sums: ["sign"],
    from: ATTENDED_WITH("convalsal_id"),
  },
  {
    table: T.foremanDays,
    keys: ["day", "foreman_id"],
    sums: ["sign"],
    extras: [FOREMAN_PROJECT("facts")],
    from: ATTENDED_WITH("foreman_id"),
  },
  {
    table: T.foremanMonths,
    keys: [MONTH, "foreman_id"],
    sums: [
      "sign",
      ...RUNNING_DAYS.map(
        (_, index) => `CASE WHEN extract(day FROM day) <= ${index + 1} THEN sign ELSE 0 END`,
      ),
    ],
    extras: [FOREMAN_PROJECT("facts"), FOREMAN_CREW("head"), FOREMAN_CREW("filled")],
    from: ATTENDED_WITH("foreman_id"),
  },
];
