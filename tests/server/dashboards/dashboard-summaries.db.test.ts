/**
 * The dashboard summaries stay exactly equal to a GROUP BY over the raw rows (employees and
 * the presence days the intake keeps) on the demo data, and after every kind of write the
 * triggers must follow: multi-row inserts, COPY, updates of every attribute a figure is
 * grouped or credited by (project, foreman, vendor, type, status, verification, a filled
 * field, a foreman's own project), deletes with their cascades, intake rollups (insert and
 * ON CONFLICT update), a deleted presence day, the rollups' full rebuild (TRUNCATE), and the
 * summaries' own rebuild.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildDashboardSummaries } from "../../../src/server/dashboards/summaries/summary-statements";
import type { Database } from "../../../src/server/db/connect";
import {
  type DayKey,
  DEFAULT_WORK_START,
  rebuildRollups,
  refreshRollups,
} from "../../../src/server/presences/presence-rollups";
import { createTestDatabase } from "../../helpers/database";
import { summaryDifferences } from "./summary-definitions";

let database: Database;

const run = (text: string) => sql.raw(text).execute(database.db);
const ids = async (text: string) =>
  (await sql.raw<{ id: number }>(text).execute(database.db)).rows.map((row) => Number(row.id));

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: "schemas" });
});

afterAll(async () => {
  await database?.close();
});

describe("dashboard summaries", () => {
  it("equal the raw rows' GROUP BY on the demo data", async () => {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM dash_attendance_days`.execute(database.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await summaryDifferences(database.db)).toEqual({});
  });

  it("follow inserts, COPY, updates of every attribute and deletes", async () => {
    const [project, otherProject] = await ids(
      "SELECT project_id AS id FROM dash_attendance_days GROUP BY 1 ORDER BY count(*) DESC LIMIT 2",
    );
    const present = await ids(`SELECT DISTINCT d.subject_id AS id FROM presence_days d
      JOIN employees e ON e.id = d.subject_id AND e.project_id = d.project_id
      WHERE d.subject_kind = 'worker' AND NOT e.is_blacklisted ORDER BY 1 LIMIT 12`);
    expect(present).toHaveLength(12);
    const [foreman, otherForeman] = await ids(
      "SELECT foreman_id AS id FROM employees WHERE foreman_id IN (SELECT id FROM employees WHERE NOT is_blacklisted) GROUP BY 1 ORDER BY 1 LIMIT 2",
    );
    const list = (values: number[]) => values.join(", ");
    await run(`INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id,
        foreman_id, convalsal_id, status, verification_status, phone)
      SELECT '99000000000000' || lpad(g::text, 2, '0'), 'DASH-' || g, 'Baru ' || g,
        (SELECT min(id) FROM m_manpower_types), ${project}, ${foreman},
        (SELECT min(id) FROM convalsals), 'active',
        (CASE WHEN g = 1 THEN 'approved' ELSE 'draft' END)::verification_status, '0812345678'
      FROM generate_series(1, 3) g`);
    await database.copyCsv(
      "employees",
      ["nik", "employee_code", "fullname", "manpower_type_id", "project_id", "status"],
      (async function* () {
        const type = (await ids("SELECT min(id) AS id FROM m_manpower_types"))[0];
        yield `9900000000000091,DASH-C1,Salin Satu,${type},${otherProject},active\n`;
        yield `9900000000000092,DASH-C2,Salin Dua,${type},,non_active\n`;
      })(),
    );
    // Each of these moves a figure between groups.
    await run(
      `UPDATE employees SET project_id = ${otherProject} WHERE id IN (${list(present.slice(0, 3))})`,
    );
    await run(
      `UPDATE employees SET foreman_id = ${otherForeman} WHERE id IN (${list(present.slice(3, 5))})`,
    );
    await run(
      `UPDATE employees SET status = 'non_active' WHERE id IN (${list(present.slice(5, 7))})`,
    );
    await run(`UPDATE employees SET manpower_type_id = (SELECT max(id) FROM m_manpower_types)
      WHERE id = ${present[7]}`);
    await run(`UPDATE employees SET convalsal_id = NULL WHERE id = ${present[8]}`);
    await run(`UPDATE employees SET verification_status = 'approved'
      WHERE id IN (SELECT id FROM employees WHERE verification_status <> 'approved' ORDER BY id LIMIT 4)`);
    await run(`UPDATE employees SET verification_status = 'revision_request'
      WHERE id IN (SELECT id FROM employees WHERE verification_status = 'approved' ORDER BY id LIMIT 2)`);
    await run(
      `UPDATE employees SET phone = NULL, address = '  ' WHERE id IN (${list(present.slice(9, 12))})`,
    );
    await run(`UPDATE employees SET project_id = ${otherProject} WHERE id = ${foreman}`);
    await run("UPDATE employees SET fullname = fullname || ' '");
    expect(await summaryDifferences(database.db)).toEqual({});

    // A foreman deleted: his crew lose their foreman (a cascade of SET NULL).
    await run(`DELETE FROM employees WHERE id IN (${otherForeman}, ${present[0]})`);
    expect(await summaryDifferences(database.db)).toEqual({});
  });

  it("follow the intake's rollups, a deleted presence day and both rebuilds", async () => {
    const workers = await ids(`SELECT id FROM employees WHERE status = 'active'
      AND project_id IS NOT NULL ORDER BY id LIMIT 20`);
    const { rows } = await sql<{ id: number; project_id: number }>`
      SELECT id, project_id FROM employees WHERE id = ANY(${workers})`.execute(database.db);
    // A Monday and the Sunday before it; the Monday's late check-in, then a second scan.
    const keys: DayKey[] = rows.flatMap((row) =>
      ["2026-03-08", "2026-03-09"].map((day) => ({
        subject_kind: "worker" as const,
        subject_id: Number(row.id),
        project_id: Number(row.project_id),
        day,
      })),
    );
    const insertScans = (time: string, within: boolean) =>
      sql`INSERT INTO presences (subject_kind, subject_id, project_id, presence_type, presence_at,
          within_radius)
        SELECT k.subject_kind::presence_subject_kind, k.subject_id, k.project_id, 'in',
          (k.day || ' ' || ${time})::timestamp AT TIME ZONE 'Asia/Jakarta', ${within}
        FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
          AS k(subject_kind text, subject_id bigint, project_id bigint, day date)`.execute(
        database.db,
      );
    await insertScans("08:30", true);
    await database.db.transaction().execute((trx) => refreshRollups(trx, keys, DEFAULT_WORK_START));
    expect(await summaryDifferences(database.db)).toEqual({});
    await insertScans("07:30", false);
    await database.db.transaction().execute((trx) => refreshRollups(trx, keys, DEFAULT_WORK_START));
    expect(await summaryDifferences(database.db)).toEqual({});

    await run(`DELETE FROM presence_days WHERE subject_kind = 'worker'
      AND subject_id IN (SELECT subject_id FROM presence_days ORDER BY subject_id LIMIT 5)`);
    expect(await summaryDifferences(database.db)).toEqual({});

    await rebuildRollups(database.db, DEFAULT_WORK_START);
    expect(await summaryDifferences(database.db)).toEqual({});
    await rebuildDashboardSummaries(database.db);
    expect(await summaryDifferences(database.db)).toEqual({});
  });

  it("stamps verified_at when a worker's data is approved and clears it when it is not", async () => {
    const [id] = await ids(
      "SELECT id FROM employees WHERE verification_status = 'draft' ORDER BY id LIMIT 1",
    );
    const stamp = async () =>
      (
        await sql<{ verified_at: string | null }>`
          SELECT verified_at FROM employees WHERE id = ${id}`.execute(database.db)
      ).rows[0]?.verified_at;
    expect(await stamp()).toBeNull();
    await run(`UPDATE employees SET verification_status = 'approved' WHERE id = ${id}`);
    const approved = await stamp();
    expect(approved).not.toBeNull();
    await run(`UPDATE employees SET phone = '0811111111' WHERE id = ${id}`);
    expect(await stamp()).toBe(approved);
    await run(`UPDATE employees SET verification_status = 'revision_request' WHERE id = ${id}`);
    expect(await stamp()).toBeNull();
  });
});
