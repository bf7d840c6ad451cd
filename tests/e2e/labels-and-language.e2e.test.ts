/**
 * Labels and language in Chromium on the demo data (issue #12, point 6): an employee's detail
 * shows its options' labels (Kawin, Married) and its history names the project and the user
 * rather than their ids; in English the religion choices are English and the total is written
 * 3,001; in Indonesian the blacklist filter offers Ya/Tidak; the NIK's error says 16 digits.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SCREEN = "/tenaga-kerja/employee";
const SLOW = { timeout: 90_000 };

describe.skipIf(!chromiumAvailable)("labels and language in Chromium", () => {
  const { request, session, url, signedInPage } = browserSuite();
  /** The employee the file creates through the API, so its history has a create entry. */
  const employee = { id: 0, projectName: "" };

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const { status, body } = await request<T>(path, {
      ...init,
      headers: { "content-type": "application/json" },
    });
    expect(status, path).toBe(200);
    return body;
  }

  async function pageIn(locale: "id" | "en", path: string): Promise<Page> {
    const page = await signedInPage({ locale });
    await page.goto(url(path));
    return page;
  }

  /** The detail's label → value pairs. */
  const detailValues = (page: Page): Promise<Record<string, string>> =>
    page
      .locator("dl.detail-rows")
      .evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll(":scope > div")].map((row) => [
            row.querySelector("dt")?.textContent?.trim() ?? "",
            row.querySelector("dd")?.textContent?.trim() ?? "",
          ]),
        ),
      );

  /** Each change of the history's entries as field → value after. */
  const historyAfter = (page: Page): Promise<Record<string, string>> =>
    page
      .locator(".timeline__change")
      .evaluateAll((changes) =>
        Object.fromEntries(
          changes.map((change) => [
            change.querySelector(".timeline__field")?.textContent?.trim() ?? "",
            change.querySelector(".timeline__after")?.textContent?.trim() ?? "",
          ]),
        ),
      );

  /** The created employee's detail and history (field → value after) in `locale`. */
  async function detailAndHistory(locale: "id" | "en") {
    const page = await pageIn(locale, `${SCREEN}?view=detail&id=${employee.id}`);
    await page.locator("dl.detail-rows").getByText("Kartika Label Uji").waitFor();
    await page.locator(".timeline__change").first().waitFor();
    return { page, detail: await detailValues(page), history: await historyAfter(page) };
  }

  const optionsOf = (page: Page, label: string, within = page.locator("body")) =>
    within
      .getByLabel(label)
      .evaluate((select) =>
        [...(select as HTMLSelectElement).options].map((option) => option.text),
      );

  test(
    "the detail shows option labels and the history names, not codes and ids",
    SLOW,
    async () => {
      const existing = await api<{ data: { manpower_type_id: number; project_id: number } }>(
        "employee/1/show",
      );
      const project = await api<{ data: { project_name: string } }>(
        `project/${existing.data.project_id}/show`,
      );
      employee.projectName = project.data.project_name;
      const created = await api<{ data: { id: number } }>("employee/create", {
        method: "POST",
        body: JSON.stringify({
          nik: "9912345678900777",
          employee_code: "E2E-LBL-1",
          fullname: "Kartika Label Uji",
          manpower_type_id: existing.data.manpower_type_id,
          project_id: existing.data.project_id,
          marital_status: "married",
          religion: "Kristen",
        }),
      });
      employee.id = created.data.id;
      const admin = JSON.parse(session().profile ?? "{}") as { id: number; fullname: string };

      const id = await detailAndHistory("id");
      expect(id.detail).toMatchObject({ "Status Perkawinan": "Kawin", Agama: "Kristen" });
      expect(id.history).toMatchObject({
        Proyek: employee.projectName,
        "Dibuat oleh": admin.fullname,
        "Status Perkawinan": "Kawin",
      });
      expect(Object.values(id.history)).not.toContain(String(admin.id));
      await id.page.screenshot({ path: "test-results/labels-detail-id.png", fullPage: true });

      const en = await detailAndHistory("en");
      expect(en.detail).toMatchObject({ "Marital Status": "Married", Religion: "Christian" });
      expect(en.history).toMatchObject({
        Project: employee.projectName,
        "Created by": admin.fullname,
        Blacklisted: "No",
      });
    },
  );

  test(
    "in English the total has a thousands comma and the religions are English",
    SLOW,
    async () => {
      const total = (await api<ListAnswer>("employee/list?limit=1")).total;
      expect(total).toBeGreaterThanOrEqual(3000);
      const page = await pageIn("en", SCREEN);
      await page.getByRole("table").waitFor();
      await page.screenshot({ path: "test-results/labels-list-en.png" });
      await page
        .getByText(`Total ${total.toLocaleString("en-US")} records`)
        .first()
        .waitFor();
      expect(total.toLocaleString("en-US")).toContain(",");

      await page.goto(url(`${SCREEN}?view=create`));
      expect(await optionsOf(page, "Religion")).toEqual([
        "Choose…",
        "Islam",
        "Christian",
        "Catholic",
        "Hindu",
        "Buddhist",
        "Confucian",
      ]);
      expect(await optionsOf(page, "Marital Status")).toContain("Married");
    },
  );

  test("in Indonesian the blacklist filter offers Ya and Tidak", SLOW, async () => {
    const page = await pageIn("id", SCREEN);
    await page.getByRole("table").waitFor();
    await page.getByRole("button", { name: "Filter" }).click();
    const panel = page.getByRole("dialog", { name: "Filter" });
    expect(await optionsOf(page, "Masuk Daftar Hitam", panel)).toEqual(["Pilih…", "Ya", "Tidak"]);
    await page.screenshot({ path: "test-results/labels-filter-id.png" });
  });

  test("the NIK's error says it takes 16 digits, in both languages", SLOW, async () => {
    for (const [locale, label, save, message] of [
      ["id", "NIK", "Simpan", "NIK harus berupa 16 digit angka"],
      [
        "en",
        "National ID (NIK)",
        "Save",
        "The National ID (NIK) field must be numeric and exactly contain 16 digits",
      ],
    ] as const) {
      const page = await pageIn(locale, `${SCREEN}?view=create`);
      await page.getByLabel(label).fill("12345");
      await page.getByRole("button", { name: save, exact: true }).click();
      await page.getByText(message).first().waitFor();
    }
  });
});
