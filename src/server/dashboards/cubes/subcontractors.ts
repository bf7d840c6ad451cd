/**
 * The subcontractors' leaderboard: each subcontractor's workers on the projects in view by
 * attendance rate and data completeness, its mean rating there, and its head count. Reads
 * dash_vendor_attendance_days / _months, dash_vendor_crews and convalsal_ratings.
 */

import { RANKING_MEASURES, RATINGS_FACT, VENDOR } from "./common-parts";
import type { Cube } from "./cube-types";

/** Subcontractors only: vendors rent equipment and are not ranked on people. */
const SUBCONTRACTOR =
  "t.convalsal_id IN (SELECT c.id FROM convalsals c WHERE c.convalsal_type = 'subcon')";

export const subcontractorsCube: Cube = {
  name: "subcontractors",
  facts: [
    {
      table: { days: "dash_vendor_attendance_days", months: "dash_vendor_attendance_months" },
      columns: { attended: "sum(t.attended)" },
      keys: { convalsal_id: "t.convalsal_id" },
      project: { column: "project_id" },
      where: SUBCONTRACTOR,
    },
    {
      table: "dash_vendor_crews",
      columns: { head: "sum(t.head)", filled: "sum(t.filled)" },
      keys: { convalsal_id: "t.convalsal_id" },
      project: { column: "project_id" },
      where: SUBCONTRACTOR,
    },
    { ...RATINGS_FACT, where: SUBCONTRACTOR },
  ],
  dimensions: { convalsal_id: VENDOR },
  measures: RANKING_MEASURES,
  filters: ["territory_id", "department_id", "project_id", "period"],
};
