/**
 * Money and number inputs in Chromium against the real server: a project's contract value
 * typed as "1.250.000.000,75" (the caret kept among the digits while separators come and
 * go) is saved as the exact decimal "1250000000.75" and reads back to the cent in the API,
 * the detail, the list and the form, in Indonesian and in English. The projects overlay is the
 * real one, but for its address, drawn as plain text here: the map widget has its own test,
 * and its engine's start-up is no part of what this file proves.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SCREEN = "/operational-unit/project";
const SLOW = { timeout: 90_000 };

interface Project {
  id: number;
  project_name: string;
  contract_value: string | null;
}

function addressAsText(dir: string) {
  const file = join(dir, "projects.json");
  const overlay = JSON.parse(readFileSync(file, "utf8"));
  overlay.fields.address.type = "textarea";
  writeFileSync(file, JSON.stringify(overlay));
}

describe.skipIf(!chromiumAvailable)("number and money inputs and displays in Chromium", () => {
  const { api, signedInPage, open, detailValue } = browserSuite({
    editSchemas: addressAsText,
    viewport: { width: 1280, height: 900 },
  });
  let project: Project = { id: 0, project_name: "", contract_value: null };

  beforeAll(async () => {
    const list = await api<ListAnswer>("project/list?limit=1&sort_by=id&sort=ASC");
    project = list.data[0] as unknown as Project;
  });

  test("a typed contract value is saved and read back to the cent", SLOW, async () => {
    const page = await signedInPage();
    await open(page, `${SCREEN}?view=update&id=${project.id}`);
    const money = page.getByLabel("Nilai Kontrak");
    await money.waitFor();
    await money.fill("");
    await money.pressSequentially("125000000075");
    expect(await money.inputValue()).toBe("125.000.000.075");
    // The decimal separator typed where the cents start: the caret stays behind it.
    await money.press("ArrowLeft");
    await money.press("ArrowLeft");
    await money.press(",");
    expect(await money.inputValue()).toBe("1.250.000.000,75");
    expect(await money.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(14);
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-money-typed.png` });

    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/project/update",
    );
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await saved).status()).toBe(200);

    await page.waitForURL((url) => url.searchParams.get("view") === "detail");
    await expect
      .poll(() => detailValue(page, "Nilai Kontrak").textContent())
      .toBe("Rp. 1.250.000.000,75");
    const stored = await api<{ data: Project }>(`project/${project.id}/show`);
    expect(stored.data.contract_value).toBe("1250000000.75");
  });

  test("the list, the form and the English reader see the same amount", SLOW, async () => {
    const page = await signedInPage();
    const search = new URLSearchParams({ search: project.project_name });
    await open(page, `${SCREEN}?${search}`);
    await page.getByRole("cell", { name: "Rp. 1.250.000.000,75" }).first().waitFor();
    await open(page, `${SCREEN}?view=update&id=${project.id}`);
    await expect.poll(() => page.getByLabel("Nilai Kontrak").inputValue()).toBe("1.250.000.000,75");
    // "Empty means 0": a new project's amount starts at 0.
    await open(page, `${SCREEN}?view=create`);
    await expect.poll(() => page.getByLabel("Nilai Kontrak").inputValue()).toBe("0");

    const english = await signedInPage({ locale: "en" });
    await open(english, `${SCREEN}?view=detail&id=${project.id}`);
    await expect
      .poll(() => detailValue(english, "Contract Value").textContent())
      .toBe("Rp. 1,250,000,000.75");
    await open(english, `${SCREEN}?view=update&id=${project.id}`);
    await expect
      .poll(() => english.getByLabel("Contract Value").inputValue())
      .toBe("1,250,000,000.75");
  });
});
