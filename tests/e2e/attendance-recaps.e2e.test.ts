/**
 * The attendance recaps in Chromium on the demo data (issue #16): each recap route renders
 * without a console error; a device batch posted to the intake appears in the worker recap
 * with the right totals (a record outside the radius flagged, the same batch posted twice
 * counted once); a blacklisted worker's record shows its rejection reason in the raw recap,
 * and "Proses ulang" turns it into a presence once the worker is off the blacklist.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { businessToday } from "../../src/schema/validation/periods";
import { hashSecretKey } from "../../src/server/secret-keys/hash-secret-key";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const RECAPS = ["presensi-pekerja", "presensi-management", "presensi-visitor", "presensi-raw"];
/** The site of the test's project, and a point about 1.1 km north of it. */
const SITE = { lat: -6.2, lng: 106.8 };
const FAR = { lat: -6.19, lng: 106.8 };

interface RecapRow {
  subject_name: string;
  subject_code: string;
  days_present: number;
  days_late: number;
  outside_radius: number;
  hours: number;
}

describe.skipIf(!chromiumAvailable)("attendance recaps in Chromium", () => {
  const { request, signedInPage, open, server } = browserSuite({ setupTimeout: 600_000 });
  const db = () => server().database.db;

  test.each(RECAPS)("/tenaga-kerja/%s renders with the demo data", SLOW, async (route) => {
    const page = await signedInPage();
    await open(page, `/tenaga-kerja/${route}`);
    await page.locator("td.list-table__number, .empty-state").first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/recap-${route}.png`, fullPage: true });
  });

  test("the worker recap of the demo month has rows", SLOW, async () => {
    const page = await signedInPage();
    await open(page, "/tenaga-kerja/presensi-pekerja");
    await page.locator("td.list-table__number").first().waitFor();
  });

  test("a device batch reaches the recaps, once", SLOW, async () => {
    const suffix = randomBytes(3).toString("hex");
    const one = async (query: ReturnType<typeof sql<{ id: string }>>) =>
      Number((await query.execute(db())).rows[0]?.id);
    const territory = await one(sql`
      INSERT INTO territories (territory_code, territory_name)
      VALUES (${`RT-${suffix}`}, ${`Wilayah Rekap ${suffix}`}) RETURNING id`);
    const department = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${`RD-${suffix}`}, ${`Departemen Rekap ${suffix}`}, ${territory}) RETURNING id`);
    const type = await one(sql`
      INSERT INTO m_manpower_types (code, name) VALUES (${`RW-${suffix}`}, ${`Pekerja ${suffix}`})
      RETURNING id`);
    const project = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id, lat, lng)
      VALUES (${`RCP-${suffix}`}, ${`Proyek Rekap ${suffix}`}, ${department}, ${territory},
        ${SITE.lat}, ${SITE.lng})
      RETURNING id`);
    await sql`INSERT INTO config_presence_radius (project_id, radius_m, active)
      VALUES (${project}, 100, 1)`.execute(db());
    const key = `device-key-${suffix}-${randomBytes(16).toString("hex")}`;
    await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash)
      VALUES (${`DEV-${suffix}`}, ${`Terminal Rekap ${suffix}`}, ${project}, 'attendance_terminal',
        ${hashSecretKey(key)})`.execute(db());
    const worker = (name: string, nik: string, card: string, blacklisted: boolean) =>
      one(sql`
        INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id,
          qr_card_number, is_blacklisted, blacklist_reason)
        VALUES (${nik}, ${`RC-${card}`}, ${name}, ${type}, ${blacklisted ? null : project}, ${card},
          ${blacklisted}, ${blacklisted ? "Melanggar K3" : null})
        RETURNING id`);
    const nik = () => `9${String(Date.now()).slice(-9)}${String(Math.random()).slice(2, 8)}`;
    const goodCard = `QR-A-${suffix}`;
    const badCard = `QR-B-${suffix}`;
    await worker(`Rekap Hadir ${suffix}`, nik(), goodCard, false);
    const blacklisted = await worker(`Rekap Hitam ${suffix}`, nik(), badCard, true);

    // Yesterday in Jakarta: every scan is in the past whatever the hour of the run.
    const today = businessToday();
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const at = (time: string) => `${day}T${time}:00+07:00`;
    const batch = {
      records: [
        { qr_card_number: goodCard, scanned_at: at("07:50"), presence_type: "in", ...SITE },
        { qr_card_number: goodCard, scanned_at: at("16:20"), presence_type: "out", ...FAR },
        { qr_card_number: badCard, scanned_at: at("07:55"), presence_type: "in", ...SITE },
      ],
    };
    const post = () =>
      fetch(`${server().url}/api/presences/device`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-device-key": key },
        body: JSON.stringify(batch),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);

    const { rows: stored } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM presences WHERE project_id = ${project}`.execute(db());
    expect(stored).toEqual([{ n: 2 }]);

    const range = `period_from=${day}&period_to=${day}&project_id=${project}`;
    const recap = await request<{ data: RecapRow[] }>(`presensi-pekerja/list?${range}`);
    expect(recap.status).toBe(200);
    expect(recap.body.data).toEqual([
      expect.objectContaining({
        subject_name: `Rekap Hadir ${suffix}`,
        days_present: 1,
        days_late: 0,
        outside_radius: 1,
        hours: 8.5,
      }),
    ]);

    const page = await signedInPage();
    await open(
      page,
      `/tenaga-kerja/presensi-pekerja?f.project_id=${project}&f.period=${day}&f.period=${day}`,
    );
    const row = page.getByRole("row").filter({ hasText: `Rekap Hadir ${suffix}` });
    await row.waitFor();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/recap-intake-batch.png`, fullPage: true });

    await open(page, `/tenaga-kerja/presensi-raw?search=${badCard}`);
    const raw = page.getByRole("row").filter({ hasText: badCard });
    await raw.first().waitFor();
    await expect.poll(() => raw.count()).toBe(1);
    expect(await raw.textContent()).toContain("Tenaga kerja masuk daftar hitam: Melanggar K3");

    // Off the blacklist, the failed record is processed again from the raw recap.
    await sql`UPDATE employees SET is_blacklisted = false, blacklist_reason = NULL
      WHERE id = ${blacklisted}`.execute(db());
    await raw.getByRole("button", { name: "Proses ulang" }).click();
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM presences
          WHERE subject_kind = 'worker' AND subject_id = ${blacklisted}`.execute(db());
        return rows[0]?.n;
      })
      .toBe(1);
    const after = await request<{ data: RecapRow[] }>(
      `presensi-pekerja/list?${range}&sort_by=subject_name&sort=ASC`,
    );
    expect(after.body.data.map((item) => [item.subject_name, item.days_present])).toEqual([
      [`Rekap Hadir ${suffix}`, 1],
      [`Rekap Hitam ${suffix}`, 1],
    ]);
  });
});
