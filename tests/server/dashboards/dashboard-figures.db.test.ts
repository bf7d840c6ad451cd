/**
 * The four dashboards' figures on the demo data equal what plain SQL over the raw tables says
 * (expected-figures.ts), with their default filters, with a filter (which changes them), over
 * a whole past month and a part of this one, and for a department admin, who sees only their
 * departments' figures.
 */

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf } from "../../../src/schema/rollup/rollup-range";
import { businessToday } from "../../../src/schema/validation/periods";
import type { Database } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";
import type { Figures, Period, View } from "./expected-figures";
import * as expected from "./expected-figures";

const READ_ALL = [
  "read-dashboard-summary",
  "read-dashboard-akuisisi",
  "read-dashboard-leaderboard",
  "read-dashboard-monitoring-presence",
];

let database: Database;
let app: FastifyInstance;
let root: Record<string, string>;
let admin: Record<string, string>;
/** The department the admin administers, one of its projects, and the busiest project. */
const ids = { department: 0, project: 0, busiest: 0, type: 0 };
/** A Tuesday at 10:00 in Jakarta: a working day whose morning's scans are in, at any real hour. */
const now = new Date("2026-11-24T10:00:00+07:00");
const today = businessToday(now);
const month: Period = { ...monthOf(today), today };
const dayOf = (day: string, shift: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
const lastSevenDays: Period = {
  from: dayOf(today, -6),
  to: today,
  today,
};
/** A week across this month's turn: the demo's thirty days of presences reach back over it. */
const monthsTurn: Period = {
  from: dayOf(month.from, -4),
  to: dayOf(month.from, 2) < today ? dayOf(month.from, 2) : today,
  today,
};

interface WidgetAnswer {
  rows: { key: string; label: unknown; values: Record<string, number | null> }[];
  totals: Record<string, number | null>;
}

async function figures(
  id: string,
  query: Record<string, string | number> = {},
  headers = root,
): Promise<Record<string, WidgetAnswer>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await app.inject({ url: `/api/dashboards/${id}/data?${search}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.widgets;
}

const rowsOf = (widget: WidgetAnswer | undefined): Figures =>
  Object.fromEntries((widget?.rows ?? []).map((row) => [row.key, row.values]));

/** The expected figures of the keys a widget shows, with its items only. */
function pick(all: Figures, keys: string[], items: string[]): Figures {
  return Object.fromEntries(
    keys.map((key) => {
      const row = all[key] ?? {};
      return [
        key,
        Object.fromEntries(items.map((item) => [item, row[item] ?? (item in row ? null : 0)])),
      ];
    }),
  );
}

const itemsOf = (widget: WidgetAnswer | undefined) => Object.keys(widget?.totals ?? {});

/** Rows equal to `all` restricted to the widget's keys and items, in the widget's order. */
function expectRows(widget: WidgetAnswer | undefined, all: Figures, order?: string[]) {
  const keys = order ?? Object.keys(all);
  expect(rowsOf(widget)).toEqual(pick(all, keys, itemsOf(widget)));
  if (order) expect(widget?.rows.map((row) => row.key)).toEqual(order);
}

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: "schemas", demoAt: now });
  const db = database.db;
  await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  root = { ...bearer(await signInAs(db, "root")), "content-language": "en" };
  const { rows } = await sql<{ department_id: number; project_id: number }>`
    SELECT p.department_id, p.id AS project_id FROM presences x JOIN projects p ON p.id = x.project_id
    GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`.execute(db);
  ids.department = Number(rows[0]?.department_id);
  ids.busiest = Number(rows[0]?.project_id);
  ids.project = ids.busiest;
  ids.type = Number(
    (await sql<{ id: number }>`SELECT min(id) AS id FROM m_manpower_types`.execute(db)).rows[0]?.id,
  );
  admin = await callerWith(db, "admin_departemen_dasbor", READ_ALL, ids.department);
  app = await buildTestApp(database, {}, { clock: () => now });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("dashboard-summary", () => {
  it.each<[string, View]>([
    ["all", {}],
    ["one manpower type", { type: 0 }],
    ["one project", { project: 0 }],
  ])("equals SQL over employees, vendors, equipment and documents: %s", async (_, asked) => {
    const view: View = {
      ...(asked.type !== undefined ? { type: ids.type } : {}),
      ...(asked.project !== undefined ? { project: ids.project } : {}),
    };
    const query = {
      ...(view.type ? { manpower_type_id: view.type } : {}),
      ...(view.project ? { project_id: view.project } : {}),
    };
    const widgets = await figures("dashboard-summary", query);
    const db = database.db;
    expect(widgets["manpower-totals"]?.totals).toEqual(
      pick(
        await expected.manpower(db, null, view),
        [""],
        ["total", "active", "non_active", "blacklisted"],
      )[""],
    );
    expectRows(widgets["manpower-by-type"], await expected.manpower(db, "manpower_type_id", view));
    expectRows(widgets["manpower-by-territory"], await expected.manpower(db, "territory_id", view));
    const byProject = await expected.manpower(db, "project_id", view);
    expectRows(widgets["manpower-by-project"], byProject, expected.top(byProject, "active", 10));
    expectRows(widgets["vendors-by-verification"], await expected.vendors(db, view));
    expectRows(widgets["equipment-by-condition"], await expected.equipment(db, view));
    expect(widgets["vendor-documents-expiry"]?.totals).toEqual(
      (await expected.vendorDocuments(db, view, today))[""],
    );
  });

  it("changes with a filter", async () => {
    const all = await figures("dashboard-summary");
    const one = await figures("dashboard-summary", { project_id: ids.project });
    expect(one["manpower-totals"]?.totals.total).toBeLessThan(
      Number(all["manpower-totals"]?.totals.total),
    );
  });
});

describe("dashboard-akuisisi", () => {
  const lastMonth = (): Period => {
    const first = monthOf(today).from;
    const previous = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { ...monthOf(previous), today };
  };
  it.each<[string, () => Period, View]>([
    ["this month", () => month, {}],
    ["last month, one project", lastMonth, { project: -1 }],
    ["part of this month, one type", () => ({ from: month.from, to: today, today }), { type: -1 }],
  ])("equals SQL over employees: %s", async (_, periodOf, asked) => {
    const period = periodOf();
    const view: View = {
      ...(asked.project ? { project: ids.project } : {}),
      ...(asked.type ? { type: ids.type } : {}),
    };
    const widgets = await figures("dashboard-akuisisi", {
      period_from: period.from,
      period_to: period.to,
      ...(view.project ? { project_id: view.project } : {}),
      ...(view.type ? { manpower_type_id: view.type } : {}),
    });
    const db = database.db;
    const totals = await expected.registrations(db, null, view, period);
    expect(widgets["acquisition-totals"]?.totals).toEqual(
      pick(totals, [""], ["registered", "verified"])[""],
    );
    const perDay = await expected.registrations(db, "day", view, period);
    const days = widgets["registrations-per-day"]?.rows ?? [];
    expect(days[0]?.key).toBe(period.from);
    expect(days.at(-1)?.key).toBe(period.to);
    expect(
      days.filter((row) => row.values.registered || row.values.verified).map((r) => r.key),
    ).toEqual(Object.keys(perDay).sort());
    expect(rowsOf(widgets["registrations-per-day"])).toMatchObject(
      pick(perDay, Object.keys(perDay), ["registered", "verified"]),
    );
    const byProject = await expected.registrations(db, "project_id", view, period);
    expectRows(
      widgets["registrations-by-project"],
      byProject,
      expected.top(byProject, "registered", 10),
    );
    expect(widgets["verification-status"]?.totals).toEqual(
      pick(await expected.manpower(db, null, view), [""], ["verified", "pending", "completeness"])[
        ""
      ],
    );
  });
});

describe("dashboard-leaderboard", () => {
  it.each<[string, () => Period, View]>([
    ["this month", () => month, {}],
    ["part of this month", () => ({ from: month.from, to: today, today }), {}],
    ["this month, one department", () => month, { department: -1 }],
    ["the last seven days, one department", () => lastSevenDays, { department: -1 }],
    ["a week across the month's turn", () => monthsTurn, {}],
  ])("equals SQL over presences, employees and ratings: %s", async (_, periodOf, asked) => {
    const period = periodOf();
    const view: View = asked.department ? { department: ids.department } : {};
    const widgets = await figures("dashboard-leaderboard", {
      period_from: period.from,
      period_to: period.to,
      ...(view.department ? { department_id: view.department } : {}),
    });
    const db = database.db;
    const projects = await expected.projectRanking(db, view, period);
    expectRows(
      widgets["project-attendance"],
      projects,
      expected.top(projects, "attendance_rate", 10),
    );
    expectRows(
      widgets["project-completeness"],
      projects,
      expected.top(projects, "completeness", 10),
    );
    const crews = await expected.foremen(db, view, period);
    expect(Object.keys(crews).length).toBeGreaterThan(10);
    expectRows(widgets["foreman-attendance"], crews, expected.top(crews, "rank", 10));
    const subcons = await expected.subcontractors(db, view, period);
    expectRows(widgets["subcontractor-rating"], subcons, expected.top(subcons, "rating", 10));
    expectRows(
      widgets["subcontractor-attendance"],
      subcons,
      expected.top(subcons, "attendance_rate", 10),
    );
  });
});

describe("dashboard-monitoring-presence", () => {
  const day: Period = { from: today, to: today, today };
  it.each<[string, View]>([
    ["all projects", {}],
    ["one project", { project: -1 }],
  ])("equals SQL over today's presences: %s", async (_, asked) => {
    const view: View = asked.project ? { project: ids.busiest } : {};
    const widgets = await figures(
      "dashboard-monitoring-presence",
      view.project ? { project_id: view.project } : {},
    );
    const db = database.db;
    const total = await expected.attendance(db, null, view, day);
    expect(widgets["attendance-today"]?.totals).toEqual(total[""]);
    const byProject = await expected.attendance(db, "project_id", view, day);
    expectRows(widgets["attendance-by-project"], byProject, expected.top(byProject, "present", 20));
    expectRows(
      widgets["attendance-rate-lowest"],
      byProject,
      expected.top(byProject, "attendance_rate", 10, "asc"),
    );
  });

  it("counts a working morning's present and late workers", async () => {
    const answer = await app.inject({
      url: "/api/dashboards/dashboard-monitoring-presence/data",
      headers: root,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.work_starts_at).toBeUndefined();
    const totals = data.widgets["attendance-today"]?.totals;
    expect(totals?.present).toBeGreaterThan(0);
    expect(totals?.late).toBeGreaterThan(0);
  });

  it("before the next day's work start, counts nobody present, every active worker absent, and says it waits for 08:00", async () => {
    const early = new Date("2026-11-25T05:00:00+07:00");
    const day = businessToday(early);
    const morning = await buildTestApp(database, {}, { clock: () => early });
    try {
      const answer = await morning.inject({
        url: "/api/dashboards/dashboard-monitoring-presence/data",
        headers: root,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.work_starts_at).toBe("08:00");
      const totals = answer.json().data.widgets["attendance-today"]?.totals;
      const expectedTotals = (
        await expected.attendance(database.db, null, {}, { from: day, to: day, today: day })
      )[""];
      expect(totals).toEqual(expectedTotals);
      expect(totals?.present).toBe(0);
      expect(totals?.absent).toBeGreaterThan(0);
    } finally {
      await morning.close();
    }
  });
});

describe("a department admin", () => {
  it("sees only their departments' figures", async () => {
    const view: View = { scope: [ids.department] };
    const db = database.db;
    const monitoring = await figures("dashboard-monitoring-presence", {}, admin);
    expect(monitoring["attendance-today"]?.totals).toEqual(
      (await expected.attendance(db, null, view, { from: today, to: today, today }))[""],
    );
    const summary = await figures("dashboard-summary", {}, admin);
    const all = await expected.manpower(db, "project_id", view);
    expectRows(summary["manpower-by-project"], all, expected.top(all, "active", 10));
    expect(summary["manpower-totals"]?.totals.total).toBe(
      (await expected.manpower(db, null, view))[""]?.total,
    );
    const leaderboard = await figures("dashboard-leaderboard", {}, admin);
    const crews = await expected.foremen(db, view, month);
    expectRows(leaderboard["foreman-attendance"], crews, expected.top(crews, "rank", 10));
  });

  it("is offered only their departments, territories and projects", async () => {
    const answer = await app.inject({ url: "/api/dashboards/dashboard-summary", headers: admin });
    expect(answer.statusCode).toBe(200);
    const options = Object.fromEntries(
      answer
        .json()
        .data.filters.map((filter: { key: string; options?: { code: string }[] }) => [
          filter.key,
          (filter.options ?? []).map((option) => option.code).sort(),
        ]),
    );
    const codes = async (query: string) =>
      (await sql.raw<{ id: string }>(query).execute(database.db)).rows
        .map((row) => String(row.id))
        .sort();
    const department = ids.department;
    expect(options.department_id).toEqual([String(department)]);
    expect(options.project_id).toEqual(
      await codes(`SELECT id FROM projects WHERE department_id = ${department}`),
    );
    expect(options.territory_id).toEqual(
      await codes(`SELECT territory_id AS id FROM departments WHERE id = ${department}
        UNION SELECT territory_id FROM projects WHERE department_id = ${department}`),
    );
  });
});
