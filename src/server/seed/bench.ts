/**
 * The bench size: N employees (1,000,000 for benchmarks), each with one skill and one
 * emergency contact, in a structure scaled to them (one project per 2,500 people, one
 * partner per 1,000), streamed through COPY as CSV generated lazily in chunks, so memory
 * stays flat whatever N is. Loads into the same tables as the demo without clashing: ids
 * continue from each table's maximum (NIK, employee code and QR number derive from the id)
 * and codes of the structure carry the run's prefix ("B1-PRJ-0001").
 *
 * Built for an empty or performance database, not a live one: while it loads, the
 * employee tables' secondary indexes and foreign keys are dropped and rebuilt afterwards
 * (one index build beats a million index insertions), and the load is not one transaction.
 */
import { sql } from "kysely";
import { businessToday } from "../../schema/validation/periods";
import type { Database, Db } from "../db/connect";
import { withIndexesDeferred } from "./deferred-indexes";
import { ensureReferenceData } from "./master-data";
import { buildOrganisation } from "./organisation";
import { Random } from "./random";
import { csvLine, IdAllocator, insertRowSet, type Row, syncSequences } from "./rows";
import {
  CONTACT_COLUMNS,
  EMPLOYEE_COLUMNS,
  type Employee,
  emergencyContactRows,
  makeEmployee,
  SKILL_COLUMNS,
  skillRows,
  type WorkforceContext,
} from "./workforce";

const BENCH_SEED = 1_000_003;

const STRUCTURE_TABLES = [
  "territories",
  "departments",
  "convalsals",
  "projects",
  "project_convalsals",
];
const EMPLOYEE_TABLES = ["employees", "employee_skills", "employee_emergency_contacts"];
/** Rows per CSV chunk handed to COPY: large enough to amortise, small enough to stay flat. */
const CHUNK_ROWS = 2_000;

export interface BenchResult {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

export async function seedBench(
  database: Database,
  { employees }: { employees: number },
): Promise<BenchResult> {
  const started = performance.now();
  const { db } = database;
  const run = await claimBenchRun(db);
  const today = businessToday();
  const rng = new Random(BENCH_SEED);
  const reference = await ensureReferenceData(db);
  const ids = await IdAllocator.above(db, [...STRUCTURE_TABLES, "employees"]);
  const org = buildOrganisation(rng, ids, {
    prefix: `B${run}-`,
    projects: Math.max(40, Math.ceil(employees / 2_500)),
    convalsals: Math.max(60, Math.ceil(employees / 1_000)),
    today,
  });
  let rows = 0;
  for (const set of org.sets) rows += await insertRowSet(db, set);

  const ctx: WorkforceContext = {
    seed: BENCH_SEED,
    today,
    firstId: ids.reserve("employees", employees),
    crewProjects: org.projects.filter((p) => p.status === "running" || p.status === "suspended"),
    projects: org.projects,
    master: reference.ids,
  };
  const streams: [string, readonly string[], (e: Employee) => Row[]][] = [
    ["employees", EMPLOYEE_COLUMNS, (e) => [e.row]],
    ["employee_skills", SKILL_COLUMNS, (e) => skillRows(ctx, e, false)],
    ["employee_emergency_contacts", CONTACT_COLUMNS, (e) => emergencyContactRows(ctx, e, 1)],
  ];
  await withIndexesDeferred(database, EMPLOYEE_TABLES, async () => {
    for (const [table, columns, rowsOf] of streams) {
      await database.copyCsv(
        table,
        columns,
        csvChunks(employees, (index) => rowsOf(makeEmployee(ctx, index))),
      );
      rows += employees;
    }
  });
  await syncSequences(db, [...STRUCTURE_TABLES, ...EMPLOYEE_TABLES]);
  // What autovacuum would do soon after a load: statistics for the planner, and the visibility
  // map that lets a count over an index skip the table (an index-only scan).
  for (const table of [...STRUCTURE_TABLES, ...EMPLOYEE_TABLES]) {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }

  const seconds = (performance.now() - started) / 1000;
  await sql`UPDATE seed_runs SET row_counts = ${JSON.stringify({ employees, rows, seconds })}
            WHERE name = ${`bench-${run}`}`.execute(db);
  return { rows, seconds: round(seconds), rowsPerSecond: Math.round(rows / seconds) };
}

/** CSV text for indices 0…count-1, CHUNK_ROWS employees at a time. */
async function* csvChunks(count: number, rowsOf: (index: number) => Row[]): AsyncGenerator<string> {
  for (let start = 0; start < count; start += CHUNK_ROWS) {
    let chunk = "";
    for (let index = start; index < Math.min(count, start + CHUNK_ROWS); index++) {
      for (const row of rowsOf(index)) chunk += csvLine(row);
    }
    yield chunk;
  }
}

/**
 * Numbers each bench load. The marker is written first, so a load that crashed half-way
 * still owns its number and the next one does not collide with its codes.
 */
async function claimBenchRun(db: Db): Promise<number> {
  const { rows } = await sql<{ run: number }>`
    INSERT INTO seed_runs (name)
    SELECT 'bench-' || (coalesce(max(substring(name FROM '^bench-([0-9]+)$')::int), 0) + 1)
    FROM seed_runs
    RETURNING substring(name FROM '^bench-([0-9]+)$')::int AS run`.execute(db);
  return Number(rows[0]?.run);
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
