/**
 * The date inputs in Chromium against the real server. A copy of the overlays gives the
 * date kinds a column each: an employee's join date (date) and blacklisting moment (datetime,
 * a timestamptz) are real; for time, year, month and week no table has a column, so text
 * columns of the right size stand in (the employee's birth place as a time, the job position
 * as a year, a project's owner as a month and its address as a week). Each record is saved
 * from the form, read back from the API in the stored shape (a Jakarta time typed at half
 * past midnight is the previous day's instant), and shown again by the detail and the form.
 * The employee list is then filtered by a join-date range from the filter panel: the address
 * holds `f.join_date_from`/`f.join_date_to`, the rows are the API's for that range, and a
 * reversed range is refused with its message.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const EMPLOYEES = "/tenaga-kerja/employee";
const PROJECTS = "/operational-unit/project";
const SLOW = { timeout: 120_000 };

type Row = Record<string, unknown> & { id: number };

/**
 * The two ends of the join-date range, by id: their names ('Tanggal Bergabung dari') are new
 * messages, which a production build shows only once the catalogs are extracted (the
 * component test checks them).
 */
const JOIN_FROM = "input#root_join_date";
const JOIN_TO = "input#root_join_date_to";

/** The temporary overlays: each date kind on a column of a shape that holds its value. */
function overlayCopy(dir: string) {
  const edit = (
    file: string,
    change: (fields: Record<string, Record<string, unknown>>) => void,
  ) => {
    const path = join(dir, file);
    const overlay = JSON.parse(readFileSync(path, "utf8"));
    change(overlay.fields);
    writeFileSync(path, JSON.stringify(overlay));
  };
  edit("employees.json", (fields) => {
    fields.blacklisted_at = {
      ...fields.blacklisted_at,
      type: "datetime",
      update: { show: true },
    };
    fields.birth_place = {
      ...fields.birth_place,
      label: { id: "Jam Masuk", en: "Start Time" },
      type: "time",
    };
    fields.job_position = {
      ...fields.job_position,
      label: { id: "Tahun Jabatan", en: "Position Year" },
      type: "year",
    };
  });
  edit("projects.json", (fields) => {
    fields.owner_name = {
      ...fields.owner_name,
      label: { id: "Bulan Serah Terima", en: "Handover Month" },
      type: "month",
    };
    fields.address = {
      label: { id: "Minggu Mulai Kerja", en: "Work Start Week" },
      type: "week",
    };
  });
}

describe.skipIf(!chromiumAvailable)("date inputs in Chromium", () => {
  const { api, signedInPage, open, detailValue } = browserSuite({
    editSchemas: overlayCopy,
    viewport: { width: 1280, height: 900 },
  });

  async function save(page: Page, endpoint: string) {
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/${endpoint}/update`,
    );
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.get("view") === "detail");
  }

  async function firstId(endpoint: string): Promise<number> {
    const list = await api<ListAnswer>(`${endpoint}/list?limit=1&sort_by=id&sort=ASC`);
    return (list.data[0] as Row).id;
  }

  test(
    "an employee's date, Jakarta date-time, time and year are saved and read back",
    SLOW,
    async () => {
      const id = await firstId("employee");
      const page = await signedInPage();
      await open(page, `${EMPLOYEES}?view=update&id=${id}`);
      const moment = page.getByLabel("Tanggal Masuk Daftar Hitam");
      await moment.waitFor();
      expect(await moment.getAttribute("type")).toBe("datetime-local");
      await page.getByLabel("Tanggal Bergabung").fill("2025-02-14");
      // Half past midnight in Jakarta is still the previous day in UTC.
      await moment.fill("2025-03-01T00:30:15");
      await page.getByLabel("Jam Masuk").fill("07:45:30");
      const year = page.getByLabel("Tahun Jabatan");
      await year.fill("");
      await year.pressSequentially("2026");
      await page.screenshot({ path: `${SCREENSHOTS}/widgets-dates-employee.png`, fullPage: true });
      await save(page, "employee");

      const stored = (await api<{ data: Row }>(`employee/${id}/show`)).data;
      expect(stored.join_date).toBe("2025-02-14");
      expect(new Date(String(stored.blacklisted_at)).toISOString()).toBe(
        "2025-02-28T17:30:15.000Z",
      );
      expect(stored.birth_place).toBe("07:45:30");
      expect(stored.job_position).toBe("2026");
      await expect
        .poll(() => detailValue(page, "Tanggal Masuk Daftar Hitam").textContent())
        .toBe("2025-03-01 00:30:15");

      await open(page, `${EMPLOYEES}?view=update&id=${id}`);
      await expect.poll(() => moment.inputValue()).toBe("2025-03-01T00:30:15");
      expect(await page.getByLabel("Tanggal Bergabung").inputValue()).toBe("2025-02-14");
      expect(await page.getByLabel("Jam Masuk").inputValue()).toBe("07:45:30");
      expect(await year.inputValue()).toBe("2026");
    },
  );

  test("a project's dates, month and ISO week are saved and read back", SLOW, async () => {
    const id = await firstId("project");
    const page = await signedInPage();
    await open(page, `${PROJECTS}?view=update&id=${id}`);
    const week = page.getByLabel("Minggu Mulai Kerja");
    await week.waitFor();
    expect(await week.getAttribute("type")).toBe("week");
    await page.getByLabel("Tanggal Mulai").fill("2026-01-05");
    await page.getByLabel("Tanggal Selesai").fill("2026-12-20");
    await page.getByLabel("Bulan Serah Terima").fill("2026-12");
    await week.fill("2026-W02");
    await save(page, "project");

    const stored = (await api<{ data: Row }>(`project/${id}/show`)).data;
    expect(stored).toMatchObject({
      start_date: "2026-01-05",
      end_date: "2026-12-20",
      owner_name: "2026-12",
      address: "2026-W02",
    });
    await open(page, `${PROJECTS}?view=update&id=${id}`);
    await expect.poll(() => week.inputValue()).toBe("2026-W02");
    expect(await page.getByLabel("Bulan Serah Terima").inputValue()).toBe("2026-12");
    expect(await page.getByLabel("Tanggal Mulai").inputValue()).toBe("2026-01-05");
  });

  test(
    "the employee list filters by a join-date range typed in the filter panel",
    SLOW,
    async () => {
      const byJoin = await api<ListAnswer>("employee/list?limit=50&sort_by=join_date&sort=DESC");
      const days = (byJoin.data as Row[]).map((row) => String(row.join_date ?? ""));
      const [to = "", from = ""] = [days[5], days[25]];
      expect(from < to).toBe(true);

      const page = await signedInPage();
      await open(page, EMPLOYEES);
      await page.getByRole("button", { name: "Filter" }).click();
      const panel = page.getByRole("dialog", { name: "Filter" });
      await panel.locator(JOIN_FROM).fill(from);
      await panel.locator(JOIN_TO).fill(to);
      expect(await panel.locator(JOIN_TO).getAttribute("min")).toBe(from);
      const listed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/employee/list" &&
          new URL(response.url()).searchParams.get("join_date_from") === from,
      );
      await panel.getByRole("button", { name: "Terapkan" }).click();
      const answer = (await (await listed).json()) as ListAnswer;
      const address = new URL(page.url()).searchParams;
      expect([address.get("f.join_date_from"), address.get("f.join_date_to")]).toEqual([from, to]);

      const expected = await api<ListAnswer>(
        `employee/list?${new URLSearchParams({ join_date_from: from, join_date_to: to })}`,
      );
      expect(answer.total).toBe(expected.total);
      expect(expected.total).toBeLessThan(byJoin.total);
      const names = (expected.data as Row[]).map((row) => String(row.fullname));
      for (const row of expected.data as Row[]) {
        expect(String(row.join_date) >= from && String(row.join_date) <= to).toBe(true);
      }
      await expect.poll(() => page.locator("table tbody tr").count()).toBe(names.length);
      for (const name of names) {
        await expect
          .poll(() => page.getByRole("cell", { name, exact: true }).count())
          .toBeGreaterThan(0);
      }
      await page.screenshot({ path: `${SCREENSHOTS}/widgets-dates-filtered.png` });

      // Reopened, the panel shows the range from the address; reversed, it is refused.
      await page.getByRole("button", { name: /Filter/ }).click();
      const reopened = page.getByRole("dialog", { name: "Filter" });
      expect(await reopened.locator(JOIN_FROM).inputValue()).toBe(from);
      await reopened.locator(JOIN_FROM).fill(to);
      await reopened.locator(JOIN_TO).fill(from);
      await reopened.getByRole("button", { name: "Terapkan" }).click();
      await reopened.getByText("Awal Tanggal Bergabung tidak boleh sesudah akhirnya").waitFor();
      expect(new URL(page.url()).searchParams.get("f.join_date_from")).toBe(from);
    },
  );
});
