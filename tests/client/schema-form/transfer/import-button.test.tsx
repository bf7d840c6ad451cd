/**
 * The import wizard against a mock server: the file goes up as multipart `file`, the server's
 * guessed mapping and key column come pre-filled and can be changed, the preview shows the
 * rows by action (Baru / Ubah / Tidak berubah), each listed row's changes or errors while the
 * progress is polled, the error report downloads, and 'Simpan' commits the same mapping and
 * key, toasts the server's message and tells the list to reload.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { StrictMode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ImportButton } from "../../../../src/client/schema-form/transfer/ImportButton";
import type { ImportPreviewAnswer, ImportUploadAnswer } from "../../../../src/schema/api/import";
import { MODELS, screenOf } from "../../../schema/fixtures";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";
import { catchDownloads, installDialog } from "./browser-stubs";

const server = setupClientTests();
const downloads = catchDownloads();
beforeAll(installDialog);

const projects = screenOf(MODELS.projects, { title: { id: "Proyek", en: "Projects" } }, "project");

const UPLOAD: ImportUploadAnswer["data"] = {
  importId: "imp-1",
  columns: ["Kode", "Nama Proyek", "Catatan"],
  fields: [
    { id: "project_code", label: "Kode Proyek", required: true },
    { id: "project_name", label: "Nama Proyek", required: true },
    { id: "owner_name", label: "Pemilik", required: false },
  ],
  mapping: { Kode: "project_code", "Nama Proyek": "project_name" },
  keys: ["project_code"],
  rowCount: 3,
};

const ROW_ERRORS = { project_code: ["Kode Proyek harus diisi"] };
const PREVIEW: ImportPreviewAnswer["data"] = {
  rowCount: 3,
  validCount: 2,
  errorCount: 1,
  counts: { create: 1, update: 1, unchanged: 0 },
  rows: [
    { row: 1, action: "create", key: "PRJ-1" },
    { row: 2, action: "create", errors: ROW_ERRORS },
    {
      row: 3,
      action: "update",
      key: "PRJ-3",
      changes: [{ field: "project_name", before: "Gedung Lama", after: "Gedung Sudirman" }],
    },
  ],
  errors: [{ row: 2, errors: ROW_ERRORS }],
};
const UNCHANGED: ImportPreviewAnswer["data"] = {
  ...PREVIEW,
  validCount: 3,
  errorCount: 0,
  counts: { create: 0, update: 0, unchanged: 3 },
  rows: [],
  errors: [],
};

function importServer(
  options: { holdPreview?: boolean; preview?: ImportPreviewAnswer["data"] } = {},
) {
  const calls = {
    uploaded: [] as string[],
    previewed: [] as unknown[],
    committed: [] as unknown[],
  };
  // What the page puts in its multipart body, read before msw re-encodes jsdom's FormData
  // (which loses the file on the way).
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, "append").mockImplementation(function spy(
    this: FormData,
    name: string,
    value: string | Blob,
  ) {
    if (value instanceof File) calls.uploaded.push(`${name}=${value.name}`);
    append.call(this, name, value as Blob);
  });
  let releasePreview = () => {};
  const previewHeld = options.holdPreview
    ? new Promise<void>((resolve) => {
        releasePreview = resolve;
      })
    : Promise.resolve();
  server.use(
    http.post("*/api/project/import", () => HttpResponse.json({ data: UPLOAD })),
    http.get("*/api/project/import/sessions/imp-1", () =>
      HttpResponse.json({ data: { stage: "validating", processed: 2, total: 3 } }),
    ),
    http.post("*/api/project/import/sessions/imp-1/preview", async ({ request }) => {
      calls.previewed.push(await request.json());
      await previewHeld;
      return HttpResponse.json({ data: options.preview ?? PREVIEW });
    }),
    http.post("*/api/project/import/sessions/imp-1/commit", async ({ request }) => {
      calls.committed.push(await request.json());
      return HttpResponse.json({
        message: "Impor Proyek selesai: 1 data baru, 1 diubah, 0 tidak berubah",
        data: { create: 1, update: 1, unchanged: 0, skipped: 1 },
      });
    }),
    http.get("*/api/project/import/sessions/imp-1/errors.csv", ({ request }) => {
      if (request.headers.get("Authorization") !== `Bearer ${"t".repeat(43)}`) {
        return HttpResponse.json({ message: "no token" }, { status: 401 });
      }
      return new HttpResponse("row,field,message\n2,project_code,Kode Proyek harus diisi\n", {
        headers: { "Content-Disposition": 'attachment; filename="proyek-error.csv"' },
      });
    }),
  );
  return { ...calls, releasePreview };
}

const csv = (name = "proyek.csv") =>
  new File(["Kode,Nama Proyek,Catatan\nPRJ-1,Gedung Sudirman,PT Maju\n"], name, {
    type: "text/csv",
  });

async function openWizard(onImported = vi.fn()) {
  localStorage.setItem("token", "t".repeat(43));
  // StrictMode runs every effect twice, as the app does in development.
  const view = await renderWithProviders(
    <StrictMode>
      <ImportButton screen={projects} onImported={onImported} />
    </StrictMode>,
  );
  await view.user.click(screen.getByRole("button", { name: "Import" }));
  return {
    ...view,
    onImported,
    dialog: screen.getByRole("dialog", { name: "Import data Proyek" }),
  };
}

describe("ImportButton", () => {
  it("uploads, maps, previews, and commits the mapping", async () => {
    const calls = importServer({ holdPreview: true });
    const { user, dialog, onImported } = await openWizard();
    const input = within(dialog).getByLabelText("File data");
    expect(input).toHaveFocus();

    await user.upload(input, csv());
    const code = await within(dialog).findByRole("combobox", { name: "Kode" });
    expect(calls.uploaded).toEqual(["file=proyek.csv"]);
    expect(code).toHaveValue("project_code");
    expect(within(dialog).getByRole("combobox", { name: "Nama Proyek" })).toHaveValue(
      "project_name",
    );
    const note = within(dialog).getByRole("combobox", { name: "Catatan" });
    expect(note).toHaveDisplayValue("(abaikan)");
    expect(within(note).getByRole("option", { name: "Kode Proyek *" })).toBeInTheDocument();
    expect(within(note).getByRole("option", { name: "Pemilik" })).toBeInTheDocument();
    await user.selectOptions(note, "owner_name");
    const key = within(dialog).getByRole("combobox", { name: "Kolom kunci (opsional)" });
    expect(key).toHaveDisplayValue("Kode Proyek");

    await user.click(within(dialog).getByRole("button", { name: "Periksa data" }));
    const bar = await within(dialog).findByRole("progressbar", { name: "Memeriksa data" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "2 / 3"));
    calls.releasePreview();
    await within(dialog).findByRole("heading", { name: "Hasil pemeriksaan" });
    expect(calls.previewed).toEqual([
      {
        mapping: { Kode: "project_code", "Nama Proyek": "project_name", Catatan: "owner_name" },
        key: "project_code",
      },
    ]);

    const stats = within(dialog).getByText("Jumlah baris").closest("dl") as HTMLElement;
    expect(stats).toHaveTextContent("Jumlah baris3Baru1Ubah1Tidak berubah0Error1");
    const rows = within(
      within(dialog).getByRole("region", { name: "Rincian per baris" }),
    ).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "BarisAksiKunciRincian",
      "1BaruPRJ-1",
      "2Error (Baru)—Kode Proyek: Kode Proyek harus diisi",
      "3UbahPRJ-3Nama Proyek: Gedung Lama → Gedung Sudirman",
    ]);
    expect(calls.committed).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(calls.committed).toEqual(calls.previewed);
    expect(
      await screen.findByText("Impor Proyek selesai: 1 data baru, 1 diubah, 0 tidak berubah"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("imports every row as new without a key, and says when nothing would change", async () => {
    const calls = importServer({ preview: UNCHANGED });
    const { user, dialog } = await openWizard();
    await user.upload(within(dialog).getByLabelText("File data"), csv());
    const key = await within(dialog).findByRole("combobox", { name: "Kolom kunci (opsional)" });
    await user.selectOptions(key, "");
    await user.click(within(dialog).getByRole("button", { name: "Periksa data" }));
    expect(
      await within(dialog).findByText(
        "Semua baris sama dengan data yang ada; menyimpan tidak mengubah apa pun.",
      ),
    ).toBeInTheDocument();
    expect(calls.previewed).toEqual([
      { mapping: { Kode: "project_code", "Nama Proyek": "project_name" } },
    ]);
    expect(within(dialog).queryByRole("region", { name: "Rincian per baris" })).toBe(null);
  });

  it("downloads the error report with the session's token", async () => {
    importServer();
    const { user, dialog } = await openWizard();
    await user.upload(within(dialog).getByLabelText("File data"), csv());
    await user.click(await within(dialog).findByRole("button", { name: "Periksa data" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Unduh laporan error (CSV)" }),
    );
    await waitFor(() => expect(downloads.saved).toEqual(["proyek-error.csv"]));
  });

  it("goes back to the mapping from the preview, keeping it, and writes nothing", async () => {
    const calls = importServer();
    const { user, dialog, onImported } = await openWizard();
    await user.upload(within(dialog).getByLabelText("File data"), csv());
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Kode" }), "");
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Field wajib belum dipetakan: Kode Proyek",
    );
    await user.click(within(dialog).getByRole("button", { name: "Periksa data" }));
    await user.click(await within(dialog).findByRole("button", { name: "Kembali ke pemetaan" }));
    expect(within(dialog).getByRole("combobox", { name: "Kode" })).toHaveDisplayValue("(abaikan)");
    await user.click(within(dialog).getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.committed).toEqual([]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and lets another file be chosen", async () => {
    server.use(
      http.post("*/api/project/import", () =>
        HttpResponse.json({ message: "Baris judul file kosong" }, { status: 422 }),
      ),
    );
    const { user, dialog } = await openWizard();
    await user.upload(within(dialog).getByLabelText("File data"), csv());
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Baris judul file kosong");
    expect(within(dialog).getByLabelText("File data")).toBeInTheDocument();
  });

  it("refuses a file that is neither CSV, XLSX nor XLS without uploading it", async () => {
    const calls = importServer();
    const { dialog } = await openWizard();
    // user.upload would filter by `accept`; a drop or "all files" in the picker does not.
    fireEvent.change(within(dialog).getByLabelText("File data"), {
      target: { files: [new File(["x"], "proyek.pdf", { type: "application/pdf" })] },
    });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Pilih file berformat CSV, XLSX, atau XLS hasil ekspor.",
    );
    expect(calls.uploaded).toEqual([]);
  });

  it("closes on Escape", async () => {
    const { dialog } = await openWizard();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toHaveFocus();
  });
});
