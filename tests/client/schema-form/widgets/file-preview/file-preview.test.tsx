/**
 * The document preview beside a stored file (admin-area §2): a PDF opens in a frame of its
 * signed address, an XLSX file's first sheet is read in the browser and shown as a table
 * (long sheets capped, with a note), Word files go to the external viewer only when one is
 * configured, and every other file is just its download link.
 */
import { screen } from "@testing-library/react";
import ExcelJS from "exceljs";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { DisplayValue } from "../../../../../src/client/schema-form/DisplayValue";
import {
  previewKind,
  viewerAddress,
} from "../../../../../src/client/schema-form/displays/file-preview/preview-kind";
import { SHEET_PREVIEW_ROWS } from "../../../../../src/client/schema-form/displays/file-preview/SheetPreview";
import type { DisplayItem } from "../../../../../src/schema/adapter/to-display";
import type { SchemaLocale } from "../../../../../src/schema/local-text";
import { APP_CONFIG, setupClientTests } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";
import { installDialog } from "../../transfer/browser-stubs";

const server = setupClientTests();
beforeAll(installDialog);

const DOCUMENT: DisplayItem = {
  id: "document",
  label: "Dokumen",
  type: "file",
  requestedType: "file",
  viewData: "document",
  transform: "",
  className: "",
  field: {},
};

const VIEWER = "https://viewer.mandor.test/embed?src={url}";

function withViewer(template: string) {
  server.use(
    http.get("*/api/app-config", () =>
      HttpResponse.json({ data: { ...APP_CONFIG, documentViewerUrl: template } }),
    ),
  );
}

async function sheet(rows: (string | number)[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const first = workbook.addWorksheet("Rekap");
  for (const row of rows) first.addRow(row);
  workbook.addWorksheet("Lain").addRow(["tidak tampil"]);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function serveFile(path: string, bytes: ArrayBuffer) {
  server.use(http.get(`*${path}`, () => HttpResponse.arrayBuffer(bytes)));
}

const show = (name: string, link: string, locale: SchemaLocale = "id") =>
  renderWithProviders(
    <DisplayValue
      item={DOCUMENT}
      record={{ document: name, $files: { document: link } }}
      locale={locale}
    />,
    locale,
  );

describe("previewKind", () => {
  it.each([
    ["2026/11/a.png", "", "image"],
    ["2026/11/a.PDF", "", "pdf"],
    ["2026/11/a.xlsx", "", "sheet"],
    ["2026/11/a.xls", "", "download"],
    ["2026/11/a.xls", VIEWER, "viewer"],
    ["2026/11/a.docx", "", "download"],
    ["2026/11/a.docx", VIEWER, "viewer"],
    ["2026/11/a.pptx", VIEWER, "viewer"],
    ["2026/11/a.csv", VIEWER, "download"],
    ["tanpa-ekstensi", VIEWER, "download"],
  ])("%s with viewer %j is %s", (name, viewer, kind) => {
    expect(previewKind(name, viewer)).toBe(kind);
  });

  it("hands the viewer the file's absolute address as one query value", () => {
    expect(
      viewerAddress(VIEWER, "/api/files/2026/11/a.docx?exp=1&sig=x", "https://mandor.test"),
    ).toBe(
      "https://viewer.mandor.test/embed?src=https%3A%2F%2Fmandor.test%2Fapi%2Ffiles%2F2026%2F11%2Fa.docx%3Fexp%3D1%26sig%3Dx",
    );
  });
});

describe("document preview", () => {
  it("opens a PDF in a frame of its signed address, the download at hand", async () => {
    const link = "/api/files/2026/11/kontrak.pdf?exp=1&sig=a";
    const { user } = await show("2026/11/kontrak.pdf", link);
    await user.click(screen.getByRole("button", { name: "Pratinjau kontrak.pdf" }));
    const dialog = screen.getByRole("dialog", { name: "kontrak.pdf" });
    expect(dialog.querySelector("iframe")).toHaveAttribute("src", link);
    expect(screen.getByTitle("Pratinjau kontrak.pdf")).toBe(dialog.querySelector("iframe"));
    expect(screen.getByRole("link", { name: "Unduh" })).toHaveAttribute("href", link);
  });

  it("reads an XLSX file's first sheet into a table", async () => {
    const link = "/api/files/2026/11/rekap.xlsx?exp=1&sig=b";
    serveFile(
      "/api/files/2026/11/rekap.xlsx",
      await sheet([
        ["Pekerja", "Jam"],
        ["Sutrisno", 40],
      ]),
    );
    const { user } = await show("2026/11/rekap.xlsx", link);
    await user.click(screen.getByRole("button", { name: "Pratinjau rekap.xlsx" }));
    const table = await screen.findByRole("table");
    const cells = [...table.querySelectorAll("tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ["Pekerja", "Jam"],
      ["Sutrisno", "40"],
    ]);
    expect(screen.queryByText("tidak tampil")).not.toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it.each<[SchemaLocale, string]>([
    ["id", `Menampilkan ${SHEET_PREVIEW_ROWS} baris pertama dari ${SHEET_PREVIEW_ROWS + 5}.`],
    ["en", `Showing the first ${SHEET_PREVIEW_ROWS} of ${SHEET_PREVIEW_ROWS + 5} rows.`],
  ])("caps a long sheet and says so (%s)", async (locale, note) => {
    const rows = Array.from({ length: SHEET_PREVIEW_ROWS + 5 }, (_, index) => [
      `baris ${index + 1}`,
    ]);
    serveFile("/api/files/2026/11/panjang.xlsx", await sheet(rows));
    const { user } = await show(
      "2026/11/panjang.xlsx",
      "/api/files/2026/11/panjang.xlsx?s=1",
      locale,
    );
    await user.click(screen.getByRole("button", { name: / panjang\.xlsx$/ }));
    const table = await screen.findByRole("table");
    expect(table.querySelectorAll("tr")).toHaveLength(SHEET_PREVIEW_ROWS);
    expect(screen.getByRole("note")).toHaveTextContent(note);
  });

  it("says so when the sheet cannot be read", async () => {
    serveFile("/api/files/2026/11/rusak.xlsx", new TextEncoder().encode("bukan xlsx").buffer);
    const { user } = await show("2026/11/rusak.xlsx", "/api/files/2026/11/rusak.xlsx?s=1");
    await user.click(screen.getByRole("button", { name: "Pratinjau rusak.xlsx" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Isi file rusak.xlsx tidak dapat dibaca. Unduh file untuk membukanya.",
    );
  });

  it("offers a Word file only as a download while no viewer is configured", async () => {
    await show("2026/11/surat.docx", "/api/files/2026/11/surat.docx?s=1");
    expect(await screen.findByRole("link", { name: "surat.docx" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pratinjau/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Pratinjau/ })).not.toBeInTheDocument();
  });

  it("opens a Word file in the configured external viewer, in a new tab", async () => {
    withViewer(VIEWER);
    await show("2026/11/surat.docx", "/api/files/2026/11/surat.docx?s=1");
    const preview = await screen.findByRole("link", { name: "Pratinjau surat.docx" });
    expect(preview).toHaveAttribute(
      "href",
      viewerAddress(VIEWER, "/api/files/2026/11/surat.docx?s=1", window.location.origin),
    );
    expect(preview).toHaveAttribute("target", "_blank");
    expect(preview).toHaveAttribute("rel", "noopener noreferrer");
  });
});
