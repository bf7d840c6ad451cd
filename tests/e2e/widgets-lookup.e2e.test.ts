/**
 * The lookup widgets in Chromium against the real server and the demo data (issue #14): on the
 * employees screen a foreman is picked with lookup-radio (the real overlay's `foreman_id`) by
 * searching and the keyboard, a crew with lookup-checkbox (a `bigint[]` column this suite
 * adds, with an overlay in its copy of schemas/); each is saved, read back through the API
 * and shown again by its labels when the form is opened anew.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { startServer, type TestServer } from "../helpers/start-server";
import { buildClient } from "./build-client";
import { chromiumAvailable, launchChromium } from "./chromium";
import { signedInStorage, storeSession, unexpectedProblems, watchProblems } from "./sign-in";

const SLOW = { timeout: 120_000 };
const EMPLOYEES = "/tenaga-kerja/employee";

interface Employee {
  id: number;
  fullname: string;
}

describe.skipIf(!chromiumAvailable)("lookup widgets in Chromium", () => {
  let client: Awaited<ReturnType<typeof buildClient>> | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let schemasDir = "";
  let session: Record<string, string> = {};
  let problems: string[] = [];

  beforeAll(async () => {
    schemasDir = mkdtempSync(join(tmpdir(), "mandor-e2e-lookup-"));
    cpSync("schemas", schemasDir, { recursive: true });
    const employees = join(schemasDir, "employees.json");
    const overlay = JSON.parse(readFileSync(employees, "utf8"));
    overlay.fields.crew_ids = {
      label: { id: "Regu", en: "Crew" },
      type: "lookup-checkbox",
      getter: "employee",
      option: { label: "fullname", code: "id", columns: [{ data: "employee_code" }] },
      list: { show: false },
    };
    writeFileSync(employees, JSON.stringify(overlay));
    client = await buildClient();
    server = await startServer({
      env: { CLIENT_DIR: client.dir, SEED_DEMO: "true", SCHEMAS_DIR: schemasDir },
      prepare: async ({ db }) => {
        await sql`ALTER TABLE employees ADD COLUMN crew_ids bigint[]`.execute(db);
      },
    });
    browser = await launchChromium();
    session = await signedInStorage(server.url);
  }, SLOW.timeout);

  afterEach(async () => {
    await context?.close();
    context = undefined;
    const unexpected = unexpectedProblems(problems, []);
    problems = [];
    expect(unexpected).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await client?.remove();
    rmSync(schemasDir, { recursive: true, force: true });
  });

  async function signedInPage(): Promise<Page> {
    if (!browser || !server) throw new Error("beforeAll did not finish");
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    watchProblems(page, (line) => problems.push(line));
    await storeSession(page, server.url, session);
    return page;
  }

  async function api<T>(path: string): Promise<T> {
    if (!server) throw new Error("beforeAll did not finish");
    const response = await fetch(new URL(`/api/${path}`, server.url), {
      headers: { authorization: `Bearer ${session.token}`, "content-language": "id" },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  async function employees(count: number): Promise<Employee[]> {
    const answer = await api<ListAnswer>(`employee/list?limit=${count}&sort_by=id&sort=asc`);
    return answer.data as unknown as Employee[];
  }

  async function openUpdate(page: Page, id: number) {
    await page.goto(new URL(`${EMPLOYEES}?view=update&id=${id}`, server?.url).href);
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
