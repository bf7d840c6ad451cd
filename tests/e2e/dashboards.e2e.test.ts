/**
 * The dashboards in Chromium on the demo data (issue #17): each of the four renders every
 * widget without a console error; the figures on screen equal those computed here with SQL
 * from the raw tables (tests/server/dashboards/expected-figures.ts), a filter in the address
 * changes them, a department admin's are their departments' only, and a presence posted
 * through the intake changes the open monitoring dashboard without a reload.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessToday } from "../../src/schema/validation/periods";
import { hashSecretKey } from "../../src/server/secret-keys/hash-secret-key";
import { attendance, manpower, type View } from "../server/dashboards/expected-figures";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const DEPT_ADMIN = { username: "admin.dept", password: "Admin#Mandor25" };
const DASHBOARDS = [
  "dashboard-summary",
  "dashboard-akuisisi",
  "dashboard-leaderboard",
  "dashboard-monitoring-presence",
];
const SUMMARY = "/dashboard/dashboard-summary";
const MONITORING = "/dashboard/dashboard-monitoring-presence";

/** The figure of the card labelled `label` in the widget titled `widget`, as a number. */
function card(page: Page, widget: string, label: string) {
  const value = page
    .getByRole("region", { name: widget, exact: true })
    .locator(".stat-card")
    .filter({ has: page.locator(".stat-card__label", { hasText: new RegExp(`^${label}$`) }) })
    .locator(".stat-card__value");
  return async () => {
    await value.waitFor();
    return Number((await value.textContent())?.replace(/\D/g, ""));
  };
}

describe.skipIf(!chromiumAvailable)("dashboards in Chromium", () => {
  const { signedInPage, open, server } = browserSuite({
    accounts: { dept: DEPT_ADMIN },
    setupTimeout: 600_000,
  });
  const db = () => server().database.db;

  test.each(DASHBOARDS)("/dashboard/%s shows every widget with the demo data", SLOW, async (id) => {
    const page = await signedInPage();
    await open(page, `/dashboard/${id}`);
    const widgets = page.locator("section.widget");
    await widgets.first().waitFor();
    // Every widget has its figures: none is still loading.
    await expect.poll(() => page.locator('section.widget[aria-busy="true"]').count()).toBe(0);
    expect(await widgets.count()).toBeGreaterThan(1);
    await page.screenshot({ path: `${SCREENSHOTS}/${id}.png`, fullPage: true });
  });

  test(
    "the summary's totals equal SQL, and a project in the address narrows them",
    SLOW,
    async () => {
      const page = await signedInPage();
      await open(page, SUMMARY);
      const total = card(page, "Tenaga Kerja", "Total Tenaga Kerja");
      const all = await manpower(db(), null, {});
      await expect.poll(total).toBe(all[""]?.total);

      const { rows } = await sql<{ id: number }>`
      SELECT project_id::int AS id FROM employees WHERE project_id IS NOT NULL
      GROUP BY project_id ORDER BY count(*) DESC, project_id LIMIT 1`.execute(db());
      const project = Number(rows[0]?.id);
      const one = await manpower(db(), null, { project });
      expect(one[""]?.total).toBeLessThan(Number(all[""]?.total));
      await open(page, `${SUMMARY}?project_id=${project}`);
      await expect.poll(card(page, "Tenaga Kerja", "Total Tenaga Kerja")).toBe(one[""]?.total);
      await expect.poll(card(page, "Tenaga Kerja", "Aktif")).toBe(one[""]?.active);
    },
  );

  test("a department admin's summary counts their departments only", SLOW, async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT m.department_id::int AS id FROM user_mappings m JOIN users u ON u.id = m.user_id
      WHERE u.username = ${DEPT_ADMIN.username} AND m.department_id IS NOT NULL
      UNION SELECT department_id::int FROM users
      WHERE username = ${DEPT_ADMIN.username} AND department_id IS NOT NULL`.execute(db());
    const view: View = { scope: rows.map((row) => row.id) };
    expect(view.scope?.length).toBeGreaterThan(0);
    const theirs = await manpower(db(), null, view);
    const all = await manpower(db(), null, {});
    expect(theirs[""]?.total).toBeLessThan(Number(all[""]?.total));

    const page = await signedInPage({ as: "dept" });
    await open(page, SUMMARY);
    await expect.poll(card(page, "Tenaga Kerja", "Total Tenaga Kerja")).toBe(theirs[""]?.total);
  });

  test(
    "a presence posted through the intake shows on the open monitoring dashboard",
    SLOW,
    async () => {
      const today = businessToday();
      const { rows } = await sql<{ card: string; project: number }>`
      SELECT e.qr_card_number AS card, e.project_id::int AS project FROM employees e
      JOIN projects p ON p.id = e.project_id
      WHERE e.status = 'active' AND NOT e.is_blacklisted AND e.qr_card_number IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM presence_days d WHERE d.subject_kind = 'worker'
          AND d.subject_id = e.id AND d.day = ${today}::date)
      ORDER BY e.id LIMIT 1`.execute(db());
      const worker = rows[0];
      if (!worker) throw new Error("no demo worker without a presence today");
      const key = `dashboard-device-${randomBytes(16).toString("hex")}`;
      await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash)
      VALUES (${`DSB-${randomBytes(3).toString("hex")}`}, 'Terminal Dasbor', ${worker.project},
        'attendance_terminal', ${hashSecretKey(key)})`.execute(db());

      const page = await signedInPage();
      await open(page, `${MONITORING}?project_id=${worker.project}`);
      await page.getByRole("status").filter({ hasText: "Langsung" }).waitFor();
      const present = card(page, "Kehadiran Tenaga Kerja", "Hadir");
      const period = { from: today, to: today, today };
      const before = await attendance(db(), null, { project: worker.project }, period);
      await expect.poll(present).toBe(before[""]?.present ?? 0);

      // A scan of a moment ago, never before today's start in Jakarta.
      const scanned = Math.max(Date.parse(`${today}T00:00:00+07:00`), Date.now() - 2_000);
      const answer = await fetch(`${server().url}/api/presences/device`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-device-key": key },
        body: JSON.stringify({
          records: [
            {
              qr_card_number: worker.card,
              scanned_at: new Date(scanned).toISOString(),
              presence_type: "in",
            },
          ],
        }),
      });
      expect(await answer.json()).toMatchObject({ data: { accepted: 1 } });
      const after = await attendance(db(), null, { project: worker.project }, period);
      expect(after[""]?.present).toBe((before[""]?.present ?? 0) + 1);
      // No reload: the server pushes the change and the page asks for the figures again.
      await expect.poll(present).toBe(after[""]?.present);
      await page.screenshot({
        path: `${SCREENSHOTS}/dashboard-monitoring-live.png`,
        fullPage: true,
      });
    },
  );
});
