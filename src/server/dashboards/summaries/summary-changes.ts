/**
 * The signed rows a write adds to or takes from the summaries, for each kind of write. A
 * statement-level trigger sees the statement's rows in its transition tables (`new_rows`,
 * `old_rows`), whatever wrote them (the forms, an import, COPY, INSERT … ON CONFLICT, a
 * foreign key's cascade); a rebuild sees every row once, as an insert.
 *
 * - `changes`: employee row versions, -1 for the old one and +1 for the new one (an update
 *   that touches nothing the summaries read gives none).
 * - `moves`: the same, kept only when what a presence day is credited by changed (project,
 *   type, vendor, foreman, active), to move the worker's presence days.
 * - `presence_changes`: worker presence days (presence_days rows), signed alike.
 * - `facts`: presence days with the attributes of their worker, the rows the attendance
 *   summaries are made of; from presence_changes (the intake) or from moves (an employee
 *   changed). "attended": active, at their own project, Monday to Saturday.
 */
import { ATTRIBUTION, employeeColumns } from "./employee-columns";

export type WriteKind = "insert" | "update" | "delete" | "rebuild";

/** Old and new versions of the rows an update changed, compared on `compared` columns. */
function updatePairs(name: string, columns: (alias: string) => string, compared: string): string {
  return `${name} AS (
    SELECT -1 AS sign, o.* FROM (SELECT ${columns("o")} FROM old_rows o) o
      JOIN (SELECT ${columns("n")} FROM new_rows n) n ON n.id = o.id
    WHERE ${compared}
    UNION ALL
    SELECT 1 AS sign, n.* FROM (SELECT ${columns("o")} FROM old_rows o) o
      JOIN (SELECT ${columns("n")} FROM new_rows n) n ON n.id = o.id
    WHERE ${compared})`;
}

function signed(name: string, kind: WriteKind, columns: (alias: string) => string, table: string) {
  if (kind === "insert") return `${name} AS (SELECT 1 AS sign, ${columns("n")} FROM new_rows n)`;
  if (kind === "delete") return `${name} AS (SELECT -1 AS sign, ${columns("o")} FROM old_rows o)`;
  return `${name} AS (SELECT 1 AS sign, ${columns("n")} FROM ${table} n)`;
}

const tuple = (alias: string, columns: readonly string[]) =>
  `(${columns.map((column) => `${alias}.${column}`).join(", ")})`;

/** `changes`: every employee row version the summaries must count or uncount. */
export function employeeChanges(kind: WriteKind): string {
  return kind === "update"
    ? updatePairs("changes", employeeColumns, "o IS DISTINCT FROM n")
    : signed("changes", kind, employeeColumns, "employees");
}

/** `moves`: employee row versions whose presence days are credited elsewhere now. */
export function employeeMoves(kind: WriteKind): string {
  if (kind !== "update") return signed("moves", kind, employeeColumns, "employees");
  const compared = `${tuple("o", ATTRIBUTION)} IS DISTINCT FROM ${tuple("n", ATTRIBUTION)}`;
  return updatePairs("moves", employeeColumns, compared);
}

const presenceColumns = (alias: string) =>
  `${alias}.subject_id AS id, ${alias}.project_id, ${alias}.day, ${alias}.late::int AS late,
   (${alias}.outside_radius > 0)::int AS outside`;

/** `presence_changes`: worker presence days written; an update counts only if late/outside moved. */
export function presenceChanges(kind: WriteKind): string {
  const workers = (relation: string) => `(SELECT * FROM ${relation} WHERE subject_kind = 'worker')`;
  if (kind === "update") {
    // The key of a presence day never changes (the intake recomputes its figures), so the
    // versions pair up on it; the worker's id is the pair's id.
    return `presence_changes AS (
      SELECT -1 AS sign, ${presenceColumns("o")} FROM ${workers("old_rows")} o
        JOIN ${workers("new_rows")} n USING (project_id, day, subject_id)
      WHERE (o.late, o.outside_radius > 0) IS DISTINCT FROM (n.late, n.outside_radius > 0)
      UNION ALL
      SELECT 1 AS sign, ${presenceColumns("n")} FROM ${workers("old_rows")} o
        JOIN ${workers("new_rows")} n USING (project_id, day, subject_id)
      WHERE (o.late, o.outside_radius > 0) IS DISTINCT FROM (n.late, n.outside_radius > 0))`;
  }
  const relation = { insert: "new_rows", delete: "old_rows", rebuild: "presence_days" }[kind];
  return `presence_changes AS (
    SELECT ${kind === "delete" ? -1 : 1} AS sign, ${presenceColumns("p")}
    FROM ${workers(relation)} p)`;
}

const ATTENDED = (worker: string, day: string) =>
  `(${worker}.active AND ${worker}.project_id IS NOT DISTINCT FROM ${day}.project_id
    AND extract(isodow FROM ${day}.day) < 7)`;

/** `facts` of presence days written (the intake), with their worker's current attributes. */
export const FACTS_FROM_PRESENCES = `facts AS (
  SELECT c.sign, c.project_id, c.day, e.manpower_type_id, e.convalsal_id, e.foreman_id,
    c.late, c.outside, ${ATTENDED("e", "c")} AS attended
  FROM presence_changes c
  JOIN (SELECT id, project_id, manpower_type_id, convalsal_id, foreman_id,
          status = 'active' AS active FROM employees) e ON e.id = c.id)`;

/** `facts` of the presence days of employees that moved, credited by their old and new selves. */
export const FACTS_FROM_MOVES = `facts AS (
  SELECT m.sign, d.project_id, d.day, m.manpower_type_id, m.convalsal_id, m.foreman_id,
    d.late::int AS late, (d.outside_radius > 0)::int AS outside, ${ATTENDED("m", "d")} AS attended
  FROM moves m
  JOIN presence_days d ON d.subject_kind = 'worker' AND d.subject_id = m.id)`;
