/**
 * The generic screen when a call fails or a view is not the user's to open, and leaving a
 * changed form: a screen without its overlay says it is not configured (404), a record of
 * another department says whose it is (403), a server fault offers a retry that refetches;
 * `?view=update` and `?view=create` without the permission never show a form; a changed
 * form asks before Batal, a sidebar link, the browser's back or a reload lose it, and
 * nothing asks when nothing changed or after a save. A list whose address filters the server
 * refuses offers to drop them.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupClientTests } from "../render-app";
import {
  ALL_SKILLS,
  listAnswers,
  signIn as signInWith,
  skillRow,
  skills,
} from "./list/list-fixtures";
import { renderAppWithForms, screenAnswers } from "./render-schema";

const RECORD = skillRow(9);
const CONNECTION = /Periksa koneksi/;

const server = setupClientTests(
  screenAnswers(skills),
  http.get("*/api/m-skills/9/show", () => HttpResponse.json({ data: RECORD })),
  listAnswers(skills, { total: 1 }).handler,
);

/** Signed in with `permissions`; the sidebar also offers the diseases screen. */
function signIn(permissions: string[] = ALL_SKILLS) {
  signInWith(server, [...permissions, "read-m-diseases"]);
}

describe("a failed load says what failed", () => {
  it("a screen whose overlay is missing is not configured (404), with a way home", async () => {
    signIn();
    const message = 'Layar "m-skills" tidak ditemukan atau belum pernah valid.';
    server.use(
      http.get("*/api/schema/m-skills", () =>
        HttpResponse.json({ code: "SCHEMA_NOT_FOUND", message }, { status: 404 }),
      ),
    );
    await renderAppWithForms("/master/m-skills");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Layar ini belum dikonfigurasi");
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(CONNECTION);
    expect(within(alert).getByRole("link", { name: "Kembali ke beranda" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(alert).queryByRole("button", { name: "Coba lagi" })).not.toBeInTheDocument();
  });

  it("a record of another department says whose it is (403), with a way back to the list", async () => {
    signIn();
    const message =
      "Data Master Keahlian ini berada di luar departemen dan proyek yang Anda kelola.";
    server.use(
      http.get("*/api/m-skills/9/show", () =>
        HttpResponse.json({ code: "RECORD_OUT_OF_SCOPE", message }, { status: 403 }),
      ),
    );
    await renderAppWithForms("/master/m-skills?page=2&view=detail&id=9");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Data ini milik departemen atau proyek lain");
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(CONNECTION);
    expect(within(alert).getByRole("link", { name: "Kembali ke daftar" })).toHaveAttribute(
      "href",
      "/master/m-skills?page=2",
    );
  });

  it("a deleted record is missing (404)", async () => {
    signIn();
    server.use(
      http.get("*/api/m-skills/9/show", () =>
        HttpResponse.json(
          {
            code: "RECORD_NOT_FOUND",
            message: "Data Master Keahlian dengan id 9 tidak ditemukan.",
          },
          { status: 404 },
        ),
      ),
    );
    await renderAppWithForms("/master/m-skills?view=update&id=9");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Data tidak ditemukan");
    expect(alert).toHaveTextContent("Data Master Keahlian dengan id 9 tidak ditemukan.");
  });

  it("a server fault offers a retry that loads the record again", async () => {
    signIn();
    let fail = true;
    server.use(
      http.get("*/api/m-skills/9/show", () =>
        fail
          ? HttpResponse.json({ message: "Basis data tidak dapat dihubungi." }, { status: 503 })
          : HttpResponse.json({ data: RECORD }),
      ),
    );
    const { user } = await renderAppWithForms("/master/m-skills?view=detail&id=9");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Data tidak dapat dimuat");
    expect(alert).toHaveTextContent("Basis data tidak dapat dihubungi.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Coba lagi" }));
    const name = await screen.findByText("Nama Keahlian");
    expect(name.nextElementSibling).toHaveTextContent("Keahlian 9");
  });

  it("no answer at all (network) is the connection's fault, with a retry", async () => {
    signIn();
    let fail = true;
    server.use(
      http.get("*/api/schema/m-skills", () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { id: "m-skills", version: "v1", screen: skills } }),
      ),
    );
    const { user } = await renderAppWithForms("/master/m-skills");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Layar tidak dapat dimuat");
    expect(alert).toHaveTextContent(CONNECTION);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Coba lagi" }));
    expect(await screen.findByText("LAS-01")).toBeInTheDocument();
  });
});

describe("a list whose address the server refuses", () => {
  it("offers Hapus filter, which drops the address's filters and keeps the page", async () => {
    signIn();
    const message = "Permintaan tidak valid: tanggal 2025-13-45 tidak ada.";
    server.use(
      http.get("*/api/m-skills/list", ({ request }) => {
        const asked = new URL(request.url).searchParams;
        if (asked.has("search") || asked.has("created_at_from")) {
          return HttpResponse.json({ code: "BAD_REQUEST", message }, { status: 400 });
        }
      }),
    );
    const { user } = await renderAppWithForms(
      "/master/m-skills?f.created_at_from=2025-13-45&search=las",
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Daftar data tidak dapat dimuat");
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole("button", { name: "Hapus filter" }));
    expect(await screen.findByText("Keahlian 1")).toBeInTheDocument();
    expect(window.location.search).not.toMatch(/f\.|search=/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers no Hapus filter when the address asks for nothing to drop", async () => {
    signIn();
    server.use(
      http.get("*/api/m-skills/list", () =>
        HttpResponse.json({ code: "BAD_REQUEST", message: "Ditolak." }, { status: 400 }),
      ),
    );
    await renderAppWithForms("/master/m-skills");
    const alert = await screen.findByRole("alert");
    expect(within(alert).queryByRole("button", { name: "Hapus filter" })).not.toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Kembali ke beranda" })).toBeInTheDocument();
  });
});

describe("a view the user may not open", () => {
  it("?view=update without update permission shows no form and loads no record", async () => {
    signIn(["read-m-skills"]);
    let reads = 0;
    server.use(
      http.get("*/api/m-skills/9/show", () => {
        reads += 1;
        return HttpResponse.json({ data: RECORD });
      }),
    );
    await renderAppWithForms("/master/m-skills?view=update&id=9");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Anda tidak dapat mengubah data di layar ini");
    expect(alert).toHaveTextContent("update-m-skills");
    expect(within(alert).getByRole("link", { name: "Kembali ke detail" })).toHaveAttribute(
      "href",
      "/master/m-skills?view=detail&id=9",
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Simpan" })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it("?view=create without create permission shows no form", async () => {
    signIn(["read-m-skills"]);
    await renderAppWithForms("/master/m-skills?view=create");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Anda tidak dapat menambah data di layar ini");
    expect(within(alert).getByRole("link", { name: "Kembali ke daftar" })).toHaveAttribute(
      "href",
      "/master/m-skills",
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});

describe("leaving a changed form", () => {
  /** The update form with the name changed. */
  async function changedForm(path = "/master/m-skills?view=update&id=9") {
    signIn();
    const rendered = await renderAppWithForms(path);
    const name = await screen.findByLabelText(/Nama Keahlian/);
    await rendered.user.type(name, " Ahli");
    return { ...rendered, name };
  }

  const question = () => screen.findByRole("dialog", { name: "Tinggalkan halaman ini?" });

  it("by Batal asks; staying keeps the input, leaving goes to the detail", async () => {
    const { user, name } = await changedForm();
    await user.click(screen.getByRole("button", { name: "Batal" }));
    await user.click(within(await question()).getByRole("button", { name: "Tetap di sini" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.location.search).toBe("?view=update&id=9");
    expect(name).toHaveValue("Keahlian 9 Ahli");

    await user.click(screen.getByRole("button", { name: "Batal" }));
    await user.click(within(await question()).getByRole("button", { name: "Ya, tinggalkan" }));
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("by a sidebar link asks first", async () => {
    const { user } = await changedForm();
    await user.click(screen.getByRole("link", { name: "Master Riwayat Penyakit" }));
    await question();
    expect(window.location.pathname).toBe("/master/m-skills");
    await user.click(screen.getByRole("button", { name: "Ya, tinggalkan" }));
    await waitFor(() => expect(window.location.pathname).toBe("/master/m-diseases"));
  });

  it("by the browser's back asks, and keeps the page until confirmed", async () => {
    signIn();
    const { user } = await renderAppWithForms("/master/m-skills?view=detail&id=9");
    await user.click(await screen.findByRole("link", { name: "Ubah" }));
    const name = await screen.findByLabelText(/Nama Keahlian/);
    await user.type(name, " Ahli");
    act(() => window.history.back());
    await user.click(within(await question()).getByRole("button", { name: "Tetap di sini" }));
    expect(window.location.search).toBe("?view=update&id=9");
    expect(screen.getByLabelText(/Nama Keahlian/)).toHaveValue("Keahlian 9 Ahli");

    act(() => window.history.back());
    await user.click(within(await question()).getByRole("button", { name: "Ya, tinggalkan" }));
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    expect(await screen.findByRole("link", { name: "Ubah" })).toBeInTheDocument();
  });

  /** Whether a reload or closing the tab would ask now. */
  const reloadAsks = () => {
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    return unload.defaultPrevented;
  };

  it("by reload or closing the tab asks only while something is changed", async () => {
    signIn();
    const { user } = await renderAppWithForms("/master/m-skills?view=update&id=9");
    const name = await screen.findByLabelText(/Nama Keahlian/);
    expect(reloadAsks()).toBe(false);
    await user.type(name, "x");
    expect(reloadAsks()).toBe(true);
    await user.type(name, "{Backspace}");
    expect(reloadAsks()).toBe(false);
    await user.click(screen.getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("on a new record's form asks once something is typed, not for its defaults", async () => {
    signIn();
    const { user } = await renderAppWithForms("/master/m-skills?view=create");
    const code = await screen.findByLabelText(/Kode Keahlian/);
    await user.type(code, "L");
    await user.click(screen.getByRole("button", { name: "Batal" }));
    await user.click(within(await question()).getByRole("button", { name: "Tetap di sini" }));
    await user.clear(code);
    await user.click(screen.getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before Batal, and nothing after a save", async () => {
    server.use(
      http.put("*/api/m-skills/update", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { ...RECORD, ...body }, message: "Edit data berhasil" });
      }),
    );
    const { user } = await changedForm();
    await user.click(screen.getByRole("button", { name: "Batal" }));
    await user.click(within(await question()).getByRole("button", { name: "Tetap di sini" }));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(window.location.search).toBe("?view=detail&id=9"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(reloadAsks()).toBe(false);
  });
});
