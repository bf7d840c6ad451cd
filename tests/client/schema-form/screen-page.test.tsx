/**
 * A master-data screen in the whole app: the create form round-trips with the server (its 422
 * messages under the fields, its success message as a toast, then the detail), the update
 * form starts from the record and sends only what the user changed with its values as read, a
 * stale update (409) shows each field both changed — as read, theirs, the user's — and lets
 * the user reload or save their changes knowingly, the list opens on the bare route, a state
 * step that takes the record out of reach returns to the list (never a 403), and a route
 * without a screen keeps the placeholder.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { saveModules } from "../../../src/client/session/session-store";
import type { Module } from "../../../src/schema/modules";
import { MODULES, modulesAnswers, SIGNED_IN, setupClientTests, storeSession } from "../render-app";
import { renderAppWithForms, repoScreen, screenAnswers } from "./render-schema";

const skills = repoScreen("m-skills", "m_skills", { path: "/m-skills", resource: "m-skills" });
const SCREEN_MODULES: Module[] = MODULES.map((module) => ({
  ...module,
  routes: module.routes.map((route) =>
    route.path === "/m-skills" ? { ...route, schema: "m-skills" } : route,
  ),
}));
const RECORD = {
  id: 9,
  code: "LAS-01",
  name: "Juru Las",
  description: null,
  active: 1,
  created_at: "2026-01-15T02:30:00Z",
  updated_at: "2026-01-15T02:30:00Z",
  created_by: 7,
  updated_by: 7,
};

const server = setupClientTests(
  screenAnswers(skills),
  http.get("*/api/m-skills/9/show", () => HttpResponse.json({ data: RECORD })),
);

function signIn() {
  // Runtime handlers come before the defaults, whose modules have no screens.
  server.use(modulesAnswers(SCREEN_MODULES));
  storeSession({
    ...SIGNED_IN,
    permissions: ["read-m-skills", "create-m-skills", "update-m-skills", "read-m-diseases"],
  });
  saveModules(SCREEN_MODULES);
}

describe("a master-data screen", () => {
  it("creates a record: client errors, then the server's, then the detail", async () => {
    signIn();
    const sent: unknown[] = [];
    let answer = 422;
    server.use(
      http.post("*/api/m-skills/create", async ({ request }) => {
        sent.push(await request.json());
        return answer === 422
          ? HttpResponse.json(
              {
                code: "VALIDATION_FAILED",
                message: "Ada isian yang belum valid.",
                errors: { code: ["Kode Keahlian sudah digunakan"] },
              },
              { status: 422 },
            )
          : HttpResponse.json({
              data: RECORD,
              message: "Data Master Keahlian berhasil ditambahkan",
            });
      }),
    );
    const { user } = await renderAppWithForms("/master/m-skills?view=create");
    const code = await screen.findByLabelText(/Kode Keahlian/);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Kode Keahlian harus diisi")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(code, " LAS-01 ");
    await user.type(screen.getByLabelText(/Nama Keahlian/), "Juru Las");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Kode Keahlian sudah digunakan")).toBeInTheDocument();
    expect(await screen.findByText(/Ada isian yang belum valid\./)).toBeInTheDocument();
    expect(sent).toEqual([{ code: "LAS-01", name: "Juru Las", description: null, active: 1 }]);

    answer = 200;
    await user.clear(code);
    await user.type(code, "LAS-02");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(
      await screen.findByText("Data Master Keahlian berhasil ditambahkan"),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    const detail = await screen.findByText("Nama Keahlian");
    expect(detail.nextElementSibling).toHaveTextContent("Juru Las");
    expect(screen.getByRole("link", { name: "Ubah" })).toHaveAttribute(
      "href",
      "/master/m-skills?view=update&id=9",
    );
  });

  it("updates a record from its stored values and sends only the change, with the version", async () => {
    signIn();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put("*/api/m-skills/update", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: { ...RECORD, ...sent },
          message: "Edit data Master Keahlian berhasil",
        });
      }),
    );
    const { user } = await renderAppWithForms("/master/m-skills?view=update&id=9", "en");
    const name = await screen.findByLabelText(/Skill Name/);
    expect(name).toHaveValue("Juru Las");
    await user.clear(name);
    await user.type(name, "Juru Las Ahli");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Edit data Master Keahlian berhasil")).toBeInTheDocument();
    expect(sent).toEqual({
      id: 9,
      updated_at: RECORD.updated_at,
      name: "Juru Las Ahli",
      $base: { name: "Juru Las" },
    });
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
  });

  it("saves nothing when nothing changed, and says so", async () => {
    signIn();
    let calls = 0;
    server.use(
      http.put("*/api/m-skills/update", () => {
        calls += 1;
        return HttpResponse.json({ data: RECORD, message: "Edit data Master Keahlian berhasil" });
      }),
    );
    const { user } = await renderAppWithForms("/master/m-skills?view=update&id=9");
    const name = await screen.findByLabelText(/Nama Keahlian/);
    await user.clear(name);
    await user.type(name, "Juru Las ");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Tidak ada perubahan untuk disimpan.")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    expect(calls).toBe(0);
  });

  it("opens on the list, whose add-new button opens the create form", async () => {
    signIn();
    server.use(
      http.get("*/api/m-skills/list", () =>
        HttpResponse.json({
          data: [RECORD],
          total: 1,
          totalPage: 1,
          totalEstimated: false,
          rekap: [],
        }),
      ),
    );
    const { user } = await renderAppWithForms("/master/m-skills");
    const card = (await screen.findByText("LAS-01")).closest(".card") as HTMLElement;
    expect(within(card).getByRole("heading", { name: "Master Keahlian", level: 2 })).toBeVisible();
    await user.click(within(card).getByRole("link", { name: "Tambah data" }));
    expect(await screen.findByLabelText(/Kode Keahlian/)).toBeInTheDocument();
    expect(window.location.search).toBe("?view=create");
  });

  it.each([
    ["out of the reader's reach, returns to the list", 403, ""],
    ["still in reach, stays on the detail", 200, "?view=detail&id=9"],
  ])("after a state step that takes the record %s", async (_name, status, search) => {
    signIn();
    const stepped = {
      ...skills,
      transitions: [
        {
          name: "retire",
          label: { id: "Pensiunkan", en: "Retire" },
          from: ["1"],
          to: "0",
          column: "active",
        },
      ],
    };
    let shown = 0;
    server.use(
      screenAnswers(stepped),
      http.get("*/api/m-skills/9/show", () => {
        shown += 1;
        if (shown === 1 || status === 200) {
          return HttpResponse.json({ data: { ...RECORD, active: shown === 1 ? 1 : 0 } });
        }
        return HttpResponse.json(
          { code: "ROW_OUT_OF_SCOPE", message: "Data ini milik departemen atau proyek lain." },
          { status },
        );
      }),
      http.post("*/api/m-skills/9/transitions/retire", () =>
        HttpResponse.json({ data: { id: 9 }, message: "Pensiunkan berhasil" }),
      ),
      http.get("*/api/m-skills/list", () =>
        HttpResponse.json({ data: [], total: 0, totalPage: 0, totalEstimated: false, rekap: [] }),
      ),
      http.get("*/api/m-skills/9/transitions", () => HttpResponse.json({ data: [] })),
    );
    const { user } = await renderAppWithForms("/master/m-skills?view=detail&id=9");
    await user.click(await screen.findByRole("button", { name: "Pensiunkan" }));
    expect(await screen.findByText("Pensiunkan berhasil")).toBeInTheDocument();
    await waitFor(() => expect(shown).toBe(2));
    await waitFor(() => expect(window.location.search).toBe(search));
    expect(screen.queryByText(/milik departemen atau proyek lain/)).toBeNull();
    if (status === 200) {
      await waitFor(() =>
        expect(screen.queryByRole("button", { name: "Pensiunkan" })).not.toBeInTheDocument(),
      );
    }
  });

  describe("when someone else changed the record meanwhile", () => {
    const CURRENT = { ...RECORD, name: "Juru Las Senior", updated_at: "2026-01-16T08:00:00Z" };

    /** Edits the name and saves; the first PUT answers 409, later ones succeed. */
    async function saveStale() {
      signIn();
      const sent: Record<string, unknown>[] = [];
      server.use(
        http.put("*/api/m-skills/update", async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          if (sent.length === 1) {
            return HttpResponse.json(
              {
                message: "Data sudah diubah pengguna lain sejak Anda membukanya.",
                data: {
                  current: CURRENT,
                  submitted: body,
                  conflicts: [
                    { field: "name", base: RECORD.name, theirs: CURRENT.name, mine: body.name },
                  ],
                },
              },
              { status: 409 },
            );
          }
          return HttpResponse.json({ data: body, message: "Edit data Master Keahlian berhasil" });
        }),
      );
      const { user } = await renderAppWithForms("/master/m-skills?view=update&id=9");
      const name = await screen.findByLabelText(/Nama Keahlian/);
      await user.clear(name);
      await user.type(name, "Juru Las Ahli");
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Data sudah diubah pengguna lain sejak Anda membukanya.");
      return { user, sent, alert };
    }

    it("shows each field both changed: as read, as saved meanwhile, as the user has it", async () => {
      const { alert, sent } = await saveStale();
      expect(sent[0]).toEqual({
        id: 9,
        updated_at: RECORD.updated_at,
        name: "Juru Las Ahli",
        $base: { name: "Juru Las" },
      });
      const rows = within(alert).getAllByRole("row");
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ["Nama isian", "Semula", "Data saat ini", "Isian Anda"],
        ["Nama Keahlian", "Juru Las", "Juru Las Senior", "Juru Las Ahli"],
      ]);
      expect(window.location.search).toBe("?view=update&id=9");
    });

    it("saves the user's changes knowingly, onto the current record's version", async () => {
      const { user, alert, sent } = await saveStale();
      await user.click(within(alert).getByRole("button", { name: "Tetap simpan isian saya" }));
      expect(await screen.findByText("Edit data Master Keahlian berhasil")).toBeInTheDocument();
      expect(sent[1]).toEqual({
        id: 9,
        updated_at: CURRENT.updated_at,
        name: "Juru Las Ahli",
        $base: { name: "Juru Las Senior" },
      });
      await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    });

    it("reloads the current record, dropping the user's edits", async () => {
      const { user, alert, sent } = await saveStale();
      await user.click(within(alert).getByRole("button", { name: /Muat data terbaru/ }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      const name = await screen.findByLabelText(/Nama Keahlian/);
      expect(name).toHaveValue("Juru Las Senior");
      await user.type(name, " Ahli");
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({
        id: 9,
        updated_at: CURRENT.updated_at,
        name: "Juru Las Senior Ahli",
        $base: { name: "Juru Las Senior" },
      });
    });
  });

  it("keeps the placeholder for a route without a screen", async () => {
    signIn();
    await renderAppWithForms("/master/m-diseases");
    expect(await screen.findByRole("heading", { name: /sedang disiapkan/ })).toBeInTheDocument();
  });
});
