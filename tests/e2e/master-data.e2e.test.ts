/**
 * Master data in Chromium on the demo data (issue #15, "Done means": deleting a referenced
 * master row answers 409). As the super-admin, deleting a manpower type the employees use asks
 * first, then the refusal names where it is used and how often, in Indonesian and in English,
 * and the row stays listed; a skill created in the screen and used nowhere deletes. An
 * inactive manpower type is left out of the employee form's choices, yet listed with its
 * status on its own screen.
 */
import { sql } from "kysely";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const MANPOWER_TYPES = "/master/m-manpower-types";
const SKILLS = "/master/m-skills";
const EMPLOYEES = "/tenaga-kerja/employee";
const SLOW = { timeout: 90_000 };

/** The words of the list, its delete dialog and the refusal, per language. */
const LANGUAGES = [
  {
    locale: "id",
    search: "Cari data",
    remove: "Hapus",
    dialog: "Hapus Permanen",
    confirm: "Ya, Lanjutkan",
    refusal: (uses: number) => `Data masih dipakai di Tenaga Kerja (${uses})`,
  },
  {
    locale: "en",
    search: "Search records",
    remove: "Remove",
    dialog: "Delete Permanently",
    confirm: "Yes, Continue",
    refusal: (uses: number) => `The data is still used in Employees (${uses})`,
  },
] as const;

describe.skipIf(!chromiumAvailable)("master data in Chromium", () => {
  const { signedInPage, open, server, expectStatuses } = browserSuite({
    // Building the client and seeding the demo data has taken over two minutes on a busy machine.
    setupTimeout: 600_000,
  });

  const db = () => server().database.db;

  /** The list's body row whose cell reads exactly `text`. */
  const rowOf = (page: Page, text: string): Locator =>
    page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: text, exact: true }) });

  /** Waits for the next answer of `endpoint`'s `action` (list, delete, create). */
  const answerOf = (page: Page, endpoint: string, action: string) =>
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/${endpoint}/${action}`,
    );

  /** Searches the list for `text` and waits until its row shows. */
  async function findRow(page: Page, searchLabel: string, text: string): Promise<Locator> {
    await page.getByRole("searchbox", { name: searchLabel }).fill(text);
    const row = rowOf(page, text);
    await row.waitFor();
    return row;
  }

  /** The manpower type the employees use most, and how many of them use it. */
  async function mostUsedManpowerType() {
    const { rows } = await sql<{ id: string; name: string; uses: string }>`
      SELECT t.id, t.name, count(*) AS uses FROM employees e
      JOIN m_manpower_types t ON t.id = e.manpower_type_id
      GROUP BY t.id, t.name ORDER BY uses DESC, t.id LIMIT 1`.execute(db());
    const row = rows[0];
    if (!row) throw new Error("the demo data has no employee with a manpower type");
    return { id: Number(row.id), name: row.name, uses: Number(row.uses) };
  }

  const masterExists = async (table: string, id: number) =>
    (await sql<{ id: string }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id}`.execute(db()))
      .rows.length === 1;

  test.each(LANGUAGES)(
    "in $locale: deleting a manpower type the employees use is refused, naming where",
    SLOW,
    async (words) => {
      const used = await mostUsedManpowerType();
      const page = await signedInPage({ locale: words.locale });
      await open(page, MANPOWER_TYPES);
      const row = await findRow(page, words.search, used.name);
      await row.getByRole("button", { name: words.remove }).click();
      const dialog = page.getByRole("dialog", { name: words.dialog });
      await dialog.waitFor();

      expectStatuses(409);
      const refused = answerOf(page, "m-manpower-types", "delete");
      const listedAgain = answerOf(page, "m-manpower-types", "list");
      await dialog.getByRole("button", { name: words.confirm }).click();
      expect((await refused).status()).toBe(409);
      await page.getByText(words.refusal(used.uses)).waitFor();
      await dialog.waitFor({ state: "detached" });
      await listedAgain;
      await row.waitFor();
      expect(await masterExists("m_manpower_types", used.id)).toBe(true);
    },
  );

  test("a skill created in the screen and used nowhere deletes", SLOW, async () => {
    const skill = { code: "UJI-HAPUS", name: "Keahlian Uji Hapus" };
    const page = await signedInPage();
    await open(page, `${SKILLS}?view=create`);
    await page.locator("#root_code").fill(skill.code);
    await page.locator("#root_name").fill(skill.name);
    const created = answerOf(page, "m-skills", "create");
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await created).status()).toBe(200);
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM m_skills WHERE code = ${skill.code}`.execute(db());
    const id = Number(rows[0]?.id);

    await open(page, SKILLS);
    const row = await findRow(page, "Cari data", skill.name);
    await row.getByRole("button", { name: "Hapus" }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus Permanen" });
    const deleted = answerOf(page, "m-skills", "delete");
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByText("Data Master Keahlian berhasil dihapus").waitFor();
    await page.getByText(`${skill.name} tidak ditemukan`).waitFor();
    expect(await masterExists("m_skills", id)).toBe(false);
  });

  test(
    "an inactive manpower type leaves the employee form's choices, its list shows it",
    SLOW,
    async () => {
      const { rows } = await sql<{ name: string }>`
        UPDATE m_manpower_types SET active = 0 WHERE code = 'staff' RETURNING name`.execute(db());
      const inactive = String(rows[0]?.name);
      const { rows: activeRows } = await sql<{ name: string }>`
        SELECT name FROM m_manpower_types WHERE active = 1 ORDER BY name`.execute(db());
      const active = activeRows.map((row) => row.name);
      expect(active.length).toBeGreaterThan(0);

      const page = await signedInPage();
      await open(page, `${EMPLOYEES}?view=create`);
      const select = page.locator("#root_manpower_type_id");
      const choices = async () =>
        (await select.locator("option").allTextContents()).slice(1).sort();
      await expect.poll(choices).toEqual(active);

      await open(page, MANPOWER_TYPES);
      const row = await findRow(page, "Cari data", inactive);
      await row.getByRole("cell", { name: "Tidak Aktif", exact: true }).waitFor();
    },
  );
});
