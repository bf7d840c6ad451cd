/**
 * Deleting a row from the list: the spec's confirmation naming the row, DELETE with the row as read, the
 * server's message as a toast and the list read again; a refused delete (409: the row changed
 * meanwhile) shows the error alert; cancelling sends nothing.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupClientTests } from "../../render-app";
import { renderAppWithForms, screenAnswers } from "../render-schema";
import { listAnswers, signIn, skillRow, skills } from "./list-fixtures";

const server = setupClientTests(screenAnswers(skills));

async function askToDelete(code: string) {
  signIn(server);
  const list = listAnswers(skills, { total: 3 });
  server.use(list.handler);
  const { user } = await renderAppWithForms("/master/m-skills");
  const row = (await screen.findByText(code)).closest("tr") as HTMLElement;
  await user.click(within(row).getByRole("button", { name: "Hapus" }));
  const dialog = await screen.findByRole("dialog", { name: "Hapus Permanen" });
  expect(dialog).toHaveTextContent("Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?");
  // The row is named by its display field, as the list shows it, not by its id.
  const name = `Keahlian ${Number(code.slice(-2))}`;
  expect(within(dialog).getByText(name).closest("p")).toHaveTextContent(`: ${name}`);
  return { user, dialog, calls: list.calls };
}

describe("deleting a row", () => {
  it("asks, sends the row as read, shows the server's message and reads the list again", async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete("*/api/m-skills/delete", async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ message: "Data Master Keahlian berhasil dihapus" });
      }),
    );
    const { user, dialog, calls } = await askToDelete("LAS-02");
    const before = calls.length;
    await user.click(within(dialog).getByRole("button", { name: "Ya, Lanjutkan" }));
    expect(await screen.findByText("Data Master Keahlian berhasil dihapus")).toBeInTheDocument();
    expect(deleted).toEqual([skillRow(2)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it("shows the error alert when the row changed since it was read", async () => {
    server.use(
      http.delete("*/api/m-skills/delete", () =>
        HttpResponse.json(
          {
            message: "Data sudah diubah pengguna lain. Muat ulang lalu coba lagi.",
            data: { current: { ...skillRow(2), name: "Baru" }, submitted: skillRow(2) },
          },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await askToDelete("LAS-02");
    await user.click(within(dialog).getByRole("button", { name: "Ya, Lanjutkan" }));
    const alert = await screen.findByText(/Data sudah diubah pengguna lain/);
    expect(alert.closest("span")).toHaveTextContent(/^Error — Data sudah diubah/);
  });

  it("sends nothing when cancelled", async () => {
    let sent = false;
    server.use(
      http.delete("*/api/m-skills/delete", () => {
        sent = true;
        return HttpResponse.json({ message: "x" });
      }),
    );
    const { user, dialog } = await askToDelete("LAS-03");
    await user.click(within(dialog).getByRole("button", { name: "Batalkan" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent).toBe(false);
  });
});
