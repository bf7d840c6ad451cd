/**
 * Selects in Chromium against the real server and the demo data (issue #14): on the projects
 * screen the department list depends on the territory ("department?territory_id={territory_id}")
 * and a chosen department sets its territory (toggle_field) — choosing another territory
 * reloads the departments and clears the choice; on the employees screen a select-multiple of
 * skills (a `bigint[]` column this suite adds, with an overlay in its copy of schemas/) is
 * saved, read back and found by the list's filter.
 */
import { sql } from "kysely";
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { addOverlayField } from "./overlay-copy";

const SLOW = { timeout: 120_000 };
const PROJECTS = "/operational-unit/project";
const EMPLOYEES = "/tenaga-kerja/employee";

/** The employees overlay of the suite's copy, with a select-multiple of skills. */
const addSkillsField = (dir: string) =>
  addOverlayField(dir, "employees", "skill_ids", {
    label: { id: "Keahlian", en: "Skills" },
    type: "select-multiple",
    getter: "m-skills",
    option: { label: "name", code: "id", tooltip: "code" },
    list: { show: false },
    filter: { show: true },
  });

/** The labels of a drop-down's choices, without its "choose" placeholder. */
const choiceLabels = async (select: Locator) =>
  (await select.locator("option").allTextContents()).slice(1);

describe.skipIf(!chromiumAvailable)("select options in Chromium", () => {
  const { api, signedInPage, open } = browserSuite({
    editSchemas: addSkillsField,
    viewport: { width: 1280, height: 900 },
    prepareDatabase: async ({ db }) => {
      await sql`ALTER TABLE employees ADD COLUMN skill_ids bigint[]`.execute(db);
    },
  });

  test(
    "a department list follows the territory, sets it, and clears when it changes",
    async () => {
      const page = await signedInPage();
      await open(page, `${PROJECTS}?view=create`);
      // By id: a required field's label ends with its asterisk.
      const department = page.locator("#root_department_id");
      const territory = page.locator("#root_territory_id");
      await expect.poll(() => choiceLabels(department).then((l) => l.length)).toBe(12);

      // toggle_field: the department sets its territory, and stays chosen.
      await department.selectOption({ label: "Departemen Sumber Daya Air" });
      await expect
        .poll(() => territory.locator("option:checked").textContent())
        .toBe("Wilayah II Jawa Barat & Jawa Tengah");
      await expect
        .poll(() => choiceLabels(department))
        .toEqual([
          "Departemen Infrastruktur Jawa Barat",
          "Departemen Gedung Jawa Tengah",
          "Departemen Sumber Daya Air",
        ]);
      expect(await department.locator("option:checked").textContent()).toBe(
        "Departemen Sumber Daya Air",
      );

      // Another territory: the list reloads with it and the department is cleared.
      await territory.selectOption({ label: "Wilayah IV Sumatera" });
      await expect
        .poll(() => choiceLabels(department))
        .toEqual([
          "Departemen Infrastruktur Sumatera Utara",
          "Departemen Jalan Tol Trans Sumatera",
        ]);
      expect(await department.inputValue()).toBe("");
    },
    SLOW.timeout,
  );

  test(
    "a select-multiple of skills is saved, read back and filtered on",
    async () => {
      const [employee] = (await api<ListAnswer>("employee/list?limit=1&sort_by=id&sort=asc"))
        .data as { id: number }[];
      if (!employee) throw new Error("no demo employee");
      const skillRows = await api<{ data: { id: number; name: string }[] }>(
        "m-skills/dataset?limit=1000",
      );
      const idOf = (name: string) => skillRows.data.find((row) => row.name === name)?.id;
      const storedSkills = async () =>
        (await api<{ data: { skill_ids: number[] } }>(`employee/${employee.id}/show`)).data
          .skill_ids;

      const page = await signedInPage();
      await open(page, `${EMPLOYEES}?view=update&id=${employee.id}`);
      const skills = page.getByRole("listbox", { name: "Keahlian" });
      await skills.getByRole("option", { name: "Tukang Besi" }).click();
      // By keyboard: typed letters find "Tukang Las" (a space typed with them is part of the
      // search), Enter adds it.
      await skills.focus();
      await page.keyboard.type("tukang l");
      await page.keyboard.press("Enter");
      // By class: the chips' own words are new messages, in the catalogs only once extracted.
      const chosen = page.locator(".select-multiple__chips");
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual(["Tukang Besi×", "Tukang Las×"]);
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
      expect(await storedSkills()).toEqual([idOf("Tukang Besi"), idOf("Tukang Las")]);

      // The list filter of an array column finds the rows holding any of the codes.
      const filtered = (names: string[]) =>
        api<ListAnswer>(
          `employee/list?${names.map((name) => `skill_ids=${idOf(name)}`).join("&")}`,
        ).then((answer) => answer.data.map((row) => (row as { id: number }).id));
      expect(await filtered(["Tukang Las", "Tukang Cat"])).toEqual([employee.id]);
      expect(await filtered(["Tukang Cat"])).toEqual([]);

      await open(page, `${EMPLOYEES}?view=update&id=${employee.id}`);
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual(["Tukang Besi×", "Tukang Las×"]);
      await chosen
        .getByRole("listitem")
        .filter({ hasText: "Tukang Besi" })
        .getByRole("button")
        .click();
      await page.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
      expect(await storedSkills()).toEqual([idOf("Tukang Las")]);
    },
    SLOW.timeout,
  );
});
