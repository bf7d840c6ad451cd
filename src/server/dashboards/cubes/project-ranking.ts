/**
 * The projects' leaderboard: attendance rate over the period, data completeness of their
 * active workers, and the mean rating of the vendors working there, with the head count.
 */
import { ATTENDANCE_FACT, HEAD_COUNT_FACT } from "./attendance";
import { ORGANISATION, RANKING_MEASURES, RATINGS_FACT } from "./common-parts";
import type { Cube } from "./cube-types";

export const projectRankingCube: Cube = {
  name: "project_ranking",
  facts: [ATTENDANCE_FACT, HEAD_COUNT_FACT, RATINGS_FACT],
  dimensions: ORGANISATION,
  measures: RANKING_MEASURES,
  filters: ["territory_id", "department_id", "project_id", "period"],
};
