/**
 * The manpower screens in Chromium on the demo data (issue #16): a complete worker file shows
 * every tab of the employee detail with its demo rows ("other projects" only the ended
 * assignments); a skill added through its tab belongs to the worker; a visitor checked in
 * through the guest book's form (with a photo) and checked out by its step, which is then no
 * longer offered and refused by the server; a project's manpower plan edited in the table
 * input beside the actual head count, reached from the project's detail.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessToday } from "../../src/schema/validation/periods";
import { SAMPLES } from "../server/files/sample-files";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };

/** Each tab of the employee detail and the sub-table (with its condition) it lists. */
const EMPLOYEE_TABS = [
  ["Keahlian", "employee_skills", "true"],
  ["Dokumen Sertifikasi", "employee_certification_documents", "true"],
  ["Riwayat Penyakit", "employee_disease_histories", "true"],
  ["Riwayat Pendidikan", "employee_educational_histories", "true"],
  ["Kontak Darurat", "employee_emergency_contacts", "true"],
  ["Dokumen Pribadi", "employee_personal_documents", "true"],
  ["Riwayat Proyek", "employee_project_histories", "true"],
  ["Proyek Lain", "employee_project_histories", "end_date IS NOT NULL"],
  ["Pengajuan Perubahan Data", "employee_request_changes", "true"],
] as const;

describe.skipIf(!chromiumAvailable)("manpower screens in Chromium", () => {
  const { request, signedInPage, open, server, expectStatuses } = browserSuite({
    setupTimeout: 600_000,
  });
  const db = () => server().database.db;
  const tabPanel = (page: Page) => page.locator(".detail-tabs");

  /** How many rows of `table` belong to `employee` and meet `condition` (a fixed SQL text). */
  async function subRows(table: string, condition: string, employee: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table)}
      WHERE employee_id = ${employee} AND ${sql.raw(condition)}`.execute(db());
    return rows[0]?.n ?? 0;
  }

  /** The demo's complete worker file: an active employee with rows in every tab. */
  async function completeEmployee(): Promise<number> {
    const exists = EMPLOYEE_TABS.map(
      ([, table, condition]) =>
        sql`EXISTS (SELECT 1 FROM ${sql.table(table)} s
                    WHERE s.employee_id = e.id AND ${sql.raw(condition)})`,
    );
    const { rows } = await sql<{ id: string }>`
      SELECT e.id FROM employees e
      WHERE e.status = 'active' AND ${sql.join(exists, sql` AND `)}
      ORDER BY e.id LIMIT 1`.execute(db());
    const id = Number(rows[0]?.id);
    if (!id) throw new Error("the demo has no employee with a row in every tab");
    return id;
  }

  test("a complete worker file shows every tab with its demo rows", SLOW, async () => {
    const employee = await completeEmployee();
    const page = await signedInPage();
    await open(page, `/tenaga-kerja/employee?view=detail&id=${employee}`);
    for (const [tab, table, condition] of EMPLOYEE_TABS) {
      await tabPanel(page).getByRole("tab", { name: tab, exact: true }).click();
      const expected = await subRows(table, condition, employee);
      await expect
        .poll(() => tabPanel(page).locator("tbody tr td.list-table__number").count(), {
          message: tab,
        })
        .toBe(expected);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/manpower-employee-tabs.png`, fullPage: true });
  });

  test("a skill added through its tab belongs to the worker", SLOW, async () => {
    const employee = await completeEmployee();
    const { rows } = await sql<{ id: string; name: string }>`
      SELECT id, name FROM m_skills
      WHERE active = 1 AND id NOT IN (SELECT skill_id FROM employee_skills WHERE employee_id = ${employee})
      ORDER BY name LIMIT 1`.execute(db());
    const skill = rows[0];
    if (!skill) throw new Error("the worker already holds every skill");

    const page = await signedInPage();
    await open(page, `/tenaga-kerja/employee?view=detail&id=${employee}`);
    await tabPanel(page).getByRole("tab", { name: "Keahlian", exact: true }).click();
    await tabPanel(page).getByRole("link", { name: "Tambah data" }).click();
    await page.waitForURL(/\/tenaga-kerja\/employee-skills\?.*view=create/);
    expect(new URL(page.url()).searchParams.get("fixed.employee_id")).toBe(String(employee));
    await page.locator("#root_skill_id").selectOption({ label: skill.name });
    await page.getByLabel("Mahir").check();
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.waitForURL(/view=detail/);

    const { rows: saved } = await sql<{ level: string }>`
      SELECT level FROM employee_skills
      WHERE employee_id = ${employee} AND skill_id = ${skill.id}`.execute(db());
    expect(saved).toEqual([{ level: "advanced" }]);
    await open(page, `/tenaga-kerja/employee?view=detail&id=${employee}`);
    await tabPanel(page).getByRole("tab", { name: "Keahlian", exact: true }).click();
    await tabPanel(page).getByRole("row").filter({ hasText: skill.name }).waitFor();
  });

  test("a visitor checks in with a photo and checks out once", SLOW, async () => {
    const page = await signedInPage();
    await open(page, "/tenaga-kerja/buku-tamu?view=create");
    await page.getByLabel("Nama Tamu").fill("Tamu Uji Peramban");
    await page.getByLabel("Keperluan").fill("Inspeksi K3");
    await page.locator("#root_project_id").selectOption({ index: 1 });
    await page.getByLabel("Bertemu Dengan").fill("Ir. Slamet");
    await page.locator("#root_photo").setInputFiles({
      name: "tamu.png",
      mimeType: "image/png",
      buffer: SAMPLES.png,
    });
    await page.locator(".file-upload__current img").waitFor();
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.waitForURL(/view=detail/);
    const id = Number(new URL(page.url()).searchParams.get("id"));

    const visit = async () =>
      (
        await sql<{ check_in_at: Date; check_out_at: Date | null; visit_status: string }>`
          SELECT check_in_at, check_out_at, visit_status FROM visitors WHERE id = ${id}`.execute(
          db(),
        )
      ).rows[0];
    const checkedIn = await visit();
    expect(checkedIn?.visit_status).toBe("inside");
    expect(checkedIn?.check_out_at).toBeNull();
    // Left empty, the check-in is the moment of saving.
    expect(Date.now() - new Date(checkedIn?.check_in_at ?? 0).getTime()).toBeLessThan(600_000);

    await page.getByRole("button", { name: "Catat Keluar", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await page.getByText(/Catat Keluar berhasil/).waitFor();
    await expect.poll(async () => (await visit())?.visit_status).toBe("checked_out");
    const checkedOut = await visit();
    expect(checkedOut?.check_out_at).not.toBeNull();

    await page.reload();
    await page.getByRole("link", { name: "Kembali" }).waitFor();
    expect(await page.getByRole("button", { name: "Catat Keluar", exact: true }).count()).toBe(0);
    expectStatuses(409);
    const again = await request(`buku-tamu/${id}/transitions/check-out`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(again.status).toBe(409);
    expect((await visit())?.check_out_at).toEqual(checkedOut?.check_out_at);

    // A guest of the test's own still inside: the demo has today's only once their hour passed.
    await sql`
      INSERT INTO visitors (visitor_name, purpose, project_id, host_name)
      SELECT 'Tamu Masih Di Dalam', 'Rapat', id, 'Ir. Slamet' FROM projects ORDER BY id LIMIT 1`.execute(
      db(),
    );
    await open(page, "/tenaga-kerja/buku-tamu?f.visit_status=inside");
    await page.getByRole("row").filter({ hasText: "Tamu Masih Di Dalam" }).waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Tamu Uji Peramban" }).count()).toBe(0);
  });

  test("a project's manpower plan is edited beside the actual head count", SLOW, async () => {
    const { rows } = await sql<{ project_id: string }>`
      SELECT project_id FROM employees WHERE status = 'active' AND project_id IS NOT NULL
      GROUP BY project_id ORDER BY count(*) DESC, project_id LIMIT 1`.execute(db());
    const project = Number(rows[0]?.project_id);
    const { rows: actuals } = await sql<{ code: string; name: string; n: number }>`
      SELECT t.code, t.name, count(e.id)::int AS n
      FROM m_manpower_types t
      LEFT JOIN employees e ON e.manpower_type_id = t.id AND e.project_id = ${project}
        AND e.status = 'active'
      WHERE t.active = 1 GROUP BY t.id, t.code, t.name ORDER BY t.code`.execute(db());

    const page = await signedInPage();
    await open(page, `/operational-unit/project?view=detail&id=${project}`);
    const tab = tabPanel(page);
    await tab.getByRole("tab", { name: "Manpower Rencana vs Aktual", exact: true }).click();
    await tab.locator("td.list-table__number").first().waitFor();
    await tab
      .getByRole("link", { name: /Detail/ })
      .first()
      .click();
    await page.waitForURL(/\/tenaga-kerja\/manajemen-manpower\?.*view=detail/);

    const panel = page.getByRole("region", { name: "Rencana dan Aktual Manpower" });
    for (const type of actuals) {
      const row = panel.getByRole("row").filter({ hasText: type.name });
      await expect
        .poll(() => row.locator("td").last().textContent(), { message: type.code })
        .toBe(type.n > 0 ? String(type.n) : "");
    }
    const first = actuals[0];
    if (!first) throw new Error("the demo has no manpower types");
    const planned = first.n + 7;
    const cell = panel.getByLabel(`Jumlah Rencana ${first.code} ${first.name}`);
    await cell.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(String(planned));
    await panel.getByRole("button", { name: "Simpan" }).click();
    await page
      .getByText(/berhasil/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/manpower-plan-actual.png`, fullPage: true });

    const { rows: plans } = await sql<{ planned_count: number }>`
      SELECT m.planned_count FROM manpower_managements m
      JOIN m_manpower_types t ON t.id = m.manpower_type_id
      WHERE m.project_id = ${project} AND t.code = ${first.code}
        AND m.period = ${`${businessToday().slice(0, 7)}-01`}`.execute(db());
    expect(plans).toEqual([{ planned_count: planned }]);
  });
});
