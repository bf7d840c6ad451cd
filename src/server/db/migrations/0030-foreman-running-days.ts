/**
 * The foremen's month rows count their attended days up to each day of the month (`upto_1` …
 * `upto_31`, see summary-tables.ts), so the leaderboard ranks tens of thousands of foremen
 * over a week from their month rows instead of summing a week of day rows per view.
 * Migration 0027 builds the summaries from their current description, so on a new database
 * the columns exist and are filled already; every step here leaves them as they are then.
 */
import { type Kysely, sql } from "kysely";
import { writeSummaryFunctions } from "../../dashboards/summaries/summary-schema";
import { RUNNING_DAYS } from "../../dashboards/summaries/summary-tables";

export async function up(db: Kysely<unknown>): Promise<void> {
  const added = RUNNING_DAYS.map(
    (column) => `ADD COLUMN IF NOT EXISTS ${column} integer NOT NULL DEFAULT 0`,
  );
  await sql.raw(`ALTER TABLE dash_foreman_months ${added.join(", ")}`).execute(db);
  const running = RUNNING_DAYS.map(
    (column, index) =>
      `coalesce(sum(attended) FILTER (WHERE extract(day FROM day) <= ${index + 1}), 0) AS ${column}`,
  );
  const set = RUNNING_DAYS.map((column) => `${column} = d.${column}`);
  await sql
    .raw(`UPDATE dash_foreman_months t SET ${set.join(", ")}
      FROM (SELECT date_trunc('month', day)::date AS month, foreman_id, ${running.join(", ")}
        FROM dash_foreman_days GROUP BY 1, 2) d
      WHERE d.month = t.month AND d.foreman_id = t.foreman_id`)
    .execute(db);
  await writeSummaryFunctions(db);
}
