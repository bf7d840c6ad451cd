/**
 * The state steps of a row (overlay `transitions`): a button per step the row's state and the
 * user's permissions allow; a step asking a reason opens the dialog naming the record and
 * asking its question, refuses
 * an empty required reason without a call, sends the trimmed reason on confirm and shows the
 * server's message; cancel sends nothing; a refused step shows the server's reason.
 */
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { TransitionActions } from "../../../../src/client/schema-form/transitions/TransitionActions";
import { MODELS, screenOf } from "../../../schema/fixtures";
import { SIGNED_IN, setupClientTests, storeSession } from "../../render-app";
import { renderWithProviders } from "../render-schema";
import { installDialog } from "../transfer/browser-stubs";

const server = setupClientTests();
installDialog();

const projects = screenOf(
  MODELS.projects,
  {
    transitions: [
      {
        name: "close",
        label: { id: "Tutup Proyek", en: "Close Project" },
        from: ["running"],
        to: "done",
        reason: "required",
        confirm: { id: "Tutup proyek ini?", en: "Close this project?" },
        variant: "danger",
      },
      {
        name: "reopen",
        label: { id: "Buka Lagi", en: "Reopen" },
        from: ["done"],
        to: "running",
      },
    ],
  },
  "project",
);

function stepAnswers(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.post("*/api/project/:id/transitions/:name", async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

async function renderRow(status: string, permissions = ["read-project", "update-project"]) {
  storeSession({ ...SIGNED_IN, permissions });
  const onDone = vi.fn();
  const rendered = await renderWithProviders(
    <TransitionActions
      screen={projects}
      row={{ id: 9, status, project_name: "Gedung Kantor Semarang" }}
      onDone={onDone}
    />,
  );
  return { ...rendered, onDone };
}

describe("TransitionActions and its dialog", () => {
  it.each([
    ["running, may update", "running", ["update-project"], ["Tutup Proyek"]],
    ["done, may update", "done", ["update-project"], ["Buka Lagi"]],
    ["running, read only", "running", ["read-project"], []],
  ])("offers the steps of the row's state and rights (%s)", async (_n, status, rights, labels) => {
    await renderRow(status, rights);
    expect(screen.queryAllByRole("button").map((button) => button.textContent)).toEqual(labels);
  });

  it("asks the question and a required reason, refuses an empty one, then sends it", async () => {
    const sent = stepAnswers(() =>
      HttpResponse.json({ data: { id: 9, state: "done" }, message: "Tutup Proyek berhasil" }),
    );
    const { user, onDone } = await renderRow("running");
    await user.click(screen.getByRole("button", { name: "Tutup Proyek" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Tutup proyek ini?");
    expect(dialog).toHaveTextContent("Layar: Gedung Kantor Semarang");
    await user.click(screen.getByRole("button", { name: "Ya, Lanjutkan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Alasan harus diisi");
    expect(screen.getByLabelText("Alasan (wajib)")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText("Alasan (wajib)"), "  Serah terima selesai  ");
    await user.click(screen.getByRole("button", { name: "Ya, Lanjutkan" }));
    expect(await screen.findByText("Tutup Proyek berhasil")).toBeInTheDocument();
    expect(sent).toEqual([
      { url: "/api/project/9/transitions/close", body: { reason: "Serah terima selesai" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("sends nothing when cancelled", async () => {
    const sent = stepAnswers(() => HttpResponse.json({}));
    const { user, onDone } = await renderRow("running");
    await user.click(screen.getByRole("button", { name: "Tutup Proyek" }));
    await user.click(await screen.findByRole("button", { name: "Batalkan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("takes a step without reason or question at once, and shows the server's refusal", async () => {
    const sent = stepAnswers(() =>
      HttpResponse.json(
        { message: "Langkah Buka Lagi tidak dapat dilakukan dari status running" },
        { status: 409 },
      ),
    );
    const { user, onDone } = await renderRow("done");
    await user.click(screen.getByRole("button", { name: "Buka Lagi" }));
    expect(
      await screen.findByText(/Langkah Buka Lagi tidak dapat dilakukan dari status running/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/project/9/transitions/reopen", body: {} }]);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
