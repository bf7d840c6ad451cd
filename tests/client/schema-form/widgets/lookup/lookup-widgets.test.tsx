/**
 * The lookup widgets against a dataset answered by msw (admin-area §4, §7, §8, §9): the
 * dialog asks for ten rows with search, page and active 1, shows the display columns, pages,
 * chooses by keyboard (↓, Space, Enter) and commits when it closes — lookup-radio one code,
 * lookup-checkbox an array, its chosen items eight a page; a failed list says 'Daftar pilihan
 * tidak ditemukan', a stored code the getter lacks 'Value tidak ditemukan'.
 */
import type { WidgetProps } from "@rjsf/utils";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LookupCheckboxWidget } from "../../../../../src/client/schema-form/widgets/LookupCheckboxWidget";
import { LookupRadioWidget } from "../../../../../src/client/schema-form/widgets/LookupRadioWidget";
import { setupClientTests } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";
import { installDialog } from "../../transfer/browser-stubs";

installDialog();
const server = setupClientTests();

/** 25 foremen, "Mandor 01" … "Mandor 25", ids 101 … 125. */
const ROWS = Array.from({ length: 25 }, (_, index) => ({
  id: 101 + index,
  fullname: `Mandor ${String(index + 1).padStart(2, "0")}`,
  employee_code: `EMP-${index + 1}`,
}));

function answerDataset(fail = false) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get("*/api/employee/dataset", ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (fail) return HttpResponse.json({ message: "down" }, { status: 500 });
      const search = (query.get("search") ?? "").toLowerCase();
      const id = query.get("id");
      const matches = ROWS.filter(
        (row) => row.fullname.toLowerCase().includes(search) && (!id || String(row.id) === id),
      );
      const limit = Number(query.get("limit") ?? 10);
      const page = Number(query.get("page") ?? 1);
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
      });
    }),
  );
  return asked;
}

const OPTION = {
  label: "fullname",
  code: "id",
  columns: [{ data: "employee_code", label: { id: "Kode Pekerja", en: "Employee Code" } }],
};

type Widget = typeof LookupRadioWidget;

function Harness(props: { widget: Widget; initial?: unknown; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(props.initial);
  const Widget = props.widget;
  const widgetProps = {
    id: "root_foreman_id",
    name: "foreman_id",
    label: "Mandor",
    value,
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: "",
    rawErrors: [],
    schema: {},
    uiSchema: {},
    options: { getter: "employee", option: OPTION },
    registry: { formContext: {} },
    onChange: (next: unknown) => {
      setValue(next);
      props.onChange(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root_foreman_id">Mandor</label>
      <Widget {...widgetProps} />
    </>
  );
}

async function open(widget: Widget, initial?: unknown) {
  const onChange = vi.fn();
  const rendered = await renderWithProviders(
    <Harness widget={widget} initial={initial} onChange={onChange} />,
  );
  return { ...rendered, onChange };
}

const dialog = () => screen.getByRole("dialog");
const options = () => within(dialog()).getAllByRole("option");

describe("lookup-radio", () => {
  it("asks for ten rows with search, page and active 1, and pages through them", async () => {
    const asked = answerDataset();
    const { user } = await open(LookupRadioWidget);
    await user.click(screen.getByRole("button", { name: "Mandor" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ page: "1", limit: "10", active: "1" });
    expect(options()[0]).toHaveTextContent("Mandor 01EMP-1");
    expect(within(dialog()).getByText("Halaman 1 dari 3")).toBeTruthy();

    await user.click(within(dialog()).getByRole("button", { name: "Halaman berikutnya" }));
    await waitFor(() => expect(options()[0]).toHaveTextContent("Mandor 11"));

    await user.type(within(dialog()).getByRole("searchbox"), "mandor 2");
    await waitFor(() => expect(options()).toHaveLength(6));
    expect(Object.fromEntries(asked.at(-1) ?? [])).toMatchObject({ search: "mandor 2", page: "1" });
  });

  it("keeps a page turned within the search pause after opening", async () => {
    answerDataset();
    const { user } = await open(LookupRadioWidget);
    await user.click(screen.getByRole("button", { name: "Mandor" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    await user.click(within(dialog()).getByRole("button", { name: "Halaman berikutnya" }));
    await waitFor(() => expect(options()[0]).toHaveTextContent("Mandor 11"));
    // Past the dialog's search pause (300 ms): the untouched search must not reset the page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(options()[0]).toHaveTextContent("Mandor 11");
    expect(within(dialog()).getByText("Halaman 2 dari 3")).toBeTruthy();
  });

  it("chooses by keyboard and commits one code when Enter closes the dialog", async () => {
    answerDataset();
    const { user, onChange } = await open(LookupRadioWidget);
    await user.click(screen.getByRole("button", { name: "Mandor" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ }");
    expect(options()[2]).toHaveAttribute("aria-selected", "true");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{ArrowUp}{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(102);
    expect(screen.getByRole("button", { name: "Mandor" })).toHaveTextContent("Mandor 02");
  });

  it("shows a stored code by its row, and says when the getter lacks it", async () => {
    const asked = answerDataset();
    await open(LookupRadioWidget, 105);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Mandor" })).toHaveTextContent("Mandor 05"),
    );
    expect(asked[0]?.get("id")).toBe("105");
    await open(LookupRadioWidget, 999);
    expect(await screen.findByText("Value tidak ditemukan")).toBeTruthy();
  });

  it("says 'Daftar pilihan tidak ditemukan' when the list cannot be read", async () => {
    answerDataset(true);
    const { user } = await open(LookupRadioWidget);
    await user.click(screen.getByRole("button", { name: "Mandor" }));
    expect(await within(dialog()).findByText("Daftar pilihan tidak ditemukan")).toBeTruthy();
  });
});

describe("lookup-checkbox", () => {
  it("toggles several with Space and commits them as an array when Esc closes", async () => {
    answerDataset();
    const { user, onChange } = await open(LookupCheckboxWidget);
    await user.click(screen.getByRole("button", { name: "Mandor" }));
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-multiselectable", "true");
    screen.getByRole("listbox").focus();
    await user.keyboard("{ }{ArrowDown}{ }{ArrowDown}{ }{ArrowUp}{ }");
    // Esc reaches the dialog as its cancel event.
    fireEvent(dialog(), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([101, 103]);
    const chosen = screen.getByRole("region", { name: "Terpilih (2)" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mandor 01×", "Mandor 03×"]);
    await user.click(within(chosen).getByRole("button", { name: "Hapus Mandor 01" }));
    expect(onChange).toHaveBeenLastCalledWith([103]);
  });

  it("shows the chosen items eight a page", async () => {
    answerDataset();
    const { user } = await open(
      LookupCheckboxWidget,
      ROWS.slice(0, 10).map((row) => row.id),
    );
    const chosen = await screen.findByRole("region", { name: "Terpilih (10)" });
    await waitFor(() => expect(within(chosen).getByText("Mandor 01")).toBeTruthy());
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(8);
    expect(within(chosen).getByText("Halaman 1 dari 2")).toBeTruthy();
    await user.click(within(chosen).getByRole("button", { name: "Halaman berikutnya" }));
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mandor 09×", "Mandor 10×"]);
  });
});
