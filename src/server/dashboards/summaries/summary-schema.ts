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
import { sql } from "kysely";
import type { Db } from "../../db/connect";
import type { WriteKind } from "./summary-changes";
import { employeeStatements, presenceStatements } from "./summary-statements";
import { ATTENDANCE_SUMMARIES, SUMMARY_TABLES, type SummaryTable } from "./summary-tables";

/**
 * The order the foremen's leaderboard walks: attended days per crew member, over the columns
 * `column` names (bare for the index, qualified or summed in a query).
 */
export const foremanRank = (column: (name: string) => string) =>
  `(${column("attended")}::float8 / greatest(${column("head")}, 1))`;
const FOREMAN_RANK = foremanRank((name) => name);

/** Workers one presence statement may share-lock one by one before it locks the table. */
const ROW_LOCK_LIMIT = 10_000;

const INDEXES = [
  "CREATE INDEX dash_foreman_days_foreman_idx ON dash_foreman_days (foreman_id)",
  "CREATE INDEX dash_foreman_days_project_idx ON dash_foreman_days (project_id, day)",
  "CREATE INDEX dash_foreman_months_foreman_idx ON dash_foreman_months (foreman_id)",
  `CREATE INDEX dash_foreman_months_rank_idx
     ON dash_foreman_months (month, ${FOREMAN_RANK} DESC, foreman_id)`,
  `CREATE INDEX dash_foreman_months_project_rank_idx
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
  const statements = [...Object.values(SUMMARY_TABLES).flatMap(tableDdl), ...INDEXES];
  for (const statement of statements) await sql.raw(statement).execute(db);
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
  INSERT: "REFERENCING NEW TABLE AS new_rows",
  UPDATE: "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
  DELETE: "REFERENCING OLD TABLE AS old_rows",
} as const;

async function attach(db: Db, table: string, fn: string): Promise<void> {
  for (const [event, transitions] of Object.entries(TRANSITIONS)) {
    await sql
      .raw(`CREATE TRIGGER ${fn}_${event.toLowerCase()} AFTER ${event} ON ${table} ${transitions}
        FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`)
      .execute(db);
  }
}

/**
 * The triggers' functions, made anew from the summaries' descriptions: a migration that
 * changes a summary's columns runs this again, and the attached triggers call the new code.
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
  const attendance = ATTENDANCE_SUMMARIES.map((key) => SUMMARY_TABLES[key].name).join(", ");
  await sql
    .raw(`CREATE FUNCTION dash_presence_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN TRUNCATE ${attendance}; RETURN NULL; END $body$`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER dash_presence_days_truncate AFTER TRUNCATE ON presence_days
      FOR EACH STATEMENT EXECUTE FUNCTION dash_presence_days_truncated()`)
    .execute(db);
}
