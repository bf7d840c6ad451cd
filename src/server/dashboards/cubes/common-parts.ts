/**
 * Dimensions and measures several cubes share: the organisation (project, territory,
 * department, manpower type), vendors, and the rates.
 *
 * - attendance rate = attended person-days / (active head count × working days) × 100, where
 *   attended = days a worker who is active and assigned to the project was present there,
 *   Monday to Saturday, and working days = Mondays to Saturdays of the period up to today.
 *   Head count and assignment are today's (the summaries credit a presence by the worker's
 *   current project, foreman and vendor).
 * - data completeness = filled fields / (12 × active head count) × 100: the mean share of the
 *   worker file's twelve fields (COMPLETENESS_FIELDS) that are filled.
 * - rating = mean of convalsal_ratings.rating_value (1–5) given on the projects in view.
 */
import { type RawBuilder, sql } from "kysely";
import { COMPLETENESS_FIELDS } from "../summaries/employee-columns";
import type { Dimension, Fact, Measure } from "./cube-types";

const NONE = { id: "Tanpa proyek", en: "No project" };

export const ORGANISATION: Record<string, Dimension> = {
  project_id: { label: { table: "projects", column: "project_name", none: NONE } },
  territory_id: {
    label: { table: "territories", column: "territory_name", none: NONE },
    viaProject: true,
  },
  department_id: {
    label: { table: "departments", column: "department_name", none: NONE },
    viaProject: true,
  },
};

export const MANPOWER_TYPE: Dimension = { label: { table: "m_manpower_types", column: "name" } };

export const TIME: Record<string, Dimension> = {
  day: { label: { time: "day" } },
  week: { label: { time: "week" } },
  month: { label: { time: "month" } },
};

export const VENDOR: Dimension = {
  label: {
    table: "convalsals",
    column: "convalsal_name",
    none: { id: "Tanpa vendor", en: "No vendor" },
  },
};

/** A fact's keys for the organisation dimensions, its project read from `column`. */
export const organisationKeys = (column = "t.project_id") => ({
  project_id: column,
  territory_id: "tp.territory_id",
  department_id: "tp.department_id",
});

/** A summary keyed by project and manpower type: its keys, project link and type filter. */
export const BY_PROJECT_AND_TYPE = {
  keys: { ...organisationKeys(), manpower_type_id: "t.manpower_type_id" },
  project: { column: "project_id" },
  manpowerType: "manpower_type_id",
} as const satisfies Pick<Fact, "keys" | "project" | "manpowerType">;

const float = (expression: RawBuilder<unknown>) => sql<number>`(${expression})::float8`;
const rounded = (expression: RawBuilder<unknown>, digits: number) =>
  sql<number>`round((${expression})::numeric, ${sql.lit(digits)})::float8`;

/** A summed column as it is. */
export const total = (column: string): Measure => ({ value: (c) => float(c(column)) });

/** One summed column less another. */
export const difference = (column: string, less: string): Measure => ({
  value: (c) => float(sql<number>`${c(column)} - ${c(less)}`),
});

export const ATTENDANCE_RATE: Measure = {
  value: (c, { workdays }) =>
    rounded(sql<number>`100.0 * ${c("attended")} / nullif(${c("head")} * ${workdays}, 0)`, 1),
};

/** Working person-days without an attended day: head count × working days − attended. */
export const ABSENT: Measure = {
  value: (c, { workdays }) =>
    float(sql<number>`greatest(${c("head")} * ${workdays} - ${c("attended")}, 0)`),
};

export const COMPLETENESS: Measure = {
  value: (c) =>
    rounded(
      sql<number>`100.0 * ${c("filled")} / nullif(${sql.lit(COMPLETENESS_FIELDS.length)} * ${c("head")}, 0)`,
      1,
    ),
};

export const RATING: Measure = {
  value: (c) =>
    rounded(sql<number>`${c("rating_sum")}::numeric / nullif(${c("rating_count")}, 0)`, 2),
};

/** What a leaderboard of projects or subcontractors ranks by. */
export const RANKING_MEASURES = {
  attendance_rate: ATTENDANCE_RATE,
  completeness: COMPLETENESS,
  rating: RATING,
  head_count: total("head"),
};

/** The ratings vendors received on projects: for a project's and a vendor's mean rating. */
export const RATINGS_FACT: Fact = {
  table: "convalsal_ratings",
  columns: { rating_sum: "sum(t.rating_value)", rating_count: "count(*)" },
  keys: { ...organisationKeys(), convalsal_id: "t.convalsal_id" },
  project: { column: "project_id" },
};
