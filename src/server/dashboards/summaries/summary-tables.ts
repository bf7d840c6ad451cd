/**
 * The summary tables the dashboards read instead of employees and presences: small, keyed by
 * what the figures are grouped by, holding sums. One typed table describes each (its key, its
 * summed columns, the columns copied along), and the migration's DDL, the triggers' upserts
 * and the zero-row clean-up are all generated from it, so they cannot drift apart.
 *
 * | table | key | sums |
 * | --- | --- | --- |
 * | dash_manpower | project, manpower type | employees, active, blacklisted, approved, pending, filled fields of the active |
 * | dash_registration_days / _months | day or month (Jakarta), project, type | registered (created_at), verified (verified_at) |
 * | dash_vendor_crews | project, vendor | active employees, their filled fields |
 * | dash_foremen | foreman | active crew, their filled fields (+ the foreman's project) |
 * | dash_attendance_days / _months | day or month, presence project, type | present, late, outside radius, attended |
 * | dash_vendor_attendance_days / _months | day or month, project, vendor | attended |
 * | dash_foreman_days / _months | day or month, foreman | attended (+ the foreman's project; months also attended up to each day of the month, and the crew's head and filled fields, for the ranking index) |
 *
 * "Attended" = a presence day of a worker who is active and currently assigned to the
 * project of the presence, on a Monday to Saturday: the numerator of the attendance rate.
 */
import { ownAliases } from "../../db/identifiers";

export interface KeyColumn {
  name: string;
  type: "bigint" | "date";
  /** May be NULL (an employee without a project): the key then treats NULLs as equal. */
  nullable?: boolean;
}

export interface SummaryTable {
  name: string;
  keys: readonly KeyColumn[];
  sums: readonly string[];
  /** Copied along on insert (not summed): kept by their own statements. */
  extras?: readonly string[];
}

const id = (name: string, nullable = false): KeyColumn => ({ name, type: "bigint", nullable });
const day: KeyColumn = { name: "day", type: "date" };
const month: KeyColumn = { name: "month", type: "date" };
const ATTENDANCE = ["present", "late", "outside_radius", "attended"];

/**
 * A month row's attended days counted from the 1st up to each day of the month (`upto_1` …
 * `upto_31`): the foremen over a week or any part of a month are then one month row each,
 * the difference of two of its columns, not a week of day rows grouped per view
 * (keyed-query.ts). Running totals rather than each day's own figure: one subtraction per row
 * where a week's seven additions cost a 25,000-foreman ranking most of its time.
 */
export const RUNNING_DAYS = Array.from({ length: 31 }, (_, index) => `upto_${index + 1}`);

export const SUMMARY_TABLES = {
  manpower: {
    name: "dash_manpower",
    keys: [id("project_id", true), id("manpower_type_id")],
    sums: ["total", "active", "blacklisted", "approved", "pending", "filled"],
  },
  registrationDays: {
    name: "dash_registration_days",
    keys: [day, id("project_id", true), id("manpower_type_id")],
    sums: ["registered", "verified"],
  },
  registrationMonths: {
    name: "dash_registration_months",
    keys: [month, id("project_id", true), id("manpower_type_id")],
    sums: ["registered", "verified"],
  },
  vendorCrews: {
    name: "dash_vendor_crews",
    keys: [id("project_id", true), id("convalsal_id")],
    sums: ["head", "filled"],
  },
  foremen: {
    name: "dash_foremen",
    keys: [id("foreman_id")],
    sums: ["head", "filled"],
    extras: ["project_id"],
  },
  attendanceDays: {
    name: "dash_attendance_days",
    keys: [day, id("project_id"), id("manpower_type_id")],
    sums: ATTENDANCE,
  },
  attendanceMonths: {
    name: "dash_attendance_months",
    keys: [month, id("project_id"), id("manpower_type_id")],
    sums: ATTENDANCE,
  },
  vendorAttendanceDays: {
    name: "dash_vendor_attendance_days",
    keys: [day, id("project_id"), id("convalsal_id")],
    sums: ["attended"],
  },
  vendorAttendanceMonths: {
    name: "dash_vendor_attendance_months",
    keys: [month, id("project_id"), id("convalsal_id")],
    sums: ["attended"],
  },
  foremanDays: {
    name: "dash_foreman_days",
    keys: [day, id("foreman_id")],
    sums: ["attended"],
    extras: ["project_id"],
  },
  foremanMonths: {
    name: "dash_foreman_months",
    keys: [month, id("foreman_id")],
    sums: ["attended", ...RUNNING_DAYS],
    extras: ["project_id", "head", "filled"],
  },
} as const satisfies Record<string, SummaryTable>;

export type SummaryName = keyof typeof SUMMARY_TABLES;

/** The tables kept from presence days (emptied when presence_days is truncated). */
export const ATTENDANCE_SUMMARIES = [
  "attendanceDays",
  "attendanceMonths",
  "vendorAttendanceDays",
  "vendorAttendanceMonths",
  "foremanDays",
  "foremanMonths",
] as const satisfies readonly SummaryName[];

/** The tables kept from employee rows alone. */
export const EMPLOYEE_SUMMARIES = [
  "manpower",
  "registrationDays",
  "registrationMonths",
  "vendorCrews",
  "foremen",
] as const satisfies readonly SummaryName[];

/** The summaries' tables and columns, which their statements quote (a database test checks them in the catalog). */
export const SUMMARY_NAMES: readonly string[] = Object.values(SUMMARY_TABLES).flatMap((table) => [
  table.name,
  ...table.keys.map((key) => key.name),
  ...table.sums,
  ...("extras" in table ? table.extras : []),
]);
ownAliases(SUMMARY_NAMES);
