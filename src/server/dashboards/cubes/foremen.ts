/**
 * The foremen's leaderboard: each foreman's crew (the active workers whose foreman he is
 * today) by attendance rate and data completeness, with the crew's size. A foreman is listed
 * when his crew attended at least once in the period; he is filtered and scoped by his own
 * project. Tens of thousands of foremen on company data: over one whole month the widget
 * reads dash_foreman_months row by row in the order of its ranking index (no grouping), over
 * any other period the same rows' running totals at the period's ends.
 */
import { foremanRank } from "../summaries/summary-schema";
import { RUNNING_DAYS } from "../summaries/summary-tables";
import { ATTENDANCE_RATE, COMPLETENESS, total } from "./common-parts";
import type { Cube } from "./cube-types";

const NO_FOREMAN = { id: "Tanpa mandor", en: "No foreman" };

export const foremenCube: Cube = {
  name: "foremen",
  facts: [
    {
      table: { days: "dash_foreman_days", months: "dash_foreman_months" },
      columns: { attended: "sum(t.attended)" },
      keys: { foreman_id: "t.foreman_id" },
      project: { column: "project_id" },
    },
    {
      table: "dash_foremen",
      columns: { head: "sum(t.head)", filled: "sum(t.filled)" },
      keys: { foreman_id: "t.foreman_id" },
      project: { column: "project_id" },
      optional: true,
    },
  ],
  dimensions: {
    foreman_id: { label: { table: "employees", column: "fullname", none: NO_FOREMAN } },
  },
  measures: {
    attendance_rate: { ...ATTENDANCE_RATE, rank: foremanRank },
    completeness: COMPLETENESS,
    head_count: total("head"),
  },
  filters: ["territory_id", "department_id", "project_id", "period"],
  keyed: {
    table: "dash_foreman_months",
    dimension: "foreman_id",
    project: "project_id",
    days: { sum: "attended", running: RUNNING_DAYS },
  },
};
