/**
 * Data acquisition: workers registered (by the Jakarta day their record was created) and
 * verified (by the day their data was approved, `employees.verified_at`) per day, week or
 * month, project, territory, department and type. Reads dash_registration_days / _months.
 */

import { BY_PROJECT_AND_TYPE, MANPOWER_TYPE, ORGANISATION, TIME, total } from "./common-parts";
import type { Cube } from "./cube-types";

export const registrationsCube: Cube = {
  name: "registrations",
  facts: [
    {
      table: { days: "dash_registration_days", months: "dash_registration_months" },
      columns: { registered: "sum(t.registered)", verified: "sum(t.verified)" },
      ...BY_PROJECT_AND_TYPE,
    },
  ],
  dimensions: { ...ORGANISATION, manpower_type_id: MANPOWER_TYPE, ...TIME },
  measures: { registered: total("registered"), verified: total("verified") },
  filters: ["territory_id", "department_id", "project_id", "period", "manpower_type_id"],
};
