/**
 * Who may read a dashboard and what a bad request gets: 401 without a session, 403 without
 * `read-<resource>` of the route naming it, 404 for an unknown one, 400 naming a malformed
 * filter; the definition's shape; and the overlay file read live from a private copy of
 * schemas/: an edit shows at once, a broken edit keeps the last good version serving and is
 * listed with its JSON pointer.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let reader: Record<string, string>;
const get = (url: string, headers: Record<string, string> = env.as("root")) =>
  env.app.inject({ url, headers });

beforeAll(async () => {
  env = await startSchemaApp();
  reader = await callerWith(env.database.db, "pembaca_dasbor", ["read-dashboard-summary"]);
});

afterAll(async () => {
  await env?.close();
});

describe("reading a dashboard", () => {
  it.each([
    "/api/dashboards/dashboard-summary",
    "/api/dashboards/dashboard-summary/data",
    "/api/dashboard-events",
  ])("%s needs a session (401)", async (url) => {
    const answer = await env.app.inject({ url });
    expect(answer.statusCode).toBe(401);
  });

  it.each(["", "/data"])("needs read-<resource> of its route (403)%s", async (suffix) => {
    const answer = await get(`/api/dashboards/dashboard-leaderboard${suffix}`, reader);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("read-dashboard-leaderboard"),
    });
    expect((await get(`/api/dashboards/dashboard-summary${suffix}`, reader)).statusCode).toBe(200);
  });

  it("answers 404 for a dashboard that does not exist", async () => {
    const answer = await get("/api/dashboards/dashboard-nope/data");
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("DASHBOARD_NOT_FOUND");
  });

  it.each([
    ["project_id=tiga", "DASHBOARD_FILTER_INVALID", "project_id"],
    ["period_from=2026-02-30", "DASHBOARD_PERIOD_INVALID", "period_from"],
    ["period_from=2026-03-10&period_to=2026-03-01", "DASHBOARD_PERIOD_ORDER", "period_to"],
    ["period_from=2020-01-01&period_to=2026-01-01", "DASHBOARD_PERIOD_TOO_LONG", "period_to"],
    ["widget=nope", "DASHBOARD_WIDGET_NOT_FOUND", "widget"],
  ])("refuses %s with 400, naming it", async (query, code, field) => {
    const answer = await get(
      `/api/dashboards/dashboard-akuisisi/data?${query}`,
      env.as("root", "en"),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code, message: expect.stringContaining(field) });
  });

  it("ignores a filter the dashboard does not offer", async () => {
    const answer = await get("/api/dashboards/dashboard-summary/data?period_from=nope");
    expect(answer.statusCode).toBe(200);
  });

  it("gives the definition with labelled filters and widget defaults", async () => {
    const answer = await get("/api/dashboards/dashboard-monitoring-presence");
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({
      id: "dashboard-monitoring-presence",
      title: { id: "Monitoring Presensi", en: "Attendance Monitoring" },
      live: true,
      period: "today",
      version: expect.any(String),
    });
    expect(
      data.filters.map((filter: { key: string; kind: string }) => [filter.key, filter.kind]),
    ).toEqual([
      ["territory_id", "select"],
      ["department_id", "select"],
      ["project_id", "select"],
      ["period", "period"],
    ]);
    expect(data.widgets.every((widget: { width: string }) => widget.width)).toBe(true);
  });

  it("gives one widget's figures when asked", async () => {
    const answer = await get("/api/dashboards/dashboard-summary/data?widget=manpower-totals");
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(Object.keys(data.widgets)).toEqual(["manpower-totals"]);
    expect(data.widgets["manpower-totals"]).toEqual({
      rows: [],
      totals: { total: 0, active: 0, non_active: 0, blacklisted: 0 },
    });
    expect(data.period).toEqual({ from: expect.any(String), to: expect.any(String) });
  });
});

describe("the dashboard files", () => {
  const file = () => join(env.schemasDir, "dashboards", "dashboard-summary.json");

  it("are read again when a steward saves one; a broken one keeps the last good serving", async () => {
    const original = JSON.parse(readFileSync(file(), "utf8"));
    writeFileSync(
      file(),
      JSON.stringify({ ...original, title: { id: "Ringkasan", en: "Summary" } }),
    );
    const edited = await get("/api/dashboards/dashboard-summary");
    expect(edited.json().data.title).toEqual({ id: "Ringkasan", en: "Summary" });

    const broken = structuredClone(original);
    broken.widgets[1].group_by = "shoe_size";
    writeFileSync(file(), `${JSON.stringify(broken)}\n`);
    const served = await get("/api/dashboards/dashboard-summary");
    expect(served.statusCode).toBe(200);
    expect(served.json().data.title).toEqual({ id: "Ringkasan", en: "Summary" });

    const listed = await get("/api/dashboards");
    expect(listed.statusCode).toBe(200);
    const entry = listed
      .json()
      .data.find((dashboard: { id: string }) => dashboard.id === "dashboard-summary");
    expect(entry.problems).toEqual([
      {
        file: "dashboard-summary.json",
        pointer: "/widgets/1/group_by",
        reason: expect.stringContaining('cannot group by "shoe_size"'),
        severity: "error",
      },
    ]);

    writeFileSync(file(), "{ not json");
    const unreadable = (await get("/api/dashboards"))
      .json()
      .data.find((dashboard: { id: string }) => dashboard.id === "dashboard-summary");
    expect(unreadable.problems[0].reason).toMatch(/^not valid JSON at line 1, column/);
    writeFileSync(file(), JSON.stringify(original));
  });

  it("are listed for the preview only to its readers", async () => {
    expect((await get("/api/dashboards", reader)).statusCode).toBe(403);
  });
});
