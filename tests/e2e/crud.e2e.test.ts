/**
 * The generic CRUD screen in Chromium against the real server and the demo data (issue #5,
 * "Done means"), on the employees screen: the list with its total, continuous row numbers and
 * page size; create, search, the filter panel, sort; detail and update; an edit conflict
 * between two sessions resolved both ways; delete with its confirmation; export of a search
 * (xlsx from the button, then the menu's xls and both CSVs); import with mapping, a preview that finds the bad row, and the commit (the
 * round trip of an edited export is import-roundtrip.e2e.test.ts).
 * The tests run in order and share the employee they create. Screenshots land in
 * `test-results/`.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Download, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { unprotect } from "../../src/server/crud/export/spreadsheet-text";
import { readXlsx } from "../server/crud/export/xlsx-export";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";
import { importStats } from "./import-stats";
import { recordActions } from "./record-actions";

const SCREEN = "/tenaga-kerja/employee";
const DEPT_ADMIN = { username: "admin.dept", password: "Admin#Mandor25" };
/** A project of admin.dept's departments, so both sessions of the conflict may edit the row. */
const PROJECT = "Pembangunan Bendungan Cilegon";
const EXPORT_HEADERS = [
  "Kode Pekerja",
  "NIK",
  "Nama Lengkap",
  "Jenis Tenaga Kerja",
  "Proyek",
  "Tanggal Bergabung",
  "Status",
  "Status Verifikasi",
];
/** The table's columns, in order ("No" first, "Aksi" last). */
const COLUMN = { number: 0, code: 1, nik: 2, name: 3, status: 7 } as const;
const SLOW = { timeout: 90_000 };

const xmlDecode = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

describe.skipIf(!chromiumAvailable)("generic CRUD screen in Chromium: employees", () => {
  const {
    request: api,
    signedInPage,
    open,
    expectStatuses,
  } = browserSuite({
    accounts: { dept: DEPT_ADMIN },
    contextOptions: { acceptDownloads: true },
  });

  /** The employee this file creates, edits and deletes. */
  const employee = {
    id: 0,
    nik: "9912345678900001",
    code: "E2E-0001",
    name: "Wirasena Ujicoba Otomatis",
  };

  const listApi = (params: Record<string, string>) =>
    api<ListAnswer>(`employee/list?${new URLSearchParams(params)}`).then(({ body }) => body);

  /**
   * Runs `action` and waits for the next list answer the page receives (one whose query
   * passes `match`, when given), and returns it.
   */
  async function listAnswer(
    page: Page,
    action: () => Promise<unknown>,
    match: (params: URLSearchParams) => boolean = () => true,
  ): Promise<ListAnswer> {
    const answer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === "/api/employee/list" &&
        response.status() === 200 &&
        match(url.searchParams)
      );
    });
    await action();
    return (await answer).json();
  }

  const table = (page: Page) => page.getByRole("table");
  /** The body rows (the header row has column headers, not cells). */
  const bodyRows = (page: Page) =>
    table(page)
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });

  /** The text of every cell of every row shown. */
  const shownCells = (page: Page): Promise<string[][]> =>
    bodyRows(page).evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? ""),
      ),
    );
  const shownColumn = async (page: Page, column: number) =>
    (await shownCells(page)).map((cells) => cells[column]);

  const namesOf = (answer: ListAnswer) => answer.data.map((row) => String(row.fullname));

  /** Waits until the table shows exactly `names` in the name column. */
  async function showsNames(page: Page, names: string[]) {
    await expect.poll(() => shownColumn(page, COLUMN.name)).toEqual(names);
  }

  const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Cari data" });

  /** Types into the debounced search box and waits for the list it brings. */
  async function search(page: Page, text: string): Promise<ListAnswer> {
    const answer = await listAnswer(
      page,
      () => searchBox(page).fill(text),
      (params) => params.get("search") === text,
    );
    await page.waitForURL((url) => url.searchParams.get("search") === text);
    return answer;
  }

  const query = (page: Page) => new URL(page.url()).searchParams;

  const detailList = (page: Page) => page.locator("dl.detail-rows");

  /** The detail's label → value pairs. */
  const detailValues = (page: Page): Promise<Record<string, string>> =>
    detailList(page).evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll(":scope > div")].map((row) => [
          row.querySelector("dt")?.textContent?.trim() ?? "",
          row.querySelector("dd")?.textContent?.trim() ?? "",
        ]),
      ),
    );

  async function showRecord(id: number) {
    return api<{ data: Record<string, unknown>; message?: string }>(`employee/${id}/show`);
  }

  /** Jakarta's today as DD-MM-YYYY, the date the export's file name carries. */
  const jakartaToday = () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Jakarta",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(new Date())
      .replaceAll("/", "-");

  async function saveDownload(download: Download): Promise<Buffer> {
    const path = `${SCREENSHOTS}/crud-export-${download.suggestedFilename()}`;
    await download.saveAs(path);
    return readFile(path);
  }

  /** Picks a type from the export menu and returns its download. */
  async function exportFromMenu(page: Page, label: string): Promise<Download> {
    await page.getByRole("button", { name: "Pilih format export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: label, exact: true }).click(),
    ]);
    return download;
  }

  const csvRows = async (download: Download) => {
    const text = (await saveDownload(download)).toString("utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  test(
    "the list shows rows, the total, row numbers across pages and a page size",
    SLOW,
    async () => {
      const page = await signedInPage();
      const first = await listAnswer(page, () => open(page, SCREEN));
      expect(first.total).toBe(3000);
      expect(first.data).toHaveLength(20);
      await showsNames(page, namesOf(first));
      await page.getByText("Total 3.000 data").waitFor();
      expect(await shownColumn(page, COLUMN.number)).toEqual(
        Array.from({ length: 20 }, (_, index) => String(index + 1)),
      );
      await page.getByText(`dari ${first.totalPage}`).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/crud-list-id.png` });

      // Page 2 goes on numbering where page 1 stopped.
      const second = await listAnswer(page, () =>
        page.getByRole("button", { name: "Halaman berikutnya" }).click(),
      );
      expect(query(page).get("page")).toBe("2");
      await showsNames(page, namesOf(second));
      expect((await shownColumn(page, COLUMN.number))[0]).toBe("21");
      expect(await page.getByRole("spinbutton", { name: "Nomor halaman" }).inputValue()).toBe("2");

      // A new page size starts again at page 1; its page 2 starts at 51.
      const fifty = await listAnswer(page, () =>
        page.getByRole("combobox", { name: "Baris per halaman" }).selectOption("50"),
      );
      expect(fifty.data).toHaveLength(50);
      expect(query(page).get("limit")).toBe("50");
      expect(query(page).get("page")).toBeNull();
      await expect.poll(async () => (await shownCells(page)).length).toBe(50);
      await page.getByText(`dari ${fifty.totalPage}`).waitFor();
      await listAnswer(page, () =>
        page.getByRole("button", { name: "Halaman berikutnya" }).click(),
      );
      await expect.poll(async () => (await shownColumn(page, COLUMN.number))[0]).toBe("51");
      expect((await shownColumn(page, COLUMN.number)).at(-1)).toBe("100");

      // The last page by its button, then a typed page number.
      await listAnswer(page, () => page.getByRole("button", { name: "Halaman terakhir" }).click());
      expect(query(page).get("page")).toBe(String(fifty.totalPage));
      await expect.poll(async () => (await shownColumn(page, COLUMN.number)).at(-1)).toBe("3.000");
      const pageBox = page.getByRole("spinbutton", { name: "Nomor halaman" });
      await listAnswer(page, async () => {
        await pageBox.fill("3");
        await pageBox.press("Enter");
      });
      await expect.poll(async () => (await shownColumn(page, COLUMN.number))[0]).toBe("101");
    },
  );

  test("'Tambah data' creates an employee and lands on its detail", SLOW, async () => {
    const page = await signedInPage();
    await open(page, SCREEN);
    await page.getByRole("link", { name: "Tambah data" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "create");
    await page.getByLabel("NIK").fill(employee.nik);
    await page.getByLabel("Kode Pekerja").fill(employee.code);
    await page.getByLabel("Nama Lengkap").fill(employee.name);
    await page.getByLabel("Jenis Tenaga Kerja").selectOption({ label: "Pekerja" });
    await page.getByLabel("Proyek").selectOption({ label: PROJECT });
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Aktif" });
    await page.screenshot({ path: `${SCREENSHOTS}/crud-create-id.png`, fullPage: true });

    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/employee/create",
    );
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await created).status()).toBe(200);
    await page.getByText("Data Tenaga Kerja berhasil ditambahkan").waitFor();
    await page.waitForURL((url) => url.searchParams.get("view") === "detail");
    employee.id = Number(query(page).get("id"));
    expect(employee.id).toBeGreaterThan(3000);

    await detailList(page).getByText(employee.name, { exact: true }).waitFor();
    const values = await detailValues(page);
    expect(values).toMatchObject({
      NIK: employee.nik,
      "Kode Pekerja": employee.code,
      "Nama Lengkap": employee.name,
      "Jenis Tenaga Kerja": "Pekerja",
      Proyek: PROJECT,
      Status: "Aktif",
    });
    const stored = await showRecord(employee.id);
    expect(stored.body.data).toMatchObject({
      nik: employee.nik,
      employee_code: employee.code,
      fullname: employee.name,
      project_id: 1,
      status: "active",
    });
  });

  test("back on the list, the search finds it alone; nonsense finds nothing", SLOW, async () => {
    const page = await signedInPage();
    await open(page, `${SCREEN}?view=detail&id=${employee.id}`);
    await detailList(page).getByText(employee.name, { exact: true }).waitFor();
    await listAnswer(page, () => page.getByRole("link", { name: "Kembali" }).click());
    expect(query(page).get("view")).toBeNull();
    await table(page).waitFor();

    const found = await search(page, employee.name);
    expect(found.total).toBe(1);
    await showsNames(page, [employee.name]);
    const [row] = await shownCells(page);
    expect(row?.[COLUMN.number]).toBe("1");
    expect(row?.[COLUMN.code]).toBe(employee.code);
    expect(row?.[COLUMN.nik]).toBe(employee.nik);
    await page.getByText("Total 1 data").waitFor();

    const nonsense = "qzxv-tidak-ada-9876";
    const none = await search(page, nonsense);
    expect(none.total).toBe(0);
    await page.getByText(`${nonsense} tidak ditemukan`).waitFor();
    await expect.poll(() => table(page).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/crud-list-not-found-id.png` });

    // 'Hapus pencarian' brings the whole list back (from the cache, when it is fresh).
    await page.getByRole("button", { name: "Hapus pencarian" }).click();
    await page.getByText("Total 3.001 data").waitFor();
    await expect.poll(async () => (await shownCells(page)).length).toBe(20);
    expect(query(page).get("search")).toBeNull();
    expect(await searchBox(page).inputValue()).toBe("");
  });

  test("the filter panel narrows the list to active employees", SLOW, async () => {
    const page = await signedInPage();
    await listAnswer(page, () => open(page, SCREEN));
    await page.getByRole("button", { name: "Filter" }).click();
    const panel = page.getByRole("dialog", { name: "Filter" });
    await panel.waitFor();
    await panel.getByLabel("Status", { exact: true }).selectOption({ label: "Aktif" });
    await page.screenshot({ path: `${SCREENSHOTS}/crud-filter-panel-id.png` });
    const filtered = await listAnswer(page, () =>
      panel.getByRole("button", { name: "Terapkan" }).click(),
    );
    await panel.waitFor({ state: "detached" });
    expect(query(page).get("f.status")).toBe("active");

    const expected = await listApi({ status: "active", limit: "1" });
    expect(filtered.total).toBe(expected.total);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(3001);
    await showsNames(page, namesOf(filtered));
    const statuses = await shownColumn(page, COLUMN.status);
    expect(statuses).toHaveLength(20);
    expect(new Set(statuses)).toEqual(new Set(["Aktif"]));
    // Past COUNT_EXACT_LIMIT (1,000) a filtered total is the database's estimate, shown as such.
    const about = expected.totalEstimated ? "±" : "";
    await page.getByText(`Total ${about}${expected.total.toLocaleString("id-ID")} data`).waitFor();
    // The button counts the filters applied, and the panel opens with them.
    await page.getByRole("button", { name: /^Filter\s*1$/ }).click();
    const status = panel.getByLabel("Status", { exact: true });
    await expect
      .poll(() => status.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe("Aktif");
    await page.screenshot({ path: `${SCREENSHOTS}/crud-filter-applied-id.png` });

    // The address keeps the filter: a reload shows the same list.
    await panel.getByRole("button", { name: "Tutup" }).click();
    const reloaded = await listAnswer(page, () => page.reload());
    expect(reloaded.total).toBe(expected.total);
    expect(new Set(await shownColumn(page, COLUMN.status))).toEqual(new Set(["Aktif"]));
  });

  test("a header sorts by its column, DESC first, then ASC", SLOW, async () => {
    const page = await signedInPage();
    await listAnswer(page, () => open(page, SCREEN));
    const header = page.getByRole("columnheader", { name: "Nama Lengkap" });

    const descending = await listAnswer(page, () =>
      header.getByRole("button", { name: "Nama Lengkap" }).click(),
    );
    expect(query(page).get("sort_by")).toBe("fullname");
    expect(query(page).get("sort")).toBe("DESC");
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    const expectedDesc = await listApi({ sort_by: "fullname", sort: "DESC", limit: "20" });
    expect(namesOf(descending)).toEqual(namesOf(expectedDesc));
    await showsNames(page, namesOf(expectedDesc));
    const desc = await shownColumn(page, COLUMN.name);
    expect(desc).toEqual([...desc].sort((a = "", b = "") => b.localeCompare(a)));

    await listAnswer(page, () => header.getByRole("button", { name: "Nama Lengkap" }).click());
    expect(query(page).get("sort_by")).toBe("fullname");
    expect(query(page).get("sort")).toBe("ASC");
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    const expectedAsc = await listApi({ sort_by: "fullname", sort: "ASC", limit: "20" });
    await showsNames(page, namesOf(expectedAsc));
    const asc = await shownColumn(page, COLUMN.name);
    expect(asc).toEqual([...asc].sort((a = "", b = "") => a.localeCompare(b)));
    expect(asc[0]?.localeCompare(desc[0] ?? "")).toBeLessThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/crud-list-sorted-id.png` });
  });

  test("the detail shows the new employee; 'Ubah' saves a new name", SLOW, async () => {
    const page = await signedInPage();
    await open(page, SCREEN);
    await search(page, employee.name);
    await showsNames(page, [employee.name]);
    await bodyRows(page).getByRole("link", { name: "Detail" }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("view") === "detail" &&
        url.searchParams.get("id") === String(employee.id),
    );
    await detailList(page).getByText(employee.name, { exact: true }).waitFor();
    expect(await detailValues(page)).toMatchObject({
      NIK: employee.nik,
      "Kode Pekerja": employee.code,
      "Nama Lengkap": employee.name,
      "Jenis Tenaga Kerja": "Pekerja",
      Proyek: PROJECT,
      Status: "Aktif",
    });
    await page.screenshot({ path: `${SCREENSHOTS}/crud-detail-id.png` });

    await recordActions(page).getByRole("link", { name: "Ubah" }).click();
    const name = page.getByLabel("Nama Lengkap");
    await expect.poll(() => name.inputValue()).toBe(employee.name);
    expect(await page.getByLabel("NIK").inputValue()).toBe(employee.nik);
    employee.name = "Wirasena Ujicoba Diubah";
    await name.fill(employee.name);
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
    await page.waitForURL((url) => url.searchParams.get("view") === "detail");
    await detailList(page).getByText(employee.name, { exact: true }).waitFor();
    expect((await detailValues(page))["Nama Lengkap"]).toBe(employee.name);
    expect((await showRecord(employee.id)).body.data.fullname).toBe(employee.name);

    // 'Kembali' returns to the list as it was left: the same search.
    await page.getByRole("link", { name: "Kembali" }).click();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    expect(query(page).get("search")).toBe("Wirasena Ujicoba Otomatis");
  });

  test(
    "two sessions edit the same employee: other fields merge; on the same field the second sees it and chooses",
    SLOW,
    async () => {
      expectStatuses(409);
      const updatePath = `${SCREEN}?view=update&id=${employee.id}`;
      const first = await signedInPage();
      const second = await signedInPage({ as: "dept" });

      /** Opens the update form and waits until it holds the record's name as stored now. */
      const openForm = async (page: Page, current: string) => {
        await open(page, updatePath);
        await expect.poll(() => page.getByLabel("Nama Lengkap").inputValue()).toBe(current);
      };
      /** Fills the given fields of the open form and saves; the update's HTTP status. */
      const save = async (page: Page, fields: Record<string, string>) => {
        for (const [label, value] of Object.entries(fields)) {
          await page.getByLabel(label).fill(value);
        }
        const answer = page.waitForResponse(
          (response) => new URL(response.url()).pathname === "/api/employee/update",
        );
        await page.getByRole("button", { name: "Simpan" }).click();
        return (await answer).status();
      };
      const saved = (page: Page) => page.getByText("Edit data Tenaga Kerja berhasil").waitFor();
      const conflictAlert = (page: Page) =>
        page.getByRole("alert").filter({ hasText: "Data ini sudah diubah orang lain" });
      const stored = async () => {
        const { fullname, job_position, phone } = (await showRecord(employee.id)).body.data;
        return { fullname, job_position, phone };
      };

      // Changes to different fields from the same read: both saved, neither undoes the other.
      await openForm(first, employee.name);
      await openForm(second, employee.name);
      expect(await save(first, { Jabatan: "Mandor Besi" })).toBe(200);
      await saved(first);
      expect(await save(second, { "No. Telepon": "081200000001" })).toBe(200);
      await saved(second);
      expect(await stored()).toEqual({
        fullname: employee.name,
        job_position: "Mandor Besi",
        phone: "081200000001",
      });

      // Round 1 (the case): A changes the name and the position; B, from the same
      // read, the name and the phone. B sees only the name, as read → A's → B's, keeps B's:
      // A's position stands.
      await openForm(first, employee.name);
      await openForm(second, employee.name);
      const firstName = "Wirasena Sesi Pertama";
      const secondName = "Wirasena Sesi Kedua";
      expect(await save(first, { "Nama Lengkap": firstName, Jabatan: "Kepala Tukang" })).toBe(200);
      await saved(first);
      expect(
        await save(second, { "Nama Lengkap": secondName, "No. Telepon": "081200000002" }),
      ).toBe(409);
      const alert = conflictAlert(second);
      await alert.waitFor();
      await alert
        .getByText(
          "Data Tenaga Kerja ini telah diubah oleh pengguna lain sejak Anda membukanya. " +
            "Muat ulang untuk melihat perubahan, atau simpan lagi untuk menimpanya.",
        )
        .waitFor();
      const rows = alert.getByRole("row");
      expect(
        await rows.evaluateAll((cells) =>
          cells.map((row) => [...row.children].map((cell) => cell.textContent)),
        ),
      ).toEqual([
        ["Nama isian", "Semula", "Data saat ini", "Isian Anda"],
        ["Nama Lengkap", employee.name, firstName, secondName],
      ]);
      await second.screenshot({ path: `${SCREENSHOTS}/crud-conflict-id.png` });
      const overwritten = second.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/employee/update",
      );
      await alert.getByRole("button", { name: "Tetap simpan isian saya" }).click();
      expect((await overwritten).status()).toBe(200);
      await saved(second);
      await second.waitForURL((url) => url.searchParams.get("view") === "detail");
      expect(await stored()).toEqual({
        fullname: secondName,
        job_position: "Kepala Tukang",
        phone: "081200000002",
      });

      // Round 2: now the first session is late, and takes the record as it is now.
      await openForm(first, secondName);
      await openForm(second, secondName);
      const latest = "Wirasena Terbaru";
      expect(await save(second, { "Nama Lengkap": latest })).toBe(200);
      await saved(second);
      expect(await save(first, { "Nama Lengkap": "Wirasena Terlambat" })).toBe(409);
      const late = conflictAlert(first);
      await late.waitFor();
      expect(
        await late
          .getByRole("row")
          .filter({ hasText: "Nama Lengkap" })
          .getByRole("cell")
          .allTextContents(),
      ).toEqual([secondName, latest, "Wirasena Terlambat"]);
      await late.getByRole("button", { name: "Muat data terbaru (buang isian saya)" }).click();
      await late.waitFor({ state: "detached" });
      await expect.poll(() => first.getByLabel("Nama Lengkap").inputValue()).toBe(latest);
      expect((await stored()).fullname).toBe(latest);
      // The reloaded form carries the current version: its next save goes through.
      employee.name = "Wirasena Setelah Dimuat";
      expect(await save(first, { "Nama Lengkap": employee.name })).toBe(200);
      await saved(first);
      expect((await stored()).fullname).toBe(employee.name);
    },
  );

  test("deleting from the list asks first, then the row is gone", SLOW, async () => {
    const page = await signedInPage();
    await open(page, SCREEN);
    await search(page, employee.name);
    await showsNames(page, [employee.name]);
    await bodyRows(page).getByRole("button", { name: "Hapus" }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus Permanen" });
    await dialog
      .getByText("Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?")
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/crud-delete-dialog-id.png` });
    const deleted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/employee/delete",
    );
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe("Data Tenaga Kerja berhasil dihapus");
    await page.getByText(message).waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`${employee.name} tidak ditemukan`).waitFor();

    // Searched again from scratch: still not found, and the API agrees.
    await open(page, SCREEN);
    const again = await search(page, employee.name);
    expect(again.total).toBe(0);
    await page.getByText(`${employee.name} tidak ditemukan`).waitFor();
    expect((await showRecord(employee.id)).status).toBe(404);
  });

  test(
    "export of a search: xlsx from the button, then xls and both CSVs from the menu, hold every matching row",
    SLOW,
    async () => {
      const page = await signedInPage();
      await open(page, SCREEN);
      const term = "Gunawan";
      const searched = await search(page, term);
      expect(searched.total).toBeGreaterThan(20);
      const all = await listApi({ search: term, limit: "100" });
      expect(all.total).toBe(searched.total);
      // Rows tied on the sort may come in either order: compare them as sorted lists.
      const names = namesOf(all).sort();
      const niks = all.data.map((row) => String(row.nik)).sort();
      const nameColumn = EXPORT_HEADERS.indexOf("Nama Lengkap");
      const nikColumn = EXPORT_HEADERS.indexOf("NIK");
      const column = (rows: unknown[][], index: number) =>
        rows
          .slice(1)
          .map((row) => row[index])
          .sort();

      const today = jakartaToday();
      const [xlsx] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export", exact: true }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toMatch(/^Tenaga-Kerja-\d{2}-\d{2}-\d{4}\.xlsx$/);
      expect([today, jakartaToday()]).toContain(xlsx.suggestedFilename().slice(13, 23));
      const sheet = (await readXlsx(await saveDownload(xlsx))).worksheets[0];
      expect(sheet?.name).toBe("Data Tenaga Kerja");
      const bookRows: unknown[][] = [];
      sheet?.eachRow((row) => {
        bookRows.push((row.values as unknown[]).slice(1));
      });
      expect(bookRows[0]).toEqual(EXPORT_HEADERS);
      expect(bookRows).toHaveLength(searched.total + 1);
      expect(column(bookRows, nameColumn)).toEqual(names);
      // Text cells: every NIK as its 16 digits, never a rounded number.
      expect(column(bookRows, nikColumn)).toEqual(niks);
      const joined = EXPORT_HEADERS.indexOf("Tanggal Bergabung");
      expect(bookRows.slice(1).every((row) => row[joined] instanceof Date)).toBe(true);

      await page.getByRole("button", { name: "Pilih format export" }).click();
      expect(await page.getByRole("menuitem").allTextContents()).toEqual([
        "Excel (.xlsx)",
        "Excel 2003 (.xls)",
        "CSV (.csv)",
        "CSV untuk Excel (.csv)",
        "HTML (.html)",
      ]);
      await page.keyboard.press("Escape");

      const xls = await exportFromMenu(page, "Excel 2003 (.xls)");
      expect(xls.suggestedFilename()).toMatch(/^Tenaga-Kerja-\d{2}-\d{2}-\d{4}\.xls$/);
      const workbook = (await saveDownload(xls)).toString("utf8");
      expect(workbook).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
      expect(workbook).toContain('<Worksheet ss:Name="Data Tenaga Kerja">');
      const sheetRows = [...workbook.matchAll(/<Row>(.*?)<\/Row>/g)].map((match) =>
        [...(match[1] ?? "").matchAll(/<Data ss:Type="\w+">(.*?)<\/Data>/g)].map((cell) =>
          xmlDecode(cell[1] ?? ""),
        ),
      );
      expect(sheetRows[0]).toEqual(EXPORT_HEADERS);
      expect(sheetRows).toHaveLength(searched.total + 1);
      expect(column(sheetRows, nameColumn)).toEqual(names);
      expect(column(sheetRows, nikColumn)).toEqual(niks);
      expect(sheetRows.slice(1).every((row) => row.length === EXPORT_HEADERS.length)).toBe(true);

      const csv = await exportFromMenu(page, "CSV (.csv)");
      expect(csv.suggestedFilename()).toMatch(/^Tenaga-Kerja-\d{2}-\d{2}-\d{4}\.csv$/);
      const plain = await csvRows(csv);
      expect(plain[0]).toEqual(EXPORT_HEADERS);
      expect(plain).toHaveLength(searched.total + 1);
      expect(column(plain, nameColumn)).toEqual(names);
      // The plain CSV holds the stored NIKs as they are.
      expect(column(plain, nikColumn)).toEqual(niks);

      const forExcel = await csvRows(await exportFromMenu(page, "CSV untuk Excel (.csv)"));
      expect(forExcel).toHaveLength(searched.total + 1);
      expect(forExcel.slice(1).every((row) => /^="\d{16}"$/.test(row[nikColumn] ?? ""))).toBe(true);
      expect(
        forExcel
          .slice(1)
          .map((row) => unprotect(row[nikColumn] ?? ""))
          .sort(),
      ).toEqual(niks);
    },
  );

  test("import: mapping, a preview that finds the bad row, then the commit", SLOW, async () => {
    const page = await signedInPage();
    await listAnswer(page, () => open(page, SCREEN));
    const rows = [
      ["NIK", "Kode Pekerja", "Nama Lengkap", "Jenis Tenaga Kerja", "Proyek", "Status"],
      ["9912345678900101", "E2E-IMP-01", "Impor Satu Ujicoba", "1", "1", "Aktif"],
      ["9912345678900102", "E2E-IMP-02", "Impor Dua Ujicoba", "2", "1", "Tidak Aktif"],
      ["99123456789ABCDE", "E2E-IMP-03", "Impor Tiga Ujicoba", "1", "1", "Aktif"],
    ];
    const csv = Papa.unparse(rows, { newline: "\r\n" });

    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import data Tenaga Kerja" });
    await dialog.getByLabel("File data").setInputFiles({
      name: "tenaga-kerja-impor.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole("heading", { name: "Pemetaan kolom" }).waitFor();
    await dialog.getByText("3 baris data ditemukan.", { exact: false }).waitFor();
    const expectedMapping = {
      NIK: "nik",
      "Kode Pekerja": "employee_code",
      "Nama Lengkap": "fullname",
      "Jenis Tenaga Kerja": "manpower_type_id",
      Proyek: "project_id",
      Status: "status",
    };
    for (const [column, field] of Object.entries(expectedMapping)) {
      expect(await dialog.getByRole("combobox", { name: column, exact: true }).inputValue()).toBe(
        field,
      );
    }
    await page.screenshot({ path: `${SCREENSHOTS}/crud-import-mapping-id.png` });

    const previewed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith("/preview"),
    );
    await dialog.getByRole("button", { name: "Periksa data" }).click();
    expect((await previewed).status()).toBe(200);
    await dialog.getByRole("heading", { name: "Hasil pemeriksaan" }).waitFor();
    const stats = await importStats(dialog);
    expect(stats).toEqual({
      "Jumlah baris": "3",
      Baru: "2",
      Ubah: "0",
      "Tidak berubah": "0",
      Error: "1",
    });
    const details = dialog.getByRole("region", { name: "Rincian per baris" });
    const detailRows = details.getByRole("row").filter({ has: page.getByRole("cell") });
    expect(await detailRows.count()).toBe(3);
    // The third data row (the header row is row 0) fails on its NIK; the others are new.
    const [rowNumber, action, , messageText] = await detailRows
      .nth(2)
      .getByRole("cell")
      .allTextContents();
    expect([rowNumber, action]).toEqual(["3", "Error (Baru)"]);
    expect(messageText).toMatch(/^NIK: /);
    await details.getByRole("row", { name: /^1 Baru 9912345678900101/ }).waitFor();
    await details.getByRole("row", { name: /^2 Baru 9912345678900102/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/crud-import-preview-id.png` });

    // Nothing is written before the commit.
    for (const name of ["Impor Satu Ujicoba", "Impor Dua Ujicoba"]) {
      expect((await listApi({ search: name })).total).toBe(0);
    }

    const committed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith("/commit"),
    );
    const refreshed = listAnswer(page, () =>
      dialog.getByRole("button", { name: "Simpan" }).click(),
    );
    const commit = await committed;
    expect(commit.status()).toBe(200);
    const { message } = (await commit.json()) as { message: string };
    expect(message).toBe("Impor Tenaga Kerja selesai: 2 data baru, 0 diubah, 0 tidak berubah");
    await page.getByText(message).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect((await refreshed).total).toBe(3002);

    const imported = [
      { name: "Impor Satu Ujicoba", nik: "9912345678900101", status: "active", type: 1 },
      { name: "Impor Dua Ujicoba", nik: "9912345678900102", status: "non_active", type: 2 },
    ];
    for (const row of imported) {
      const found = await listApi({ search: row.name });
      expect(found.total).toBe(1);
      expect(found.data[0]).toMatchObject({
        fullname: row.name,
        nik: row.nik,
        status: row.status,
        manpower_type_id: row.type,
        project_id: 1,
      });
    }
    expect((await listApi({ search: "Impor Tiga Ujicoba" })).total).toBe(0);
    const shown = await search(page, "Ujicoba");
    expect(shown.total).toBe(2);
    // Written in one transaction, both carry the same created_at: either order is right.
    await expect
      .poll(async () => (await shownColumn(page, COLUMN.name)).sort())
      .toEqual(["Impor Dua Ujicoba", "Impor Satu Ujicoba"]);
    await page.screenshot({ path: `${SCREENSHOTS}/crud-import-done-id.png` });
  });
});
