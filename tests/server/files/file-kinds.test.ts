/**
 * What an upload may be, told by its bytes: pictures, PDF, Office files and plain text are
 * kept under the detected extension; markup (HTML, SVG, XML), archives and programs never are,
 * whatever they are called.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { detectKind, isPlainText } from "../../../src/server/files/file-kinds";
import { SAMPLES } from "./sample-files";

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Data").addRow(["kode", "nama"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("detectKind", () => {
  it.each([
    ["foto.jpg", SAMPLES.jpg, "jpg", "image/jpeg", true],
    ["foto.png", SAMPLES.png, "png", "image/png", true],
    ["foto.webp", SAMPLES.webp, "webp", "image/webp", true],
    ["animasi.gif", SAMPLES.gif, "gif", "image/gif", true],
    ["surat.pdf", SAMPLES.pdf, "pdf", "application/pdf", true],
    [
      "surat.docx",
      SAMPLES.docx,
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      false,
    ],
    [
      "paparan.pptx",
      SAMPLES.pptx,
      "pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      false,
    ],
    ["lama.xls", SAMPLES.cfb, "xls", "application/vnd.ms-excel", false],
    ["lama.DOC", SAMPLES.cfb, "doc", "application/msword", false],
    ["data.csv", SAMPLES.csv, "csv", "text/csv; charset=utf-8", false],
    [
      "catatan.txt",
      Buffer.from("\uFEFFBaris satu\nbaris dua"),
      "txt",
      "text/plain; charset=utf-8",
      false,
    ],
    // The bytes decide, not the name: a picture called .txt is kept as the picture it is.
    ["foto.txt", SAMPLES.png, "png", "image/png", true],
    ["tanpa-nama", SAMPLES.pdf, "pdf", "application/pdf", true],
  ])("keeps %s as %s", async (name, bytes, ext, mime, inline) => {
    expect(await detectKind(bytes, name)).toEqual({ ext, mime, inline });
  });

  it("keeps an Excel workbook as xlsx", async () => {
    expect((await detectKind(await xlsx(), "data.xlsx"))?.ext).toBe("xlsx");
  });

  it.each([
    ["gambar.svg", SAMPLES.svg],
    ["gambar.png", SAMPLES.svg],
    ["gambar.txt", SAMPLES.svg],
    ["gambar.png", SAMPLES.xmlSvg],
    ["halaman.html", SAMPLES.html],
    ["halaman.png", SAMPLES.html],
    ["halaman.csv", SAMPLES.html],
    ["arsip.zip", SAMPLES.zip],
    ["arsip.docx", SAMPLES.zip],
    ["program.exe", SAMPLES.exe],
    ["program.pdf", SAMPLES.exe],
    ["pasang.msi", SAMPLES.cfb],
    ["data.json", Buffer.from('{"a":1}')],
  ])("refuses %s with those bytes", async (name, bytes) => {
    expect(await detectKind(bytes, name)).toBeUndefined();
  });
});

describe("isPlainText", () => {
  it.each([
    ["UTF-8 text", Buffer.from("Kode;Nama\nLAS;Juru Las ü"), true],
    ["text with NUL", Buffer.from("a\u0000b"), false],
    ["not UTF-8", Buffer.from([0x61, 0xff, 0x62]), false],
    ["markup after blanks", Buffer.from("  \n<html>"), false],
  ])("%s → %s", (_name, bytes, expected) => {
    expect(isPlainText(bytes)).toBe(expected);
  });
});
