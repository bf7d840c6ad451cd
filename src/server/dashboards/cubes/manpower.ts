/**
 * Manpower by project, territory, department and type (today's head count): employees,
 * active and non-active, blacklisted, data approved or waiting for verification, and the
 * active workers' data completeness. Reads dash_manpower (one row per project and type).
 */

import {
  BY_PROJECT_AND_TYPE,
  COMPLETENESS,
  difference,
  MANPOWER_TYPE,
  ORGANISATION,
  total,
} from "./common-parts";
import type { Cube } from "./cube-types";

export const manpowerCube: Cube = {
  name: "manpower",
  facts: [
    {
      table: "dash_manpower",
      columns: {
        total: "sum(t.total)",
        head: "sum(t.active)",
        blacklisted: "sum(t.blacklisted)",
        approved: "sum(t.approved)",
        pending: "sum(t.pending)",
        filled: "sum(t.filled)",
      },
      ...BY_PROJECT_AND_TYPE,
    },
  ],
  dimensions: { ...ORGANISATION, manpower_type_id: MANPOWER_TYPE },
  measures: {
    total: total("total"),
    active: total("head"),
    non_active: difference("total", "head"),
    blacklisted: total("blacklisted"),
    verified: total("approved"),
    pending: total("pending"),
    completeness: COMPLETENESS,
  },
  filters: ["territory_id", "department_id", "project_id", "manpower_type_id"],
};
