/**
 * The list's export: the list query without paging (search, filters with ranges, sort) plus
 * the chosen type — xlsx for the "Export" button, every type in the menu, xlsx first and the
 * spec's xls named as the older Excel — the file saved under the server's name (or the spec's
 * dated title), and the spec's alerts for an empty export and for a failure.
 */
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ExportMenu } from "../../../../src/client/schema-form/transfer/ExportMenu";
import type { ListQuery } from "../../../../src/schema/api/crud";
import { MODELS, screenOf } from "../../../schema/fixtures";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";
import { catchDownloads } from "./browser-stubs";

const server = setupClientTests();
const downloads = catchDownloads();

const projects = screenOf(
  MODELS.projects,
  {
    title: { id: "Daftar Proyek", en: "Projects" },
    fields: { start_date: { filter: { show: true, type: "date-range" } } },
  },
  "project",
);

const QUERY: ListQuery = {
  page: 3,
  limit: 50,
  sort_by: "project_name",
  sort: "ASC",
  search: "  gedung ",
  filters: {
    department_id: 4,
    start_date: ["2026-01-01", "2026-01-31"],
    status: ["active", "done"],
    territory_id: "",
  },
};

function exportAnswers(init: { status?: number; disposition?: string; body?: object } = {}) {
  const requests: URL[] = [];
  server.use(
    http.get("*/api/project/export", ({ request }) => {
      requests.push(new URL(request.url));
      if (init.body) return HttpResponse.json(init.body, { status: init.status ?? 200 });
      return new HttpResponse("<table></table>", {
        headers: {
          "Content-Type": "application/vnd.ms-excel",
          ...(init.disposition ? { "Content-Disposition": init.disposition } : {}),
        },
      });
    }),
  );
  return requests;
}

describe("ExportMenu", () => {
  it("asks for every row of the list as xlsx and saves it under the server's name", async () => {
    const requests = exportAnswers({
      disposition: `attachment; filename="Daftar-Proyek.xlsx"; filename*=UTF-8''Daftar%20Proyek%20%E2%80%94%20Jan.xlsx`,
    });
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Export" }));

    await waitFor(() => expect(downloads.saved).toEqual(["Daftar Proyek — Jan.xlsx"]));
    const [url] = requests;
    expect([...(url?.searchParams ?? [])]).toEqual([
      ["format", "xlsx"],
      ["sort_by", "project_name"],
      ["sort", "ASC"],
      ["search", "gedung"],
      ["department_id", "4"],
      ["start_date_from", "2026-01-01"],
      ["start_date_to", "2026-01-31"],
      ["status", "active"],
      ["status", "done"],
    ]);
    expect(url?.searchParams.has("page")).toBe(false);
    expect(url?.searchParams.has("limit")).toBe(false);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  // The day in the name is Jakarta's (UTC+7), whatever the machine's zone: 17:00 UTC is
  // midnight there, and the instants around it cross a day, a month and a year.
  it.each([
    ["2026-11-24T16:59:59Z", "24-11-2026"],
    ["2026-11-24T17:00:00Z", "25-11-2026"],
    ["2026-11-24T23:30:00Z", "25-11-2026"],
    ["2026-11-30T17:00:00Z", "01-12-2026"],
    ["2026-12-31T16:59:59Z", "31-12-2026"],
    ["2026-12-31T17:00:00Z", "01-01-2027"],
  ])(
    "offers every type in its menu, xlsx first, and names the file after the title and date (at %s)",
    async (instant, day) => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const requests = exportAnswers();
      const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
      const toggle = screen.getByRole("button", { name: "Pilih format export" });
      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
        "Excel (.xlsx)",
        "Excel 2003 (.xls)",
        "CSV (.csv)",
        "CSV untuk Excel (.csv)",
        "HTML (.html)",
      ]);
      expect(screen.getByRole("menuitem", { name: "Excel (.xlsx)" })).toHaveFocus();
      await user.keyboard("{ArrowDown}{ArrowDown}");
      expect(screen.getByRole("menuitem", { name: "CSV (.csv)" })).toHaveFocus();
      await user.keyboard("{Enter}");

      await waitFor(() => expect(downloads.saved).toEqual([`Daftar-Proyek-${day}.csv`]));
      expect(requests[0]?.searchParams.get("format")).toBe("csv");
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    },
  );

  it.each([
    ["Excel 2003 (.xls)", "xls", "xls"],
    ["CSV untuk Excel (.csv)", "csv-excel", "csv"],
  ])("exports %s as format %s into a .%s file", async (label, format, extension) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T17:00:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const requests = exportAnswers();
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Pilih format export" }));
    await user.click(screen.getByRole("menuitem", { name: label }));
    await waitFor(() => expect(downloads.saved).toEqual([`Daftar-Proyek-25-11-2026.${extension}`]));
    expect(requests[0]?.searchParams.get("format")).toBe(format);
  });

  it("names the menu's types in English too", async () => {
    const { user } = await renderWithProviders(
      <ExportMenu screen={projects} query={QUERY} />,
      "en",
    );
    await user.click(screen.getByRole("button", { name: "Choose export format" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Excel (.xlsx)",
      "Excel 2003 (.xls)",
      "CSV (.csv)",
      "CSV for Excel (.csv)",
      "HTML (.html)",
    ]);
  });

  it("is busy while the file downloads", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get("*/api/project/export", async () => {
        await gate;
        return new HttpResponse("a;b");
      }),
    );
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Export" }));
    const busy = await screen.findByRole("button", { name: "Mengekspor…" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    release();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Export" })).not.toHaveAttribute("aria-busy");
  });

  it("closes its menu on Escape without exporting", async () => {
    const requests = exportAnswers();
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Pilih format export" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("says 'Data Kosong' when there is nothing to export (422)", async () => {
    exportAnswers({ status: 422, body: { message: "Tidak ada data" } });
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Data Kosong")).toBeInTheDocument();
    expect(screen.getByText(/Tidak dapat mengeksport data kosong/)).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });

  it("shows the server's message under 'Error' when the export fails", async () => {
    exportAnswers({ status: 403, body: { message: "Anda tidak memiliki izin" } });
    const { user } = await renderWithProviders(<ExportMenu screen={projects} query={QUERY} />);
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText(/Anda tidak memiliki izin/)).toBeInTheDocument();
  });
});
