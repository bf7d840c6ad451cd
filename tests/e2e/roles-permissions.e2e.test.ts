/**
 * The Access Config screens in Chromium on the demo data (issue #15): role groups, roles and
 * the permission list render with their rows; the super-admin switches a permission of the
 * Viewer role on and off in the role's switch list (the confirm's cancel puts the switch
 * back), and the Viewer's very next call follows each change (403, 200, 403).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
/** A right the Viewer lacks whose effect one call shows: the schema preview's problem list. */
const PERMISSION = "read-schema-preview";
const ALERT = "Cabut hak akses ini dari role?";

describe.skipIf(!chromiumAvailable)("Access Config in Chromium", () => {
  const { api, request, signedInPage, open } = browserSuite({
    accounts: { viewer: { username: "viewer", password: "Lihat#Mandor25" } },
    viewport: { width: 1280, height: 900 },
  });

  async function visit(path: string): Promise<Page> {
    const page = await signedInPage();
    await open(page, path);
    return page;
  }

  /** The Viewer's next call needing the permission: its status. */
  const viewerStatus = async () => (await request("schema-problems", { as: "viewer" })).status;

  const settled = (page: Page, checked: "true" | "false") =>
    page.waitForFunction(
      ([name, state]) =>
        document
          .querySelector(`[role=switch][aria-label^="${name} "]`)
          ?.getAttribute("aria-checked") === state &&
        !document.querySelector("[role=switch][aria-busy]"),
      [PERMISSION, checked] as const,
    );

  test.each([
    ["/user-role/role-group", "Kantor Departemen"],
    ["/user-role/role", "Admin Proyek"],
    ["/user-role/permissions", "read-role-group"],
  ])("%s lists the demo rows", SLOW, async (path, row) => {
    const page = await visit(path);
    await page.getByRole("cell", { name: row, exact: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/access${path.replaceAll("/", "-")}.png` });
  });

  test("the permission list filters by module", SLOW, async () => {
    const answer = await api<ListAnswer>("permissions/list?module=dashboard&limit=50");
    expect(answer.data.length).toBeGreaterThan(0);
    expect(new Set(answer.data.map((row) => row.module))).toEqual(new Set(["dashboard"]));
  });

  test("a role's permission switched on and off reaches its holder's next call", SLOW, async () => {
    const roles = await api<ListAnswer>("role/list?search=Viewer&limit=20");
    const roleId = Number(roles.data.find((row) => row.role_name === "Viewer")?.id);
    expect(await viewerStatus()).toBe(403);

    const page = await visit(`/user-role/role?view=detail&id=${roleId}`);
    const panel = page.getByRole("region", { name: "Hak Akses Role" });
    await panel.getByRole("searchbox").fill(PERMISSION);
    const toggle = panel.getByRole("switch", { name: new RegExp(`^${PERMISSION} —`) });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");

    await toggle.click();
    await settled(page, "true");
    expect(await viewerStatus()).toBe(200);
    await page.screenshot({ path: `${SCREENSHOTS}/role-permissions.png`, fullPage: true });

    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ALERT).waitFor();
    await dialog.getByRole("button", { name: "Batalkan" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await viewerStatus()).toBe(200);

    await toggle.click();
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await settled(page, "false");
    expect(await viewerStatus()).toBe(403);
  });
});
