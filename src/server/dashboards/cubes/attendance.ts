/**
 * Attendance of workers by project (of the presence), territory, department, type and day,
 * week or month: present (workers with a presence that day), late (first check-in after the
 * work start), outside the radius (a scan outside it), attended, absent and the attendance
 * rate (see common-parts.ts), against today's active head count. Reads
 * dash_attendance_days / _months and dash_manpower.
 */

import {
  ABSENT,
  ATTENDANCE_RATE,
  BY_PROJECT_AND_TYPE,
  MANPOWER_TYPE,
  ORGANISATION,
  TIME,
  total,
} from "./common-parts";
import type { Cube, Fact } from "./cube-types";

export const ATTENDANCE_FACT: Fact = {
  table: { days: "dash_attendance_days", months: "dash_attendance_months" },
  columns: {
    present: "sum(t.present)",
    late: "sum(t.late)",
    outside_radius: "sum(t.outside_radius)",
    attended: "sum(t.attended)",
  },
  ...BY_PROJECT_AND_TYPE,
};

/** Today's active head count by project and type; workers without a project are expected nowhere. */
export const HEAD_COUNT_FACT: Fact = {
  table: "dash_manpower",
  columns: { head: "sum(t.active)", filled: "sum(t.filled)" },
  ...BY_PROJECT_AND_TYPE,
  where: "t.project_id IS NOT NULL",
};

export const attendanceCube: Cube = {
  name: "attendance",
  facts: [ATTENDANCE_FACT, HEAD_COUNT_FACT],
  dimensions: { ...ORGANISATION, manpower_type_id: MANPOWER_TYPE, ...TIME },
  measures: {
    present: total("present"),
    late: total("late"),
    outside_radius: total("outside_radius"),
    attended: total("attended"),
    absent: ABSENT,
    head_count: total("head"),
    attendance_rate: ATTENDANCE_RATE,
  },
  filters: ["territory_id", "department_id", "project_id", "period", "manpower_type_id"],
};
