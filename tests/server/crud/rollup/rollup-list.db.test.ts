/**
 * The worker attendance recap (overlay `rollup`) through the real list API on a small data
 * set: its totals equal a direct count over the presences, whole months (per-month table) and
 * an arbitrary range over the same days (per-day table) agree, and the project, foreman and
 * vendor filters, the search, the sort and the export keep to their rows.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildRollups } from "../../../../src/server/presences/presence-rollups";
import { type SchemaApp, startSchemaApp } from "../../schemas/schema-app";

let env: SchemaApp;
const ids: Record<string, number> = {};

interface RecapRow {
  subject_id: number;
  subject_name: string;
  subject_code: string;
  project_id: number;
  project: { project_name: string };
  days_present: number;
  days_late: number;
  outside_radius: number;
  hours: number;
}

beforeAll(async () => {
  env = await startSchemaApp({}, () => new Date("2026-11-20T03:00:00Z"));
  const db = env.database.db;
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    (await query.execute(db)).rows[0]?.id as number;
  ids.territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  ids.department = await one(sql`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('D1', 'Departemen 1', ${ids.territory}) RETURNING id`);
  for (const code of ["P1", "P2"]) {
    ids[code] = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id)
      VALUES (${code}, ${`Proyek ${code}`}, ${ids.department}, ${ids.territory}) RETURNING id`);
  }
  ids.vendor = await one(sql`
    INSERT INTO convalsals (convalsal_code, convalsal_name, convalsal_type)
    VALUES ('V1', 'CV Maju', 'vendor') RETURNING id`);
  ids.worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  const employee = (nik: string, name: string, extra: { foreman?: number; vendor?: number }) =>
    one(sql`
      INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, foreman_id,
                             convalsal_id)
      VALUES (${nik}, ${`E-${nik.slice(-3)}`}, ${name}, ${ids.worker}, ${ids.P1},
              ${extra.foreman ?? null},
              ${extra.vendor ?? null}) RETURNING id`);
  ids.foreman = await employee("3171000000000001", "Mandor Slamet", {});
  ids.budi = await employee("3171000000000002", "Budi Santoso", { foreman: ids.foreman });
  ids.siti = await employee("3171000000000003", "Siti Aminah", { vendor: ids.vendor });
  // Presences on days 2..29 of October and November only, so 1 Oct–30 Nov (whole months) and
  // 2 Oct–29 Nov (days) cover the same ones. Times are Jakarta (+07:00).
  const presence = (who: string, project: string, at: string, type: "in" | "out", inside = true) =>
    sql`INSERT INTO presences (subject_kind, subject_id, project_id, presence_type, presence_at,
          within_radius)
        VALUES ('worker', ${ids[who]}, ${ids[project]}, ${type}, ${`${at}+07:00`}, ${inside})`.execute(
      db,
    );
  for (const day of ["2026-10-02", "2026-10-15", "2026-11-03", "2026-11-29"]) {
    await presence("budi", "P1", `${day}T07:50:00`, "in");
    await presence("budi", "P1", `${day}T16:20:00`, "out");
  }
  await presence("budi", "P2", "2026-11-10T08:30:00", "in", false);
  await presence("budi", "P2", "2026-11-10T12:30:00", "out");
  for (const day of ["2026-10-20", "2026-11-04", "2026-11-05"]) {
    await presence("siti", "P1", `${day}T08:15:00`, "in", day !== "2026-11-04");
    await presence("siti", "P1", `${day}T17:00:00`, "out");
  }
  await presence("foreman", "P2", "2026-11-06T07:00:00", "in");
  await rebuildRollups(db, "08:00");
});

afterAll(async () => {
  await env?.close();
});

async function recap(query: string): Promise<{ data: RecapRow[]; total: number }> {
  const response = await env.app.inject({
    method: "GET",
    url: `/api/presensi-pekerja/list?${query}`,
    headers: env.as("root"),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The same totals counted straight from the presences, per worker and project. */
async function directTotals(from: string, to: string) {
  const { rows } = await sql<{
    subject_id: number;
    project_id: number;
    days_present: number;
    days_late: number;
    outside_radius: number;
    minutes: number;
  }>`
    SELECT subject_id::int, project_id::int, count(*)::int AS days_present,
      count(*) FILTER (WHERE late)::int AS days_late, sum(outside)::int AS outside_radius,
      sum(minutes)::int AS minutes
    FROM (
      SELECT subject_id, project_id, (presence_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
        coalesce((min(presence_at) FILTER (WHERE presence_type = 'in')
          AT TIME ZONE 'Asia/Jakarta')::time > '08:00', false) AS late,
        count(*) FILTER (WHERE within_radius = false) AS outside,
        coalesce(floor(extract(epoch FROM max(presence_at) FILTER (WHERE presence_type = 'out')
          - min(presence_at) FILTER (WHERE presence_type = 'in')) / 60), 0) AS minutes
      FROM presences WHERE subject_kind = 'worker'
      GROUP BY 1, 2, 3) d
    WHERE day BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1, 2 ORDER BY 2, 1`.execute(env.database.db);
  return rows.map(({ minutes, ...row }) => ({
    ...row,
    hours: Math.round((Math.max(minutes, 0) / 60) * 10) / 10,
  }));
}

const totalsOf = (rows: RecapRow[]) =>
  rows
    .map(({ subject_id, project_id, days_present, days_late, outside_radius, hours }) => ({
      subject_id: Number(subject_id),
      project_id: Number(project_id),
      days_present,
      days_late,
      outside_radius,
      hours,
    }))
    .sort((a, b) => a.project_id - b.project_id || a.subject_id - b.subject_id);

describe("rollup list totals", () => {
  it.each([
    ["whole months", "2026-10-01", "2026-11-30"],
    ["an arbitrary range", "2026-10-02", "2026-11-29"],
    ["one month", "2026-11-01", "2026-11-30"],
    ["a few days", "2026-11-04", "2026-11-10"],
  ])("equal a direct count over the presences for %s", async (_, from, to) => {
    const answer = await recap(`period_from=${from}&period_to=${to}&limit=100`);
    expect(totalsOf(answer.data)).toEqual(await directTotals(from, to));
    expect(answer.total).toBe(answer.data.length);
  });

  it("give the same totals for whole months and for the same days as a range", async () => {
    const months = await recap("period_from=2026-10-01&period_to=2026-11-30");
    const days = await recap("period_from=2026-10-02&period_to=2026-11-29");
    expect(totalsOf(days.data)).toEqual(totalsOf(months.data));
    expect(totalsOf(months.data).length).toBe(4);
  });

  it("defaults to the current month in Jakarta", async () => {
    const answer = await recap("");
    expect(totalsOf(answer.data)).toEqual(await directTotals("2026-11-01", "2026-11-30"));
  });

  it("shows the person's name, NIK and project", async () => {
    const { data } = await recap(
      `period_from=2026-10-01&period_to=2026-10-31&project_id=${ids.P1}&sort_by=subject_name&sort=ASC`,
    );
    expect(
      data.map((row) => [row.subject_name, row.subject_code, row.project.project_name]),
    ).toEqual([
      ["Budi Santoso", "3171000000000002", "Proyek P1"],
      ["Siti Aminah", "3171000000000003", "Proyek P1"],
    ]);
    expect(data[0]).toMatchObject({ days_present: 2, days_late: 0, hours: 17 });
  });
});

describe("rollup list filters", () => {
  const range = "period_from=2026-11-01&period_to=2026-11-30";
  const people = (rows: RecapRow[]) =>
    rows.map((row) => `${row.subject_name}@${row.project.project_name}`).sort();

  it.each([
    [
      "project",
      () => `project_id=${ids.P2}`,
      ["Budi Santoso@Proyek P2", "Mandor Slamet@Proyek P2"],
    ],
    [
      "foreman",
      () => `foreman_id=${ids.foreman}`,
      ["Budi Santoso@Proyek P1", "Budi Santoso@Proyek P2"],
    ],
    ["vendor", () => `convalsal_id=${ids.vendor}`, ["Siti Aminah@Proyek P1"]],
    ["search by name", () => "search=siti", ["Siti Aminah@Proyek P1"]],
  ])("by %s keeps its rows", async (_, filter, expected) => {
    const answer = await recap(`${range}&${filter()}`);
    expect(people(answer.data)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it("sorts by a total and pages", async () => {
    const first = await recap(`${range}&sort_by=days_present&sort=DESC&limit=2&page=1`);
    const second = await recap(`${range}&sort_by=days_present&sort=DESC&limit=2&page=2`);
    const present = [...first.data, ...second.data].map((row) => row.days_present);
    expect(present).toEqual([...present].sort((a, b) => b - a));
    expect(first.total).toBe(4);
    expect(second.data.length).toBe(2);
  });

  it("answers an empty range with no rows", async () => {
    const answer = await recap("period_from=2025-01-01&period_to=2025-01-31");
    expect(answer).toMatchObject({ data: [], total: 0, totalPage: 0 });
  });

  it("refuses a filter the screen does not have", async () => {
    const response = await env.app.inject({
      method: "GET",
      url: "/api/presensi-pekerja/list?nosuch=1",
      headers: env.as("root"),
    });
    expect(response.statusCode).toBe(400);
  });

  it("exports the rows of the filter", async () => {
    const response = await env.app.inject({
      method: "GET",
      url: `/api/presensi-pekerja/export?format=csv&${range}&project_id=${ids.P2}`,
      headers: env.as("root"),
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Hari Hadir");
    expect(response.body).toContain("Mandor Slamet");
  });
});
