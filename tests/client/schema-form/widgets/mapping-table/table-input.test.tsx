/**
 * The table input against msw: rows with their label and number cells, 50 a page and DESC by
 * default, this month in Jakarta as the period, a header click sorting DESC then ASC, a count
 * typed by keyboard, saved (only the edited rows) and read again, a refusal shown on its
 * cell, a read-only figure after the inputs (the actual count) that does not name the row,
 * `empty-list` on an empty list, in Indonesian and English.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableInput } from "../../../../../src/client/schema-form/widgets/table-input/TableInput";
import type { OverlayPanel } from "../../../../../src/schema/overlay/overlay-types";
import { setupClientTests } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";

let plan = new Map<number, number>();
let refuse: Record<string, string[]> | undefined;
let rowsShown = true;
const asked: URLSearchParams[] = [];
const saved: unknown[] = [];
const TYPES = [
  { id: 1, code: "MDR", name: "Mandor" },
  { id: 2, code: "TKG", name: "Tukang" },
];

setupClientTests(
  http.get("*/api/table-input/project-manpower-plan/5/list", ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    const data = rowsShown
      ? TYPES.map((row) => ({
          ...row,
          planned_count: plan.get(row.id) ?? null,
          actual_count: row.id * 4,
        }))
      : [];
    return HttpResponse.json({ data, total: data.length });
  }),
  http.put("*/api/table-input/project-manpower-plan/5/update", async ({ request }) => {
    const body = (await request.json()) as { rows: Array<{ id: number; planned_count: number }> };
    saved.push(body);
    if (refuse) {
      return HttpResponse.json(
        { message: "Ada isian yang belum valid.", errors: refuse },
        { status: 422 },
      );
    }
    for (const row of body.rows) plan.set(row.id, row.planned_count);
    return HttpResponse.json({
      data: { changed: body.rows.length },
      message: "Edit data Rencana Manpower berhasil",
    });
  }),
);

const PANEL: OverlayPanel = {
  type: "table-input",
  name: { id: "Rencana Manpower", en: "Manpower Plan" },
  getter: "table-input/project-manpower-plan/{id}",
  setter: "table-input/project-manpower-plan/{id}",
  columns: [
    { id: "code", label: { id: "Kode", en: "Code" }, type: "label" },
    { id: "name", label: { id: "Tipe Manpower", en: "Manpower Type" }, type: "label" },
    {
      id: "planned_count",
      label: { id: "Jumlah Rencana", en: "Planned Count" },
      type: "number",
      precision: 0,
    },
  ],
  filters: [{ id: "period", label: { id: "Periode", en: "Period" }, type: "month" }],
};

beforeEach(() => {
  plan = new Map([[2, 7]]);
  refuse = undefined;
  rowsShown = true;
  asked.length = 0;
  saved.length = 0;
  // 30 November 17:00 UTC is already 1 December in Jakarta.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-30T17:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const cell = (name: string) => screen.getByLabelText(`Jumlah Rencana ${name}`);

describe("TableInput", () => {
  it("lists the rows 50 a page, DESC, for this month in Jakarta, and sorts by a header", async () => {
    const { user } = await renderWithProviders(<TableInput panel={PANEL} recordId={5} />);
    expect(await screen.findByText("Mandor")).toBeInTheDocument();
    expect(cell("TKG Tukang")).toHaveValue("7");
    expect(cell("MDR Mandor")).toHaveValue("");
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      page: "1",
      limit: "50",
      sort: "DESC",
      period: "2026-12",
    });
    expect(screen.getByLabelText("Periode")).toHaveValue("2026-12");

    await user.click(screen.getByRole("button", { name: "Tipe Manpower" }));
    await waitFor(() => expect(asked.at(-1)?.get("sort_by")).toBe("name"));
    expect(asked.at(-1)?.get("sort")).toBe("DESC");
    await user.click(screen.getByRole("button", { name: "Tipe Manpower" }));
    await waitFor(() => expect(asked.at(-1)?.get("sort")).toBe("ASC"));
    expect(screen.getByRole("columnheader", { name: "Tipe Manpower" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  });

  it("edits a count by keyboard, saves only the edited row and reads the plan again", async () => {
    const { user } = await renderWithProviders(<TableInput panel={PANEL} recordId={5} />);
    await screen.findByText("Mandor");
    const save = screen.getByRole("button", { name: "Simpan" });
    expect(save).toBeDisabled();
    cell("MDR Mandor").focus();
    await user.keyboard("1250");
    expect(cell("MDR Mandor")).toHaveValue("1.250");
    await user.tab();
    expect(cell("TKG Tukang")).toHaveFocus();
    await user.click(save);
    expect(await screen.findByText("Edit data Rencana Manpower berhasil")).toBeInTheDocument();
    expect(saved).toEqual([
      { filters: { period: "2026-12" }, rows: [{ id: 1, planned_count: 1250 }] },
    ]);
    await waitFor(() => expect(cell("MDR Mandor")).toHaveValue("1.250"));
    expect(plan.get(1)).toBe(1250);
    expect(screen.getByRole("button", { name: "Simpan" })).toBeDisabled();
  });

  it("shows a read-only figure after the input without naming the row by it", async () => {
    const withActual: OverlayPanel = {
      ...PANEL,
      columns: [
        ...PANEL.columns,
        { id: "actual_count", label: { id: "Jumlah Aktual", en: "Actual Count" }, type: "label" },
      ],
    };
    await renderWithProviders(<TableInput panel={withActual} recordId={5} />);
    await screen.findByText("Tukang");
    const row = screen.getByText("Tukang").closest("tr") as HTMLElement;
    expect(within(row).getByText("8")).toBeInTheDocument();
    expect(cell("TKG Tukang")).toHaveValue("7");
  });

  it("shows a refusal on its cell and keeps the edit", async () => {
    refuse = { "2.planned_count": ["planned_count minimal 0"] };
    const { user } = await renderWithProviders(<TableInput panel={PANEL} recordId={5} />);
    await screen.findByText("Tukang");
    await user.clear(cell("TKG Tukang"));
    await user.type(cell("TKG Tukang"), "3");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    const row = screen.getByText("Tukang").closest("tr") as HTMLElement;
    expect(await within(row).findByText("planned_count minimal 0")).toBeInTheDocument();
    expect(cell("TKG Tukang")).toHaveAttribute("aria-invalid", "true");
    expect(cell("TKG Tukang")).toHaveValue("3");
  });

  it("emits empty-list when nothing is listed", async () => {
    rowsShown = false;
    const onEmptyList = vi.fn();
    const heard = vi.fn();
    document.addEventListener("empty-list", heard);
    await renderWithProviders(<TableInput panel={PANEL} recordId={5} onEmptyList={onEmptyList} />);
    expect(await screen.findByText("Belum ada data")).toBeInTheDocument();
    expect(onEmptyList).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener("empty-list", heard);
  });

  it("speaks English: headers, the save button and numbers", async () => {
    const { user } = await renderWithProviders(<TableInput panel={PANEL} recordId={5} />, "en");
    await screen.findByText("Mandor");
    const input = screen.getByLabelText("Planned Count MDR Mandor");
    input.focus();
    await user.keyboard("1250");
    expect(input).toHaveValue("1,250");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByLabelText("Rows per page")).toBeInTheDocument();
  });
});
