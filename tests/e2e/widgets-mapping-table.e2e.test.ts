/**
 * The mapping switch list and the table input in Chromium against the real server and the
 * demo data (issue #14). A role's permission is switched on, then off with the confirm
 * (cancel puts it back, confirm removes it), then a switch whose call fails (a route
 * answering 403) goes back with 'Gagal Mengaktifkan data'; each state is read again from the
 * server and after a reload. A project's manpower plan is edited in the table input by
 * keyboard, saved and read again. The mapping is the panel of the roles overlay in schemas/.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import type { MappingAnswer, TableInputAnswer } from "../../src/schema/api/widget-data";
import { businessToday } from "../../src/schema/validation/periods";
import { browserSuite } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SLOW = { timeout: 120_000 };
const PERMISSION = "delete-m-skills";
const PANEL_TITLE = "Hak Akses Role";
const ALERT = "Cabut hak akses ini dari role?";

describe.skipIf(!chromiumAvailable)("mapping switch list and table input in Chromium", () => {
  const {
    api,
    signedInPage,
    open: goto,
    expectStatuses,
  } = browserSuite({
    viewport: { width: 1280, height: 900 },
  });

  async function open(path: string): Promise<Page> {
    const page = await signedInPage();
    await goto(page, path);
    return page;
  }

  /** Waits until the permission's switch shows `checked` with no call under way. */
  const settled = (page: Page, checked: "true" | "false") =>
    page.waitForFunction(
      ([name, state]) =>
        document
          .querySelector(`[role=switch][aria-label^="${name} "]`)
          ?.getAttribute("aria-checked") === state &&
        !document.querySelector("[role=switch][aria-busy]"),
      [PERMISSION, checked] as const,
    );

  /** The permission's flag for the role, as the server holds it. */
  async function granted(roleId: number): Promise<unknown> {
    const answer = await api<MappingAnswer>(
      `mapping/role-permissions/${roleId}/list?search=${PERMISSION}`,
    );
    return answer.data[0].data.find((row) => row.name === PERMISSION)?.value_mapping;
  }

  test("switches a role's permission on and off, with confirm and revert", SLOW, async () => {
    const roles = await api<ListAnswer>("role/list?search=Viewer&limit=20");
    const role = roles.data.find((row) => row.role_name === "Viewer");
    if (!role) throw new Error("the demo has no Viewer role");
    const roleId = Number(role.id);
    expect(await granted(roleId)).toBe(0);

    const page = await open(`/user-role/role?view=detail&id=${roleId}`);
    const panel = page.getByRole("region", { name: PANEL_TITLE });
    await panel.getByRole("searchbox").fill(PERMISSION);
    const toggle = panel.getByRole("switch", { name: new RegExp(`^${PERMISSION} —`) });
    await toggle.waitFor();
    expect(await panel.getByRole("switch").count()).toBe(1);
    expect(await toggle.getAttribute("aria-checked")).toBe("false");

    await toggle.focus();
    await page.keyboard.press("Space");
    await settled(page, "true");
    expect(await granted(roleId)).toBe(1);

    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ALERT).waitFor();
    await dialog.getByRole("button", { name: "Batalkan" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await granted(roleId)).toBe(1);

    await toggle.click();
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await settled(page, "false");
    expect(await granted(roleId)).toBe(0);

    // A call that fails: the switch goes back and says so; nothing is granted.
    expectStatuses(403);
    await page.route("**/api/mapping/role-permissions/update", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          code: "FORBIDDEN",
          message: "Anda tidak memiliki izin untuk tindakan ini (update-role).",
        }),
      }),
    );
    await toggle.click();
    // The alert's title, 'Gagal Mengaktifkan data', is checked by the component test: a new
    // message reads as its id in a build until the catalogs are extracted.
    await page.getByText(/tidak memiliki izin untuk tindakan ini \(update-role\)/).waitFor();
    await settled(page, "false");
    await page.unroute("**/api/mapping/role-permissions/update");
    expect(await granted(roleId)).toBe(0);

    await page.reload();
    await panel.getByRole("searchbox").fill(PERMISSION);
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
  });

  test(
    "edits a project's manpower plan in the table input, saves and reads it again",
    SLOW,
    async () => {
      const projects = await api<ListAnswer>("project/list?limit=20&sort_by=id&sort=ASC");
      const projectId = Number(projects.data[0]?.id);
      const month = businessToday().slice(0, 7);
      const before = await api<TableInputAnswer>(
        `table-input/project-manpower-plan/${projectId}/list?period=${month}&sort_by=code&sort=ASC`,
      );
      const first = before.data[0];
      if (!first) throw new Error("the demo has no manpower types");
      const planned = Number(first.planned_count ?? 0) + 1234;

      const page = await open(`/operational-unit/project?view=detail&id=${projectId}`);
      const panel = page.getByRole("region", { name: "Rencana Manpower" });
      await panel.getByRole("button", { name: "Kode" }).click();
      await panel.getByRole("button", { name: "Kode" }).click();
      const cell = panel.getByLabel(`Jumlah Rencana ${first.code} ${first.name}`);
      await cell.waitFor();
      await cell.focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type(String(planned));
      expect(await cell.inputValue()).toBe(planned.toLocaleString("id-ID"));
      await panel.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Edit data Rencana Manpower berhasil").waitFor();

      const after = await api<TableInputAnswer>(
        `table-input/project-manpower-plan/${projectId}/list?period=${month}&sort_by=code&sort=ASC`,
      );
      expect(after.data[0]).toMatchObject({ id: first.id, planned_count: planned });

      await page.reload();
      await panel.getByRole("button", { name: "Kode" }).click();
      await panel.getByRole("button", { name: "Kode" }).click();
      await cell.waitFor();
      expect(await cell.inputValue()).toBe(planned.toLocaleString("id-ID"));
    },
  );
});
