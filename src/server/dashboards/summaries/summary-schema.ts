/**
 * The summaries' tables, indexes and triggers (migration 0027). The triggers are statement-
 * level with transition tables: one run per statement whatever its size, and they see rows
 * written by COPY, INSERT … ON CONFLICT and foreign-key cascades alike.
 *
 * Concurrency: a presence day is credited by its worker's current attributes, and an employee
 * change moves the worker's existing days. The presence trigger share-locks the workers it
 * credits (in id order) before reading them, so an employee update and an intake batch for
 * the same worker run one after the other and each sees the other's committed rows. A bulk
 * load (a rebuild of presence_days, tens of thousands of rows) share-locks the table instead.
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connect";
import { fixedTable, knownName, quoted } from "../../db/identifiers";
import type { ColumnRef } from "../cubes/cube-types";
import type { WriteKind } from "./summary-changes";
import { employeeStatements, presenceStatements } from "./summary-statements";
import { ATTENDANCE_SUMMARIES, SUMMARY_TABLES, type SummaryTable } from "./summary-tables";

/**
 * The order the foremen's leaderboard walks: attended days per crew member, over the columns
 * `column` names (bare for the index, qualified or summed in a query).
 */
export const foremanRank = (column: ColumnRef) =>
  sql`(${column("attended")}::float8 / greatest(${column("head")}, 1))`;
const FOREMAN_RANK = foremanRank(quoted.id);

/** Workers one presence statement may share-lock one by one before it locks the table. */
const ROW_LOCK_LIMIT = 10_000;

const INDEXES: RawBuilder<unknown>[] = [
  sql`CREATE INDEX dash_foreman_days_foreman_idx ON dash_foreman_days (foreman_id)`,
  sql`CREATE INDEX dash_foreman_days_project_idx ON dash_foreman_days (project_id, day)`,
  sql`CREATE INDEX dash_foreman_months_foreman_idx ON dash_foreman_months (foreman_id)`,
  sql`CREATE INDEX dash_foreman_months_rank_idx
     ON dash_foreman_months (month, ${FOREMAN_RANK} DESC, foreman_id)`,
  sql`CREATE INDEX dash_foreman_months_project_rank_idx
     ON dash_foreman_months (project_id, month, ${FOREMAN_RANK} DESC, foreman_id)`,
];

function tableDdl({ name, keys, sums, extras = [] }: SummaryTable): string[] {
  const columns = [
    ...keys.map((key) => `${key.name} ${key.type}${key.nullable ? "" : " NOT NULL"}`),
    ...sums.map((sum) => `${sum} integer NOT NULL DEFAULT 0`),
    ...extras.map(
      (extra) => `${extra} ${extra === "project_id" ? "bigint" : "integer NOT NULL DEFAULT 0"}`,
    ),
  ];
  const keyList = keys.map((key) => key.name).join(", ");
  const nullableKey = keys.some((key) => key.nullable);
  return [
    `CREATE TABLE ${name} (${columns.join(", ")}${nullableKey ? "" : `, PRIMARY KEY (${keyList})`})`,
    ...(nullableKey
      ? [`CREATE UNIQUE INDEX ${name}_key ON ${name} (${keyList}) NULLS NOT DISTINCT`]
      : []),
  ];
}

export async function createSummaryTables(db: Db): Promise<void> {
  // Whole statements generated from the summaries' descriptions, whose names are the code's
  // own (SUMMARY_NAMES in summary-tables.ts, checked against the catalog by a test).
  const tables = Object.values(SUMMARY_TABLES).flatMap(tableDdl).map(sql.raw);
  for (const statement of [...tables, ...INDEXES]) await statement.execute(db);
}

/** A PL/pgSQL branch per kind of write; each branch names only its own transition tables. */
function triggerFunction(
  name: string,
  statementsOf: (kind: WriteKind) => string[],
  before: (kind: WriteKind) => string = () => "",
): string {
  const branch = (kind: WriteKind) =>
    [before(kind), ...statementsOf(kind).map((statement) => `${statement};`)].join("\n");
  return `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${branch("insert")}
      ELSIF TG_OP = 'UPDATE' THEN
        ${branch("update")}
      ELSE
        ${branch("delete")}
      END IF;
      RETURN NULL;
    END $body$`;
}

/** Share-locks the workers a presence statement credits (see the header). */
function lockWorkers(kind: WriteKind): string {
  const rows = kind === "delete" ? "old_rows" : "new_rows";
  return `IF (SELECT count(*) FROM ${rows}) <= ${ROW_LOCK_LIMIT} THEN
      PERFORM 1 FROM employees e
      WHERE e.id IN (SELECT subject_id FROM ${rows} WHERE subject_kind = 'worker')
      ORDER BY e.id FOR SHARE;
    ELSE
      LOCK TABLE employees IN SHARE MODE;
    END IF;`;
}

const TRANSITIONS = {
  INSERT: sql`REFERENCING NEW TABLE AS new_rows`,
  UPDATE: sql`REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows`,
  DELETE: sql`REFERENCING OLD TABLE AS old_rows`,
} as const;

type SummaryFunction = "dash_employees_changed" | "dash_presence_days_changed";

async function attach(
  db: Db,
  table: "employees" | "presence_days",
  fn: SummaryFunction,
): Promise<void> {
  for (const [event, transitions] of Object.entries(TRANSITIONS)) {
    // `event` is a keyword of TRANSITIONS; the names are this module's own.
    await sql`CREATE TRIGGER ${sql.id(`${fn}_${event.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON ${fixedTable(table)} ${transitions}
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(fn)}()`.execute(db);
  }
}

/**
 * The triggers' functions, made anew from the summaries' descriptions: a migration that
 * changes a summary's columns runs this again, and the attached triggers call the new code.
 * Whole statements generated from those descriptions, whose names are the code's own
 * (SUMMARY_NAMES in summary-tables.ts).
 */
export async function writeSummaryFunctions(db: Db): Promise<void> {
  await sql.raw(triggerFunction("dash_employees_changed", employeeStatements)).execute(db);
  await sql
    .raw(triggerFunction("dash_presence_days_changed", presenceStatements, lockWorkers))
    .execute(db);
}

export async function createSummaryTriggers(db: Db): Promise<void> {
  await writeSummaryFunctions(db);
  await attach(db, "employees", "dash_employees_changed");
  await attach(db, "presence_days", "dash_presence_days_changed");
  // Rebuilding the rollups starts with TRUNCATE: the attendance summaries start over with it
  // and are refilled by the inserts that follow.
  // A function's body is text the catalog keeps as written: its names are checked, not quoted.
  const attendance = ATTENDANCE_SUMMARIES.map((key) => knownName(SUMMARY_TABLES[key].name));
  await sql
    .raw(`CREATE FUNCTION dash_presence_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN TRUNCATE ${attendance.join(", ")}; RETURN NULL; END $body$`)
    .execute(db);
  await sql`CREATE TRIGGER dash_presence_days_truncate AFTER TRUNCATE ON presence_days
      FOR EACH STATEMENT EXECUTE FUNCTION dash_presence_days_truncated()`.execute(db);
}
