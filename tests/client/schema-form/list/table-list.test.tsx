/**
 * The table list of a screen in the whole app: rows with continuous numbers, the empty texts,
 * the debounced search, sorting, paging, page sizes, hidden columns, the filter, the
 * permissions of the row actions, the summary and the state kept in the address.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupClientTests } from "../../render-app";
import { renderAppWithForms, screenAnswers } from "../render-schema";
import { lastQuery, listAnswers, signIn, skills } from "./list-fixtures";

const server = setupClientTests(screenAnswers(skills));

function serve(options: Parameters<typeof listAnswers>[1]) {
  const list = listAnswers(skills, options);
  server.use(list.handler);
  return list.calls;
}

const table = () => screen.findByRole("table");
const bodyRows = (element: HTMLElement) =>
  within(element).getAllByRole("row").slice(1) as HTMLTableRowElement[];

describe("the table list", () => {
  it("numbers rows across pages and reads the state from the address", async () => {
    signIn(server);
    const calls = serve({ total: 120 });
    await renderAppWithForms("/master/m-skills?page=2&limit=50&sort_by=name&sort=ASC");
    await screen.findByText("LAS-51");
    expect(lastQuery(calls)).toEqual({ page: "2", limit: "50", sort_by: "name", sort: "ASC" });
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(50);
    expect(rows[0]?.cells[0]).toHaveTextContent("51");
    expect(rows[0]).toHaveTextContent("Keahlian 51");
    expect(rows[0]).toHaveTextContent("Aktif");
    expect(rows[49]?.cells[0]).toHaveTextContent("100");
    expect(screen.getByText("Total 120 data")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Nomor halaman" })).toHaveValue(2);
    expect(screen.getByText("dari 3")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Nama Keahlian/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  });

  it.each([
    { path: "/master/m-skills", text: "Belum ada data yang ditambahkan" },
    { path: "/master/m-skills?search=tukang", text: "tukang tidak ditemukan" },
  ])("says '$text' when nothing is found at $path", async ({ path, text }) => {
    signIn(server);
    serve({ total: 0 });
    await renderAppWithForms(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("searches 300 ms after typing stops, from page 1; Enter searches at once", async () => {
    signIn(server);
    const calls = serve({ total: 120 });
    const { user } = await renderAppWithForms("/master/m-skills?page=3");
    await screen.findByText("LAS-41");
    const box = screen.getByRole("searchbox", { name: "Cari data" });
    await user.type(box, "las");
    await waitFor(() => expect(lastQuery(calls).search).toBe("las"));
    expect(lastQuery(calls).page).toBe("1");
    // Only the finished word went out, not each keystroke.
    expect(calls.filter((call) => call.params.has("search"))).toHaveLength(1);
    expect(window.location.search).toBe("?search=las");

    await user.type(box, " 01{Enter}");
    await waitFor(() => expect(lastQuery(calls).search).toBe("las 01"));
    expect(window.location.search).toBe("?search=las+01");
  });

  it("sorts a new column DESC first, then toggles it", async () => {
    signIn(server);
    const calls = serve({ total: 3 });
    const { user } = await renderAppWithForms("/master/m-skills");
    await screen.findByText("LAS-01");
    expect(lastQuery(calls).sort).toBe("DESC");
    expect(lastQuery(calls).sort_by).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Kode Keahlian" }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort_by: "code", sort: "DESC" }));
    await user.click(screen.getByRole("button", { name: "Kode Keahlian" }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort_by: "code", sort: "ASC" }));
    await user.click(screen.getByRole("button", { name: "Nama Keahlian" }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort_by: "name", sort: "DESC" }));
    expect(window.location.search).toBe("?sort_by=name&sort=DESC");
  });

  it("pages with the buttons and a typed number clamped to 1..last", async () => {
    signIn(server);
    const calls = serve({ total: 95 });
    const { user } = await renderAppWithForms("/master/m-skills");
    await screen.findByText("LAS-01");
    const pageBox = screen.getByRole("spinbutton", { name: "Nomor halaman" });
    expect(screen.getByRole("button", { name: "Halaman pertama" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Halaman sebelumnya" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    await screen.findByText("LAS-21");
    await user.click(screen.getByRole("button", { name: "Halaman terakhir" }));
    await screen.findByText("LAS-81");
    expect(lastQuery(calls).page).toBe("5");
    expect(screen.getByRole("button", { name: "Halaman berikutnya" })).toBeDisabled();

    await user.clear(pageBox);
    await user.type(pageBox, "0{Enter}");
    await screen.findByText("LAS-01");
    expect(window.location.search).toBe("");
    expect(pageBox).toHaveValue(1);

    await user.clear(pageBox);
    await user.type(pageBox, "99{Enter}");
    await screen.findByText("LAS-81");
    expect(pageBox).toHaveValue(5);
    expect(window.location.search).toBe("?page=5");
  });

  it("changes the page size and starts again at page 1", async () => {
    signIn(server);
    const calls = serve({ total: 240 });
    const { user } = await renderAppWithForms("/master/m-skills?page=4");
    await screen.findByText("LAS-61");
    const size = screen.getByRole("combobox", { name: "Baris per halaman" });
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      "20",
      "50",
      "75",
      "100",
    ]);
    await user.selectOptions(size, "75");
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: "1", limit: "75" }));
    expect(bodyRows(await table())).toHaveLength(75);
    expect(window.location.search).toBe("?limit=75");
  });

  it("hides a column and remembers it for the screen", async () => {
    signIn(server);
    serve({ total: 2 });
    const first = await renderAppWithForms("/master/m-skills");
    const { user } = first;
    await screen.findByText("LAS-01");
    await user.click(screen.getByRole("button", { name: "Kolom" }));
    const dialog = await screen.findByRole("dialog", { name: "Tampilkan kolom" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Nama Keahlian" }));
    await user.click(within(dialog).getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("columnheader", { name: /Nama Keahlian/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Keahlian 1")).not.toBeInTheDocument();

    first.unmount();
    await renderAppWithForms("/master/m-skills");
    await screen.findByText("LAS-01");
    expect(screen.queryByRole("columnheader", { name: /Nama Keahlian/ })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Kode Keahlian/ })).toBeInTheDocument();
  });

  it("applies the filter as flat parameters, from page 1, and keeps it in the address", async () => {
    signIn(server);
    const calls = serve({ total: 60 });
    const { user } = await renderAppWithForms("/master/m-skills?page=2");
    await screen.findByText("LAS-21");
    const toggle = screen.getByRole("button", { name: "Filter" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const filter = await screen.findByRole("region", { name: "Filter" });
    const active = await within(filter).findByLabelText("Aktif");
    expect(
      within(active)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Pilih…", "Tidak Aktif", "Aktif"]);
    await user.selectOptions(active, "1");
    await user.click(within(filter).getByRole("button", { name: "Terapkan" }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: "1", active: "1" }));
    expect(window.location.search).toBe("?f.active=1");

    await user.click(within(filter).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(lastQuery(calls).active).toBeUndefined());
    expect(window.location.search).toBe("");
  });

  it.each([
    {
      permissions: ["read-m-skills"],
      shown: ["Detail"],
      hidden: ["Ubah", "Hapus", "Tambah data"],
    },
    {
      permissions: ["read-m-skills", "update-m-skills", "delete-m-skills", "create-m-skills"],
      shown: ["Detail", "Ubah", "Hapus", "Tambah data"],
      hidden: [],
    },
  ])("shows only the actions $permissions allow", async ({ permissions, shown, hidden }) => {
    signIn(server, permissions);
    serve({ total: 1 });
    await renderAppWithForms("/master/m-skills");
    await screen.findByText("LAS-01");
    const all = (name: string) => [
      ...screen.queryAllByRole("link", { name }),
      ...screen.queryAllByRole("button", { name }),
    ];
    for (const name of shown) expect(all(name).length, name).toBeGreaterThan(0);
    for (const name of hidden) expect(all(name), name).toHaveLength(0);
  });

  it("shows an estimated total as approximate and the summary above the table", async () => {
    signIn(server);
    serve({
      total: 1_250_000,
      totalEstimated: true,
      rekap: [{ id: "active", label: "Aktif", value: 1_200_000 }],
    });
    await renderAppWithForms("/master/m-skills");
    expect(await screen.findByText("Total ±1.250.000 data")).toBeInTheDocument();
    const card = screen.getByText("1.200.000").closest("li") as HTMLElement;
    expect(card).toHaveTextContent("Aktif");
  });

  it.each([
    { locale: "id", total: "Total 3.002 data", row: "1.001", rekap: "1.200.000", active: "Aktif" },
    {
      locale: "en",
      total: "Total 3,002 records",
      row: "1,001",
      rekap: "1,200,000",
      active: "Active",
    },
  ] as const)("writes numbers and flags in the $locale way", async (expected) => {
    signIn(server);
    serve({ total: 3002, rekap: [{ id: "active", label: "Aktif", value: 1_200_000 }] });
    await renderAppWithForms("/master/m-skills?page=51&limit=20", expected.locale);
    expect(await screen.findByText(expected.total)).toBeInTheDocument();
    const rows = bodyRows(await table());
    expect(rows[0]?.cells[0]).toHaveTextContent(expected.row);
    expect(rows[0]).toHaveTextContent(expected.active);
    expect(screen.getByText(expected.rekap)).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    signIn(server);
    server.use(
      http.get("*/api/m-skills/list", () =>
        HttpResponse.json({ message: "Kolom urut tidak dikenal." }, { status: 422 }),
      ),
    );
    await renderAppWithForms("/master/m-skills");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Daftar data tidak dapat dimuat");
    expect(alert).toHaveTextContent("Kolom urut tidak dikenal.");
  });

  it("returns from a detail to the same page and search", async () => {
    signIn(server);
    const calls = serve({ total: 60 });
    server.use(
      http.get("*/api/m-skills/22/show", () =>
        HttpResponse.json({ data: { id: 22, code: "LAS-22", name: "Keahlian 22", active: 0 } }),
      ),
    );
    const { user } = await renderAppWithForms("/master/m-skills?page=2&search=keahlian");
    const row = (await screen.findByText("LAS-22")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("link", { name: "Detail" }));
    await waitFor(() =>
      expect(window.location.search).toBe("?page=2&search=keahlian&view=detail&id=22"),
    );
    await user.click(await screen.findByRole("link", { name: "Kembali" }));
    await screen.findByText("LAS-21");
    expect(window.location.search).toBe("?page=2&search=keahlian");
    expect(lastQuery(calls)).toMatchObject({ page: "2", search: "keahlian" });
    expect(screen.getByRole("searchbox", { name: "Cari data" })).toHaveValue("keahlian");
  });
});
