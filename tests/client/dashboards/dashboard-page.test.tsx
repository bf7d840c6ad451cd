/**
 * A dashboard route in the whole app: its cards and tables from the definition and figures,
 * a filter change in the address and in the data call, reset, the note of an unknown graph
 * type, the chart/table toggle, the CSV export, the failure with a retry.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { saveBlob } from "../../../src/client/schema-form/transfer/download";
import { renderApp } from "../render-app";
import { dataCalls, server, signInAsSuperAdmin } from "./render-dashboard";

vi.mock("../../../src/client/schema-form/transfer/download", async (original) => ({
  ...(await original<typeof import("../../../src/client/schema-form/transfer/download")>()),
  saveBlob: vi.fn(),
}));

const PATH = "/dashboard/dashboard-summary";

async function openDashboard(search = "") {
  signInAsSuperAdmin();
  return renderApp({ path: `${PATH}${search}` });
}

const widget = (name: string) => screen.findByRole("region", { name });

describe("a dashboard page", () => {
  it("shows the cards and the tables of the definition's widgets", async () => {
    await openDashboard();
    const headcount = await widget("Jumlah Tenaga Kerja");
    expect(within(headcount).getByText("Aktif").nextSibling).toHaveTextContent("3.002");
    expect(within(headcount).getByText("Kehadiran").nextSibling).toHaveTextContent("92,5%");

    const byProject = await widget("Tenaga Kerja per Proyek");
    // The chart's chunk loads lazily; here it is the tests' stand-in (jsdom has no canvas).
    expect(
      await within(byProject).findByRole("img", { name: "Grafik batang: Tenaga Kerja per Proyek" }),
    ).toBeInTheDocument();
    const table = within(byProject).getByRole("table", { name: "Tenaga Kerja per Proyek" });
    expect(within(table).getByRole("columnheader", { name: "Proyek" })).toBeInTheDocument();
    const row = within(table).getByRole("row", { name: /Jalan Tol Cipali/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1.752", "—"]);
    // The answer's 03:00 UTC on Jakarta's clock, labelled, whatever the browser's zone.
    expect(screen.getByText("Diperbarui 10:00:00 WIB")).toBeInTheDocument();
  });

  it("says an unknown graph type has no visualization, and still shows its table", async () => {
    await openDashboard();
    const odd = await widget("Radar Kehadiran");
    expect(within(odd).getByText("Tidak ada visualisasi untuk tipe ini")).toBeInTheDocument();
    expect(within(odd).getByRole("cell", { name: "1.190" })).toBeVisible();
    expect(within(odd).queryByRole("img")).toBeNull();
  });

  it("says it in English too", async () => {
    signInAsSuperAdmin();
    await renderApp({ path: PATH, locale: "en" });
    const odd = await widget("Attendance Radar");
    expect(within(odd).getByText("No visualization for this type")).toBeInTheDocument();
  });

  it("keeps a filter in the address and asks for the figures again with it", async () => {
    const { user } = await openDashboard();
    await waitFor(() => expect(dataCalls).toHaveLength(1));
    expect(dataCalls[0]?.toString()).toBe("");

    await user.selectOptions(screen.getByRole("combobox", { name: "Proyek" }), "Jalan Tol Cipali");
    await waitFor(() => expect(window.location.search).toBe("?project_id=3"));
    await waitFor(() => expect(dataCalls.at(-1)?.get("project_id")).toBe("3"));

    const from = screen.getByLabelText("Periode dari");
    expect(from).toHaveValue("2026-02-26");
    await user.clear(from);
    await user.type(from, "2026-03-01");
    await waitFor(() =>
      expect(window.location.search).toBe(
        "?project_id=3&period_from=2026-03-01&period_to=2026-03-10",
      ),
    );
    await waitFor(() => expect(dataCalls.at(-1)?.get("period_from")).toBe("2026-03-01"));

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(screen.getByRole("combobox", { name: "Proyek" })).toHaveValue("");
  });

  it("opens with the filters a link carries", async () => {
    await openDashboard("?project_id=2&manpower_type_id=1");
    await waitFor(() =>
      expect(dataCalls.at(-1)?.toString()).toBe("project_id=2&manpower_type_id=1"),
    );
    expect(await screen.findByRole("combobox", { name: "Proyek" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Tipe Tenaga Kerja" })).toHaveValue("1");
  });

  it("switches a chart to its table and back, and links to the full-screen view", async () => {
    const { user } = await openDashboard("?project_id=2");
    const byProject = await widget("Tenaga Kerja per Proyek");
    await user.click(
      within(byProject).getByRole("button", { name: "Aksi Tenaga Kerja per Proyek" }),
    );
    expect(within(byProject).getByRole("link", { name: "Layar penuh" })).toHaveAttribute(
      "href",
      "/dashboard/dashboard-summary/widget/by-project?project_id=2",
    );
    await user.click(within(byProject).getByRole("button", { name: "Tampilkan tabel" }));
    expect(within(byProject).queryByRole("img")).toBeNull();
    expect(
      within(byProject).getByRole("region", { name: "Tabel Tenaga Kerja per Proyek" }),
    ).toBeVisible();
    expect(
      within(byProject).getByRole("button", { name: "Aksi Tenaga Kerja per Proyek" }),
    ).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(within(byProject).queryByRole("button", { name: "Unduh PNG" })).toBeNull();
    await user.click(within(byProject).getByRole("button", { name: "Tampilkan grafik" }));
    expect(await within(byProject).findByRole("img")).toBeInTheDocument();
  });

  it("closes the actions with Escape", async () => {
    const { user } = await openDashboard();
    const byProject = await widget("Tenaga Kerja per Proyek");
    const toggle = within(byProject).getByRole("button", { name: "Aksi Tenaga Kerja per Proyek" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("exports a widget's rows × items as CSV with plain numbers", async () => {
    const { user } = await openDashboard();
    const byProject = await widget("Tenaga Kerja per Proyek");
    await user.click(
      within(byProject).getByRole("button", { name: "Aksi Tenaga Kerja per Proyek" }),
    );
    await user.click(within(byProject).getByRole("button", { name: "Unduh CSV" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^Tenaga-Kerja-per-Proyek-\d\d-\d\d-\d{4}\.csv$/);
    // Blob.text() would drop the byte-order mark the file starts with.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (blob as Blob).arrayBuffer(),
    );
    expect(text).toBe(
      "\uFEFFProyek,Aktif,Terlambat\r\nGedung Kantor Sudirman,1250,12\r\nJalan Tol Cipali,1752,",
    );
  });

  it("says when the figures cannot be loaded, and tries again", async () => {
    let fail = true;
    server.use(
      http.get("*/api/dashboards/:id/data", () =>
        fail
          ? HttpResponse.json({ message: "Basis data sibuk" }, { status: 503 })
          : HttpResponse.json({
              data: {
                at: "2026-03-10T03:00:00Z",
                period: { from: "2026-03-01", to: "2026-03-10" },
                widgets: {},
              },
            }),
      ),
    );
    const { user } = await openDashboard();
    const alert = await screen.findByRole("alert", {}, { timeout: 40_000 });
    expect(alert).toHaveTextContent("Angka dasbor tidak dapat dimuat");
    expect(alert).toHaveTextContent("Basis data sibuk");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Coba lagi" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(await screen.findAllByText("Belum ada data")).toHaveLength(3);
  });

  it("says before the working day begins that today's figures wait for it, and not after", async () => {
    let workStartsAt: string | undefined = "08:00";
    server.use(
      http.get("*/api/dashboards/:id/data", () =>
        HttpResponse.json({
          data: {
            at: "2026-03-10T22:00:00Z",
            ...(workStartsAt ? { work_starts_at: workStartsAt } : {}),
            period: { from: "2026-03-11", to: "2026-03-11" },
            widgets: {},
          },
        }),
      ),
    );
    const { user } = await openDashboard();
    const notice = await screen.findByText("Sebelum jam kerja (mulai 08:00 WIB)");
    expect(notice.closest("[role=status]")).not.toBeNull();
    workStartsAt = undefined;
    await user.selectOptions(screen.getByRole("combobox", { name: "Proyek" }), "Jalan Tol Cipali");
    await waitFor(() =>
      expect(screen.queryByText("Sebelum jam kerja", { exact: false })).toBeNull(),
    );
  });

  it("says when the dashboard is not there", async () => {
    signInAsSuperAdmin();
    server.use(
      http.get("*/api/dashboards/:id", () =>
        HttpResponse.json({ message: "Anda tidak memiliki izin" }, { status: 403 }),
      ),
    );
    await renderApp({ path: PATH });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Anda tidak memiliki izin membuka layar ini",
    );
  });
});
