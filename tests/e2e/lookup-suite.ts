/**
 * The harness of the lookup widgets' browser suites (issue #14): the employees screen, whose
 * real overlay picks a foreman with lookup-radio (`foreman_id`), plus a crew picked with
 * lookup-checkbox — a `bigint[]` column the suite adds, with its field in the suite's copy of
 * schemas/ — and the steps both suites take on it.
 */
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { type BrowserSuiteOptions, browserSuite } from "./browser-suite";
import { addOverlayField } from "./overlay-copy";

export const SLOW = { timeout: 120_000 };
const EMPLOYEES = "/tenaga-kerja/employee";

export interface Employee {
  id: number;
  fullname: string;
  employee_code: string;
}

/** Adds the crew field (lookup-checkbox over the employees) to the employees' overlay. */
const addCrewField = (dir: string) =>
  addOverlayField(dir, "employees", "crew_ids", {
    label: { id: "Regu", en: "Crew" },
    type: "lookup-checkbox",
    getter: "employee",
    option: {
      label: "fullname",
      code: "id",
      columns: [{ data: "employee_code", label: { id: "Kode Pekerja", en: "Employee Code" } }],
    },
    list: { show: false },
  });

export function lookupSuite(options: Omit<BrowserSuiteOptions, "editSchemas"> = {}) {
  const suite = browserSuite({
    viewport: { width: 1280, height: 900 },
    setupTimeout: SLOW.timeout,
    ...options,
    editSchemas: addCrewField,
    prepareDatabase: async (database) => {
      await options.prepareDatabase?.(database);
      await sql`ALTER TABLE employees ADD COLUMN crew_ids bigint[]`.execute(database.db);
    },
  });

  async function api<T>(path: string): Promise<T> {
    const { status, body } = await suite.request<T>(path);
    expect(status).toBe(200);
    return body;
  }

  /** The first `count` employees by id. */
  async function employees(count: number): Promise<Employee[]> {
    const answer = await api<ListAnswer>(`employee/list?limit=${count}&sort_by=id&sort=asc`);
    return answer.data as unknown as Employee[];
  }

  /** The stored employee `id`, as the API shows it. */
  async function employee<T>(id: number): Promise<Employee & T> {
    return (await api<{ data: Employee & T }>(`employee/${id}/show`)).data;
  }

  const openUpdate = (page: Page, id: number) =>
    suite.open(page, `${EMPLOYEES}?view=update&id=${id}`);

  async function save(page: Page) {
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
  }

  /** The button opening the field labelled `label`'s dialog, and the dialog once open. */
  const fieldButton = (page: Page, label: string) =>
    page.getByRole("button", { name: label, exact: true });
  const dialog = (page: Page, label: string) => page.getByRole("dialog", { name: label });

  /** Opens the employee's form anew and waits for the radio field `label` to show `shown`. */
  async function showsAgain(page: Page, id: number, label: string, shown: string) {
    await openUpdate(page, id);
    await expect.poll(() => fieldButton(page, label).textContent()).toBe(shown);
  }

  /** The crew field's chosen items (found by the field, not by a label still to be translated). */
  const chosenCrew = (page: Page) =>
    page.locator(".lookup", { has: page.locator("#root_crew_ids") });

  return {
    ...suite,
    api,
    employees,
    employee,
    openUpdate,
    save,
    fieldButton,
    dialog,
    showsAgain,
    chosenCrew,
  };
}
