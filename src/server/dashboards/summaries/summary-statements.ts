/**
 * The statements that keep the summaries after one write to employees or to presence_days,
 * in order, and those that rebuild them from scratch. Each is set-based over the write's rows,
 * so a form's one-row save, a 100-record intake batch and a million-row COPY take the same
 * path; the triggers (summary-triggers.ts) run them, the migration and the bench rebuild with
 * the `rebuild` kind.
 */
import { sql } from "kysely";
import type { Db } from "../../db/connect";
import { quoted } from "../../db/identifiers";
import {
  employeeChanges,
  employeeMoves,
  FACTS_FROM_MOVES,
  FACTS_FROM_PRESENCES,
  presenceChanges,
  type WriteKind,
} from "./summary-changes";
import { ATTENDANCE_DELTAS, EMPLOYEE_DELTAS } from "./summary-deltas";
import { deleteZeros, oneStatement, upsertDelta } from "./summary-sql";
import { SUMMARY_TABLES } from "./summary-tables";

/** A foreman moved to another project: his crew's rows follow (filters and scope read it). */
const FOREMAN_PROJECT_SYNC = oneStatement(
  [
    `moved AS (SELECT n.id, n.project_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.project_id IS DISTINCT FROM o.project_id)`,
  ],
  ["dash_foremen", "dash_foreman_days", "dash_foreman_months"].map(
    (table) =>
      `UPDATE ${table} AS t SET project_id = m.project_id FROM moved m WHERE t.foreman_id = m.id`,
  ),
);

/** The month rows carry their foreman's crew size and filled fields, for the ranking index. */
const FOREMAN_CREW_COPY = `UPDATE dash_foreman_months AS t
  SET head = coalesce(f.head, 0), filled = coalesce(f.filled, 0)
  FROM (SELECT DISTINCT foreman_id FROM changes WHERE foreman_id IS NOT NULL) k
  LEFT JOIN dash_foremen f ON f.foreman_id = k.foreman_id
  WHERE t.foreman_id = k.foreman_id
    AND (t.head, t.filled) IS DISTINCT FROM (coalesce(f.head, 0), coalesce(f.filled, 0))`;

/** After a write to employees: their own summaries, their presence days, their foremen's rows. */
export function employeeStatements(kind: WriteKind): string[] {
  const changes = [employeeChanges(kind)];
  const statements = [oneStatement(changes, EMPLOYEE_DELTAS.map(upsertDelta))];
  if (kind === "rebuild") return statements;
  const removes = kind !== "insert";
  if (removes) statements.push(oneStatement(changes, EMPLOYEE_DELTAS.map(deleteZeros)));
  const moved = [employeeMoves(kind), FACTS_FROM_MOVES];
  statements.push(oneStatement(moved, ATTENDANCE_DELTAS.map(upsertDelta)));
  if (removes) statements.push(oneStatement(moved, ATTENDANCE_DELTAS.map(deleteZeros)));
  if (kind === "update") statements.push(FOREMAN_PROJECT_SYNC);
  statements.push(oneStatement(changes, [FOREMAN_CREW_COPY]));
  return statements;
}

/** After a write to presence_days (the intake's rollups): the attendance summaries. */
export function presenceStatements(kind: WriteKind): string[] {
  const ctes = [presenceChanges(kind), FACTS_FROM_PRESENCES];
  const statements = [oneStatement(ctes, ATTENDANCE_DELTAS.map(upsertDelta))];
  if (kind === "delete") statements.push(oneStatement(ctes, ATTENDANCE_DELTAS.map(deleteZeros)));
  return statements;
}

export const SUMMARY_TABLE_NAMES = Object.values(SUMMARY_TABLES).map((table) => table.name);

/**
 * Every summary again from employees and presence_days, set-based (the migration's backfill;
 * a repair). Employees first: the foremen's month rows copy their crew from dash_foremen.
 */
export async function rebuildDashboardSummaries(db: Db): Promise<void> {
  const summaries = sql.join(SUMMARY_TABLE_NAMES.map(quoted.table));
  await sql`TRUNCATE ${summaries}`.execute(db);
  // Whole statements generated from the summaries' descriptions (the triggers run them too).
  for (const statement of [...employeeStatements("rebuild"), ...presenceStatements("rebuild")]) {
    await sql.raw(statement).execute(db);
  }
  // Statistics at once: the first dashboards after a start must not be planned blind.
  await sql`ANALYZE ${summaries}`.execute(db);
}
