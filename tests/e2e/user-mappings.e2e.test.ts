/**
 * The user ↔ department mapping in Chromium on the demo data (issue #15): the super-admin
 * switches a department on in the department admin's switch list on the users screen, and
 * the admin's very next visit to the project list shows that department's projects; switched
 * off (the confirm's cancel keeps it on first), the next visit no longer does. Each switch
 * leaves its user_mappings row and its audit row.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const ADMIN_DEPT = { username: "admin.dept", password: "Admin#Mandor25" };
const PANEL = "Departemen yang Dikelola";
const ALERT = "Lepaskan departemen ini dari pengguna?";

describe.skipIf(!chromiumAvailable)("user ↔ department mapping in Chromium", () => {
  const { server, signedInPage, open } = browserSuite({
    accounts: { dept: ADMIN_DEPT },
    viewport: { width: 1280, height: 900 },
  });

  const db = () => server().database.db;

  /** The admin, and a department outside their scope with a project: X of the brief. */
  async function outsideDepartment() {
    const { rows } = await sql<{
      user_id: string;
      department_id: string;
      department_code: string;
      department_name: string;
      project_name: string;
    }>`
      SELECT u.id AS user_id, d.id AS department_id, d.department_code, d.department_name,
             p.project_name
      FROM users u, departments d JOIN projects p ON p.department_id = d.id
      WHERE u.username = ${ADMIN_DEPT.username}
        AND d.id IS DISTINCT FROM u.department_id
        AND d.id NOT IN (SELECT m.department_id FROM user_mappings m
                         WHERE m.user_id = u.id AND m.department_id IS NOT NULL)
        AND p.id NOT IN (SELECT m.project_id FROM user_mappings m
                         WHERE m.user_id = u.id AND m.project_id IS NOT NULL)
      ORDER BY d.id, p.id LIMIT 1`.execute(db());
    const row = rows[0];
    if (!row) throw new Error("the demo has no department outside admin.dept's");
    return { ...row, user_id: Number(row.user_id), department_id: Number(row.department_id) };
  }

  /** The user_mappings rows of the pair, and the audit rows written for them, by action. */
  async function traces(userId: number, departmentId: number) {
    const mapped = await sql<{ id: string }>`
      SELECT id FROM user_mappings
      WHERE user_id = ${userId} AND department_id = ${departmentId} AND project_id IS NULL`.execute(
      db(),
    );
    // A created row is in `after`, a deleted one in `before`.
    const audited = await sql<{ action: string }>`
      SELECT action FROM audit_log, COALESCE(after, before) AS pair
      WHERE model = 'user_mappings'
        AND (pair->>'user_id')::bigint = ${userId}
        AND (pair->>'department_id')::bigint = ${departmentId}
      ORDER BY audit_log.id`.execute(db());
    return { mapped: mapped.rows.length, actions: audited.rows.map((row) => row.action) };
  }

  /** The admin's project list searched for `name`, after a fresh load: shown or not. */
  async function adminSees(page: Page, name: string): Promise<boolean> {
    await open(page, `/operational-unit/project?search=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    const missing = page.getByText(`${name} tidak ditemukan`);
    await row.or(missing).first().waitFor();
    return (await row.count()) > 0;
  }

  test("a department switched on and off changes what the admin sees next", SLOW, async () => {
    const x = await outsideDepartment();
    const adminPage = await signedInPage({ as: "dept" });
    expect(await adminSees(adminPage, x.project_name)).toBe(false);

    const page = await signedInPage();
    await open(page, `/user-role/user?view=detail&id=${x.user_id}`);
    const panel = page.getByRole("region", { name: PANEL });
    await panel.getByRole("searchbox").fill(x.department_code);
    const label = `${x.department_code} — ${x.department_name}`;
    const toggle = panel.getByRole("switch", { name: label, exact: true });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    const settled = (checked: "true" | "false") =>
      page.waitForFunction(
        ([name, state]) => {
          const found = [...document.querySelectorAll("[role=switch]")].find(
            (element) => element.getAttribute("aria-label") === name,
          );
          return found?.getAttribute("aria-checked") === state && !found.hasAttribute("aria-busy");
        },
        [label, checked] as const,
      );

    await toggle.click();
    await settled("true");
    expect(await traces(x.user_id, x.department_id)).toEqual({ mapped: 1, actions: ["create"] });
    expect(await adminSees(adminPage, x.project_name)).toBe(true);
    await adminPage.screenshot({ path: `${SCREENSHOTS}/user-mapping-project-seen.png` });

    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ALERT).waitFor();
    await dialog.getByRole("button", { name: "Batalkan" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect((await traces(x.user_id, x.department_id)).mapped).toBe(1);
    expect(await adminSees(adminPage, x.project_name)).toBe(true);

    await toggle.click();
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await settled("false");
    expect(await traces(x.user_id, x.department_id)).toEqual({
      mapped: 0,
      actions: ["create", "delete"],
    });
    expect(await adminSees(adminPage, x.project_name)).toBe(false);
  });
});
