/**
 * The mapping switch list against msw: rows with their switches, the flag filter and page
 * sizes in the query, a switch operated with Space, the confirm before switching off (cancel
 * puts the switch back, confirm sends), and a failed call putting the switch back with
 * 'Gagal Mengaktifkan data' and the server's message, in Indonesian and English.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { MappingSwitchList } from "../../../../../src/client/schema-form/widgets/mapping/MappingSwitchList";
import type { OverlayPanel } from "../../../../../src/schema/overlay/overlay-types";
import { setupClientTests } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";
import { installDialog } from "../../transfer/browser-stubs";

installDialog();

const PERMISSIONS = [
  { id: 1, name: "read-role", description: "Lihat role" },
  { id: 2, name: "update-role", description: "Ubah role" },
  { id: 3, name: "delete-role", description: "Hapus role" },
];
let mapped = new Set<number>();
let refuse: { status: number; message: string } | undefined;
const asked: URLSearchParams[] = [];
const sent: Record<string, unknown>[] = [];

const server = setupClientTests(
  http.get("*/api/mapping/role-permissions/9/list", ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const filter = query.get("value_mapping");
    const rows = PERMISSIONS.map((row) => ({
      ...row,
      value_mapping: mapped.has(row.id) ? 1 : 0,
    })).filter((row) => filter === "2" || String(row.value_mapping) === filter);
    return HttpResponse.json({ data: [{ data: rows, total: rows.length }] });
  }),
  http.put("*/api/mapping/role-permissions/update", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if (refuse) return HttpResponse.json({ message: refuse.message }, { status: refuse.status });
    if (body.value_mapping === 1) mapped.add(Number(body.id));
    else mapped.delete(Number(body.id));
    return HttpResponse.json({ data: body });
  }),
);

const PANEL: OverlayPanel = {
  type: "mapping",
  name: { id: "Hak Akses", en: "Permissions" },
  getter: "mapping/role-permissions/{id}",
  setter: "mapping/role-permissions",
  id_name: "role_id",
  columns: [
    { id: "name", label: { id: "Nama", en: "Name" } },
    { id: "description", label: { id: "Deskripsi", en: "Description" } },
  ],
};

function reset(ids: number[]) {
  mapped = new Set(ids);
  refuse = undefined;
  asked.length = 0;
  sent.length = 0;
}

const switchOf = (name: string) => screen.getByRole("switch", { name: new RegExp(`^${name} —`) });

describe("MappingSwitchList", () => {
  it("lists the rows with their switches, 10 a page, and filters active / inactive", async () => {
    reset([1]);
    const { user } = await renderWithProviders(<MappingSwitchList panel={PANEL} recordId={9} />);
    expect(await screen.findByRole("switch", { name: "read-role — Lihat role" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(switchOf("update-role")).toHaveAttribute("aria-checked", "false");
    expect(asked[0]?.get("limit")).toBe("10");
    expect(asked[0]?.get("value_mapping")).toBe("2");
    const sizes = screen.getByLabelText("Baris per halaman");
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "20", "50", "100"]);

    await user.selectOptions(screen.getByLabelText("Tampilkan"), "Tidak Aktif");
    await waitFor(() => expect(screen.queryByRole("switch", { name: /^read-role/ })).toBeNull());
    expect(asked.at(-1)?.get("value_mapping")).toBe("0");
    expect(screen.getAllByRole("switch")).toHaveLength(2);

    await user.selectOptions(sizes, "50");
    await waitFor(() => expect(asked.at(-1)?.get("limit")).toBe("50"));
  });

  it("switches a row on with Space and sends the row, the role's id and the flag", async () => {
    reset([]);
    const { user } = await renderWithProviders(<MappingSwitchList panel={PANEL} recordId={9} />);
    const toggle = await screen.findByRole("switch", { name: /^update-role/ });
    toggle.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(switchOf("update-role")).toHaveAttribute("aria-checked", "true"));
    expect(sent).toEqual([
      expect.objectContaining({ id: 2, name: "update-role", role_id: 9, value_mapping: 1 }),
    ]);
    expect(mapped).toEqual(new Set([2]));
  });

  it("asks before switching off when an alert is configured; cancel puts the switch back", async () => {
    reset([1]);
    const panel = { ...PANEL, alert: { id: "Cabut hak akses ini?", en: "Revoke this right?" } };
    const { user } = await renderWithProviders(<MappingSwitchList panel={panel} recordId={9} />);
    await user.click(await screen.findByRole("switch", { name: /^read-role/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Cabut hak akses ini?")).toBeInTheDocument();
    expect(switchOf("read-role")).toHaveAttribute("aria-checked", "false");
    await user.click(within(dialog).getByRole("button", { name: "Batalkan" }));
    expect(switchOf("read-role")).toHaveAttribute("aria-checked", "true");
    expect(sent).toEqual([]);

    await user.click(switchOf("read-role"));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Ya, Lanjutkan" }),
    );
    await waitFor(() => expect(mapped.has(1)).toBe(false));
    expect(sent).toEqual([expect.objectContaining({ id: 1, role_id: 9, value_mapping: 0 })]);
    await waitFor(() => expect(switchOf("read-role")).toHaveAttribute("aria-checked", "false"));
  });

  it("puts the switch back when the call fails, with 'Gagal Mengaktifkan data'", async () => {
    reset([]);
    refuse = {
      status: 403,
      message: "Anda tidak dapat memberikan delete-role karena Anda sendiri tidak memilikinya.",
    };
    const { user } = await renderWithProviders(<MappingSwitchList panel={PANEL} recordId={9} />);
    await user.click(await screen.findByRole("switch", { name: /^delete-role/ }));
    expect(await screen.findByText("Gagal Mengaktifkan data")).toBeInTheDocument();
    expect(screen.getByText(/karena Anda sendiri tidak memilikinya/)).toBeInTheDocument();
    expect(switchOf("delete-role")).toHaveAttribute("aria-checked", "false");
    expect(mapped.size).toBe(0);
  });

  it("speaks English: the pager and the server's refusal", async () => {
    reset([]);
    refuse = {
      status: 403,
      message: "You cannot grant delete-role because you do not hold it yourself.",
    };
    const { user } = await renderWithProviders(
      <MappingSwitchList panel={PANEL} recordId={9} />,
      "en",
    );
    await user.click(await screen.findByRole("switch", { name: /^delete-role/ }));
    expect(await screen.findByText(/you do not hold it yourself/)).toBeInTheDocument();
    expect(screen.getByLabelText("Rows per page")).toBeInTheDocument();
    expect(switchOf("delete-role")).toHaveAttribute("aria-checked", "false");
  });

  it("says the list could not be read", async () => {
    reset([]);
    server.use(
      http.get("*/api/mapping/role-permissions/9/list", () =>
        HttpResponse.json({ message: "Data role dengan id 9 tidak ditemukan." }, { status: 404 }),
      ),
    );
    await renderWithProviders(<MappingSwitchList panel={PANEL} recordId={9} />);
    expect(await screen.findByText("Daftar pilihan tidak ditemukan")).toBeInTheDocument();
  });
});
