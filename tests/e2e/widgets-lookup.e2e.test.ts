/**
 * The lookup widgets in Chromium against the real server and the demo data (issue #14): on the
 * employees screen a foreman is picked with lookup-radio (the real overlay's `foreman_id`) by
 * searching and the keyboard, a crew with lookup-checkbox (a `bigint[]` column this suite
 * adds, with an overlay in its copy of schemas/); each is saved, read back through the API
 * and shown again by its labels when the form is opened anew.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const EMPLOYEES = "/tenaga-kerja/employee";

interface Employee {
  id: number;
  fullname: string;
}

describe.skipIf(!chromiumAvailable)("lookup widgets in Chromium", () => {
  const {
    request,
    signedInPage,
    open: goto,
  } = browserSuite({
    editSchemas: (dir) => {
      const employees = join(dir, "employees.json");
      const overlay = JSON.parse(readFileSync(employees, "utf8"));
      overlay.fields.crew_ids = {
        label: { id: "Regu", en: "Crew" },
        type: "lookup-checkbox",
        getter: "employee",
        option: { label: "fullname", code: "id", columns: [{ data: "employee_code" }] },
        list: { show: false },
      };
      writeFileSync(employees, JSON.stringify(overlay));
    },
    prepareDatabase: async ({ db }) => {
      await sql`ALTER TABLE employees ADD COLUMN crew_ids bigint[]`.execute(db);
    },
    viewport: { width: 1280, height: 900 },
    setupTimeout: SLOW.timeout,
  });

  async function api<T>(path: string): Promise<T> {
    const { status, body } = await request<T>(path);
    expect(status).toBe(200);
    return body;
  }

  async function employees(count: number): Promise<Employee[]> {
    const answer = await api<ListAnswer>(`employee/list?limit=${count}&sort_by=id&sort=asc`);
    return answer.data as unknown as Employee[];
  }

  async function openUpdate(page: Page, id: number) {
    await goto(page, `${EMPLOYEES}?view=update&id=${id}`);
  }

  async function save(page: Page) {
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
  }

  test(
    "a foreman is searched, picked by keyboard, saved and shown again",
    async () => {
      const [worker, foreman] = await employees(2);
      if (!worker || !foreman) throw new Error("no demo employees");
      const page = await signedInPage();
      await openUpdate(page, worker.id);
      await page.getByRole("button", { name: "Mandor", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Mandor" });
      await dialog.getByRole("option").first().waitFor();
      expect(await dialog.getByRole("option").count()).toBe(10);
      await dialog.getByRole("searchbox").fill(foreman.fullname);
      await expect
        .poll(() => dialog.getByRole("option").first().textContent())
        .toContain(foreman.fullname);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await save(page);
      const stored = await api<{ data: { foreman_id: number } }>(`employee/${worker.id}/show`);
      expect(stored.data.foreman_id).toBe(foreman.id);

      await openUpdate(page, worker.id);
      await expect
        .poll(() => page.getByRole("button", { name: "Mandor", exact: true }).textContent())
        .toBe(foreman.fullname);
    },
    SLOW.timeout,
  );

  test(
    "a crew is picked with lookup-checkbox, committed by Esc, saved and shown again",
    async () => {
      const [leader, first, second] = await employees(3);
      if (!leader || !first || !second) throw new Error("no demo employees");
      const page = await signedInPage();
      await openUpdate(page, leader.id);
      await page.getByRole("button", { name: "Regu", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Regu" });
      for (const member of [first, second]) {
        await dialog.getByRole("searchbox").fill(member.fullname);
        const option = dialog.getByRole("option", { name: new RegExp(member.fullname) }).first();
        await option.waitFor();
        await option.click();
        await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // The field's chosen items (found by the field, not by a label still to be translated).
      const chosen = page.locator(".lookup", { has: page.locator("#root_crew_ids") });
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual([`${first.fullname}×`, `${second.fullname}×`]);
      await save(page);
      const stored = await api<{ data: { crew_ids: number[] } }>(`employee/${leader.id}/show`);
      expect(stored.data.crew_ids).toEqual([first.id, second.id]);

      await openUpdate(page, leader.id);
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual([`${first.fullname}×`, `${second.fullname}×`]);
    },
    SLOW.timeout,
  );
});
