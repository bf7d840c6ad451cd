/**
 * The foremen's month rows count their attended days up to each day of the month (`upto_1` …
 * `upto_31`, see summary-tables.ts), so the leaderboard ranks tens of thousands of foremen
 * over a week from their month rows instead of summing a week of day rows per view: the
 * columns, filled from the day rows, and the summary functions that keep them. The SQL is
 * what the summaries' code generated when this migration was written, frozen in
 * frozen/0030-foreman-running-days.json. Migration 0027 had been written after the columns
 * were described, so on a new database they exist already: the columns are added only if
 * missing.
 */
import type { Kysely } from "kysely";
import statements from "./frozen/0030-foreman-running-days.json" with { type: "json" };
import { runFrozen } from "./frozen-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runFrozen(db, statements);
}
