/**
 * The lookup widgets in Chromium against the real server and the demo data (issue #14): on the
 * employees screen a foreman is picked with lookup-radio (the real overlay's `foreman_id`) by
 * searching and the keyboard, a crew with lookup-checkbox (a `bigint[]` column this suite
 * adds, with an overlay in its copy of schemas/); each is saved, read back through the API
 * and shown again by its labels when the form is opened anew.
 */
import { describe, expect, test } from "vitest";
import { chromiumAvailable } from "./chromium";
import { lookupSuite, SLOW } from "./lookup-suite";

describe.skipIf(!chromiumAvailable)("lookup widgets in Chromium", () => {
  const suite = lookupSuite();

  test(
    "a foreman is searched, picked by keyboard, saved and shown again",
    async () => {
      const [worker, foreman] = await suite.employees(2);
      if (!worker || !foreman) throw new Error("no demo employees");
      const page = await suite.signedInPage();
      await suite.openUpdate(page, worker.id);
      await suite.fieldButton(page, "Mandor").click();
      const mandor = suite.dialog(page, "Mandor");
      await mandor.getByRole("option").first().waitFor();
      expect(await mandor.getByRole("option").count()).toBe(10);
      await mandor.getByRole("searchbox").fill(foreman.fullname);
      await expect
        .poll(() => mandor.getByRole("option").first().textContent())
        .toContain(foreman.fullname);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
      await mandor.waitFor({ state: "detached" });
      await suite.save(page);
      const stored = await suite.employee<{ foreman_id: number }>(worker.id);
      expect(stored.foreman_id).toBe(foreman.id);

      await suite.showsAgain(page, worker.id, "Mandor", foreman.fullname);
    },
    SLOW.timeout,
  );

  test(
    "a crew is picked with lookup-checkbox, committed by Esc, saved and shown again",
    async () => {
      const [leader, first, second] = await suite.employees(3);
      if (!leader || !first || !second) throw new Error("no demo employees");
      const page = await suite.signedInPage();
      await suite.openUpdate(page, leader.id);
      await suite.fieldButton(page, "Regu").click();
      const regu = suite.dialog(page, "Regu");
      for (const member of [first, second]) {
        await regu.getByRole("searchbox").fill(member.fullname);
        const option = regu.getByRole("option", { name: new RegExp(member.fullname) }).first();
        await option.waitFor();
        await option.click();
        await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
      }
      await page.keyboard.press("Escape");
      await regu.waitFor({ state: "detached" });
      const chosen = suite.chosenCrew(page);
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual([`${first.fullname}×`, `${second.fullname}×`]);
      await suite.save(page);
      const stored = await suite.employee<{ crew_ids: number[] }>(leader.id);
      expect(stored.crew_ids).toEqual([first.id, second.id]);

      await suite.openUpdate(page, leader.id);
      await expect
        .poll(() => chosen.getByRole("listitem").allTextContents())
        .toEqual([`${first.fullname}×`, `${second.fullname}×`]);
    },
    SLOW.timeout,
  );
});
