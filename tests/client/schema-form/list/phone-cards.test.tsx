/**
 * A table list on a phone (below 640 px): each row a card titled by the record's name, its key
 * columns under it, and its actions in a menu button — Enter/Space/ArrowDown open it, the
 * arrows move, Escape closes it — whose items are the row's detail, edit and delete.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardFields, PHONE_MEDIA } from "../../../../src/client/schema-form/list/card-fields";
import type { DisplayItem } from "../../../../src/schema/adapter/to-display";
import { setupClientTests } from "../../render-app";
import { renderAppWithForms, screenAnswers } from "../render-schema";
import { listAnswers, signIn, skillRow, skills } from "./list-fixtures";

const server = setupClientTests(screenAnswers(skills));

/** A window as narrow as a phone: only the phone query matches. */
function phoneWindow() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === PHONE_MEDIA,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

async function phoneList() {
  signIn(server);
  const list = listAnswers(skills, { total: 3 });
  server.use(list.handler);
  const rendered = await renderAppWithForms("/master/m-skills");
  await screen.findByRole("heading", { name: "Keahlian 2" });
  const card = screen.getByRole("heading", { name: "Keahlian 2" }).closest("li") as HTMLElement;
  return { ...rendered, card, calls: list.calls };
}

const item = (id: string, type = "text") => ({ id, type }) as DisplayItem;

describe("a table list on a phone", () => {
  beforeEach(phoneWindow);
  afterEach(() => vi.unstubAllGlobals());

  it("draws each row as a card titled by its name, with its key columns", async () => {
    const { card } = await phoneList();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(document.querySelectorAll("li.list-card")).toHaveLength(3);
    expect(within(card).getByRole("heading")).toHaveTextContent("Keahlian 2");
    expect(within(card).getByText("Kode Keahlian")).toBeInTheDocument();
    expect(within(card).getByText("LAS-02")).toBeInTheDocument();
    // Paging stays the table's.
    expect(screen.getByText(/Total 3 data/)).toBeInTheDocument();
  });

  it("opens the row's menu from the keyboard and moves through its items", async () => {
    const { user, card } = await phoneList();
    const toggle = within(card).getByRole("button", { name: "Aksi Keahlian 2" });
    expect(toggle).toHaveAttribute("aria-haspopup", "menu");
    toggle.focus();
    await user.keyboard("{Enter}");
    const menu = within(card).getByRole("menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((element) => element.textContent)).toEqual(["Detail", "Ubah", "Hapus"]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(items[2]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(within(card).queryByRole("menu")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.keyboard(" ");
    expect(within(card).getByRole("menu")).toBeInTheDocument();
  });

  it("runs the same detail and edit as the table's buttons", async () => {
    const { user, card } = await phoneList();
    await user.click(within(card).getByRole("button", { name: "Aksi Keahlian 2" }));
    const menu = within(card).getByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Ubah" })).toHaveAttribute(
      "href",
      expect.stringContaining("view=update&id=2"),
    );
    server.use(http.get("*/api/m-skills/2/show", () => HttpResponse.json({ data: skillRow(2) })));
    await user.click(within(menu).getByRole("menuitem", { name: "Detail" }));
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=2"));
  });

  it("deletes the row after the same confirmation", async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete("*/api/m-skills/delete", async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ message: "Data Master Keahlian berhasil dihapus" });
      }),
    );
    const { user, card } = await phoneList();
    await user.click(within(card).getByRole("button", { name: "Aksi Keahlian 2" }));
    await user.click(within(card).getByRole("menuitem", { name: "Hapus" }));
    expect(within(card).queryByRole("menu")).not.toBeInTheDocument();
    const dialog = await screen.findByRole("dialog", { name: "Hapus Permanen" });
    await user.click(within(dialog).getByRole("button", { name: "Ya, Lanjutkan" }));
    expect(await screen.findByText("Data Master Keahlian berhasil dihapus")).toBeInTheDocument();
    expect(deleted).toEqual([skillRow(2)]);
  });
});

describe("a phone card's fields", () => {
  it("takes a name column as the title, a status column as the status, the next three", () => {
    const columns = ["employee_code", "nik", "fullname", "project_id", "join_date", "status"];
    const picked = cardFields(columns.map((id) => item(id)));
    expect(picked.title?.id).toBe("fullname");
    expect(picked.status?.id).toBe("status");
    expect(picked.fields.map((field) => field.id)).toEqual(["employee_code", "nik", "project_id"]);
  });

  it("falls back to the first text column, and to *_name over it", () => {
    expect(cardFields([item("photo", "file"), item("code"), item("x")]).title?.id).toBe("code");
    expect(cardFields([item("code"), item("project_name")]).title?.id).toBe("project_name");
    expect(cardFields([item("code"), item("document_status")]).status?.id).toBe("document_status");
  });
});
