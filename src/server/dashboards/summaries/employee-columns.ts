/**
 * What the dashboard summaries read of an employee row, as SQL over a row alias: the
 * attributes its figures are grouped and counted by, and the completeness of the worker's
 * file. Written once here and used by every summary statement (triggers and rebuild), so the
 * live summaries and a rebuild can never count differently. Developer constants only: no
 * value from a request ever reaches these strings.
 *
 * Data completeness of a worker = the share of the fields below that are filled (text: not
 * blank), 0–100 %. A group's completeness is the mean over its active workers.
 */

export const BUSINESS_ZONE = "'Asia/Jakarta'";

/** The fields of a worker's file that completeness counts; text fields must not be blank. */
export const COMPLETENESS_FIELDS = [
  ["gender", "value"],
  ["birth_place", "text"],
  ["birth_date", "value"],
  ["religion", "text"],
  ["marital_status", "text"],
  ["phone", "text"],
  ["address", "text"],
  ["blood_type_id", "value"],
  ["bpjs_ketenagakerjaan", "text"],
  ["bpjs_kesehatan", "text"],
  ["photo", "text"],
  ["join_date", "value"],
] as const satisfies readonly (readonly [string, "text" | "value"])[];

/** How many of COMPLETENESS_FIELDS are filled in row `alias`. */
export function filledFields(alias: string): string {
  return COMPLETENESS_FIELDS.map(([field, kind]) =>
    kind === "text"
      ? `(nullif(btrim(${alias}.${field}), '') IS NOT NULL)::int`
      : `(${alias}.${field} IS NOT NULL)::int`,
  ).join(" + ");
}

/** States between draft and approved: filed for verification and not decided yet. */
const PENDING = "('verification_request', 'appraisal_request', 'revision_request')";

/** The projection `changes` carries for each employee row version (see employee-changes.ts). */
export function employeeColumns(alias: string): string {
  return `${alias}.id, ${alias}.project_id, ${alias}.manpower_type_id, ${alias}.convalsal_id,
    ${alias}.foreman_id, (${alias}.status = 'active') AS active,
    ${alias}.is_blacklisted AS blacklisted,
    (${alias}.verification_status = 'approved') AS approved,
    (${alias}.verification_status IN ${PENDING}) AS pending,
    (${filledFields(alias)}) AS filled,
    (${alias}.created_at AT TIME ZONE ${BUSINESS_ZONE})::date AS created_day,
    (${alias}.verified_at AT TIME ZONE ${BUSINESS_ZONE})::date AS verified_day`;
}

/** The attributes a presence day is credited by: moving any of them moves the worker's days. */
export const ATTRIBUTION = [
  "project_id",
  "manpower_type_id",
  "convalsal_id",
  "foreman_id",
  "active",
];
