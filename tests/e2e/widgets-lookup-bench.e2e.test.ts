/**
 * The lookup widgets in Chromium over the bench size (issue #14): a PostgreSQL database of
 * its own on the TEST_DATABASE_URL server holding the bench seed's 1,000,000 employees, copied
 * from a template that is loaded once (and again only when the source changes), with the
 * server's search indexes built. A foreman is searched among the
 * million, found on the second page of the dialog and picked (lookup-radio); a crew of ten is
 * picked across two pages of results, overflowing the chosen items' pager of eight
 * (lookup-checkbox). Each is saved, read back through the API and shown again in the form loaded anew.
 * Without a server the suite is skipped loudly (an error under CI, where one is always set).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seedBench } from "../../src/server/seed/bench";
import { skipLoudly } from "../helpers/loud-skip";
import { buildSearchIndexes, waitForSearchIndexes } from "../helpers/search-indexes";
import { chromiumAvailable } from "./chromium";
import { lookupSuite, SLOW } from "./lookup-suite";

const BENCH_EMPLOYEES = 1_000_000;
/** The bench load, its index builds and the client build, on a loaded 2-core machine. */
const SETUP_TIMEOUT = 600_000;
const onServer = Boolean(process.env.TEST_DATABASE_URL);

if (!onServer) {
  skipLoudly(
    "Bench-size lookup tests",
    "TEST_DATABASE_URL is not set: the lookup widgets over 1,000,000 employees need a " +
      "PostgreSQL server (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test).",
  );
}

interface Shown {
  label: string;
  code: string;
}

/** The dialog's rows as shown: each option's label and its first column, the employee code. */
const rowsShown = (dialog: Locator): Promise<Shown[]> =>
  dialog.getByRole("option").evaluateAll((options) =>
    options.map((option) => ({
      label: option.children[1]?.textContent ?? "",
      code: option.children[2]?.textContent ?? "",
    })),
  );

/** The page number and page count a pager shows ("Halaman 2 dari 25"). */
async function pagerState(pager: Locator): Promise<{ page: number; pages: number }> {
  const text = (await pager.locator("span").textContent()) ?? "";
  const [page = Number.NaN, pages = Number.NaN] = (
    text.replace(/[.,]/g, "").match(/\d+/g) ?? []
  ).map(Number);
  return { page, pages };
}

/** Searches `term` in the dialog and waits for its first page of matches. */
async function search(dialog: Locator, term: string) {
  await dialog.getByRole("searchbox").fill(term);
  await expect
    .poll(async () => (await rowsShown(dialog)).every((row) => row.label.includes(term)))
    .toBe(true);
}

/** Goes to the next page of results and waits for its rows. */
async function nextPage(dialog: Locator) {
  const pager = dialog.getByRole("navigation", { name: "Halaman daftar" });
  const before = await rowsShown(dialog);
  const { page } = await pagerState(pager);
  await pager.getByRole("button", { name: "Halaman berikutnya" }).click();
  await expect.poll(async () => (await pagerState(pager)).page).toBe(page + 1);
  await expect.poll(() => rowsShown(dialog)).not.toEqual(before);
}

/** Picks the dialog's options at `indexes` (of the page shown); returns them as shown. */
async function pick(dialog: Locator, indexes: number[]): Promise<Shown[]> {
  const rows = await rowsShown(dialog);
  for (const index of indexes) {
    const option = dialog.getByRole("option").nth(index);
    await option.click();
    await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
  }
  return indexes.map((index) => rows[index] as Shown);
}

/** The labels of a chosen-items list, page after page of its pager of eight. */
async function chosenLabels(items: Locator): Promise<string[][]> {
  const pager = items.getByRole("navigation", { name: "Halaman terpilih" });
  const pages: string[][] = [];
  for (;;) {
    const labels = await items.locator(".lookup-selected__item > span").allTextContents();
    pages.push(labels);
    const { page, pages: count } = await pagerState(pager);
    if (page >= count) return pages;
    await pager.getByRole("button", { name: "Halaman berikutnya" }).click();
    await expect.poll(async () => (await pagerState(pager)).page).toBe(page + 1);
  }
}

describe.skipIf(!chromiumAvailable || !onServer)("lookup widgets in Chromium, bench size", () => {
  const suite = lookupSuite({
    onServer: true,
    seedDemo: false,
    setupTimeout: SETUP_TIMEOUT,
    seed: {
      name: `bench ${BENCH_EMPLOYEES}`,
      // The template keeps the search indexes too: on later runs the server finds them built.
      run: async (database) => {
        await seedBench(database, { employees: BENCH_EMPLOYEES });
        await buildSearchIndexes(database, "employees");
      },
    },
  });

  // A search before the server's background index builds end scans the million rows.
  beforeAll(() => waitForSearchIndexes(suite.server().database.db), SETUP_TIMEOUT);

  /**
   * The first employee's form with the field `label`'s dialog open, and the second employee,
   * whose full name, shared by a few hundred of the million, is searched.
   */
  async function openOnFirst(label: string) {
    const [subject, namesake] = await suite.employees(2);
    if (!subject || !namesake) throw new Error("no bench employees");
    const page = await suite.signedInPage();
    await suite.openUpdate(page, subject.id);
    await suite.fieldButton(page, label).click();
    const opened = suite.dialog(page, label);
    await opened.getByRole("option").first().waitFor();
    return { subject, namesake, page, opened };
  }

  /** Closes the dialog by its button (committing the choice) and saves the form. */
  async function commitAndSave(page: Page, opened: Locator) {
    await opened.getByRole("button", { name: "Selesai" }).click();
    await opened.waitFor({ state: "detached" });
    await suite.save(page);
  }

  test(
    "a foreman is searched among the million, picked on the second page, saved and shown again",
    async () => {
      const { subject: worker, namesake, page, opened: mandor } = await openOnFirst("Mandor");
      const pager = mandor.getByRole("navigation", { name: "Halaman daftar" });
      // Ten rows a page over the active ones among the million.
      expect((await pagerState(pager)).pages).toBeGreaterThan(BENCH_EMPLOYEES / 10 / 2);
      expect(await mandor.getByRole("option").count()).toBe(10);

      await search(mandor, namesake.fullname);
      expect((await pagerState(pager)).pages).toBeGreaterThan(1);
      await nextPage(mandor);
      const [foreman] = await pick(mandor, [3]);
      if (!foreman) throw new Error("no fourth row on the second page");
      await commitAndSave(page, mandor);

      const stored = await suite.employee<{ foreman_id: number }>(worker.id);
      const chosen = await suite.employee(stored.foreman_id);
      expect({ label: chosen.fullname, code: chosen.employee_code }).toEqual(foreman);
      await suite.showsAgain(page, worker.id, "Mandor", foreman.label);
    },
    SLOW.timeout,
  );

  test(
    "a crew of ten is picked across pages, paged by eight, saved and shown again",
    async () => {
      const { subject: leader, namesake, page, opened: regu } = await openOnFirst("Regu");
      await search(regu, namesake.fullname);
      const crew = await pick(regu, [0, 2, 4, 6, 8]);
      await nextPage(regu);
      crew.push(...(await pick(regu, [1, 3, 5, 7, 9])));
      const labels = crew.map((member) => member.label);
      const inEights = [labels.slice(0, 8), labels.slice(8)];
      expect(await chosenLabels(regu.locator(".lookup-selected"))).toEqual(inEights);
      await commitAndSave(page, regu);

      const stored = await suite.employee<{ crew_ids: number[] }>(leader.id);
      const members = await Promise.all(stored.crew_ids.map((id) => suite.employee(id)));
      expect(
        members.map((member) => ({ label: member.fullname, code: member.employee_code })),
      ).toEqual(crew);
      await suite.openUpdate(page, leader.id);
      const chosen = suite.chosenCrew(page);
      // Stored codes show as themselves until their rows are fetched.
      await expect
        .poll(() => chosen.locator(".lookup-selected__item > span").first().textContent())
        .toBe(labels[0]);
      expect(await chosenLabels(chosen)).toEqual(inEights);
    },
    SLOW.timeout,
  );
});
