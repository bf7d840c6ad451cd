/**
 * Reading a file to import: CSV (any of Excel's separators, UTF-8 or Windows-1252) and .xlsx
 * (first sheet, cells as the text a user types) and the SpreadsheetML "xls" of the export (as
 * Mandor writes it and Excel saves it again) become one table with unique header names and
 * data rows that remember their place; empty files, other kinds and files past the row limit
 * are refused.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { xlsWriter } from "../../../../src/server/crud/export/xls-writer";
import { readImportFile } from "../../../../src/server/crud/import/import-file";
import { headerNames } from "../../../../src/server/crud/import/import-table";
import { cellText } from "../../../../src/server/crud/import/parse-xlsx";
import { SAMPLES } from "../../files/sample-files";

async function workbook(rows: unknown[][], extraSheet = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Data");
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) book.addWorksheet("Lain").addRow(["tidak", "dibaca"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("readImportFile: CSV", () => {
  it("reads a header row and data rows, skipping blank rows but keeping row numbers", async () => {
    const csv = 'Kode,Nama\r\nLAS-01,Juru Las\r\n\r\n,\r\n"COR-01","Tukang ""Cor""\r\nbaris 2"\r\n';
    expect(await readImportFile(Buffer.from(csv), "data.csv")).toEqual({
      columns: ["Kode", "Nama"],
      rows: [
        { row: 1, cells: ["LAS-01", "Juru Las"] },
        { row: 4, cells: ["COR-01", 'Tukang "Cor"\r\nbaris 2'] },
      ],
    });
  });

  it("takes semicolons and tabs, a BOM, and Windows-1252 text", async () => {
    const semicolons = await readImportFile(
      Buffer.from("\uFEFFKode;Nama\nLAS;Juru Las\n"),
      "a.csv",
    );
    expect(semicolons).toEqual({
      columns: ["Kode", "Nama"],
      rows: [{ row: 1, cells: ["LAS", "Juru Las"] }],
    });
    const tabs = await readImportFile(Buffer.from("Kode\tNama\nLAS\tJuru\n"), "a.txt");
    expect(tabs).toMatchObject({ columns: ["Kode", "Nama"] });
    const latin = Buffer.from([
      0x4b, 0x6f, 0x74, 0x61, 0x0a, 0x42, 0x61, 0x6e, 0x64, 0xfc, 0x6e, 0x67, 0x0a,
    ]);
    expect(await readImportFile(latin, "kota.csv")).toEqual({
      columns: ["Kota"],
      rows: [{ row: 1, cells: ["Bandüng"] }],
    });
  });

  it("pads short rows and drops cells past the last header", async () => {
    expect(await readImportFile(Buffer.from("a,b,\n1\n1,2,3,4\n"), "x.csv")).toEqual({
      columns: ["a", "b"],
      rows: [
        { row: 1, cells: ["1", ""] },
        { row: 2, cells: ["1", "2"] },
      ],
    });
  });

  it("refuses an empty file, a header alone, an unclosed quote and too many rows", async () => {
    expect(await readImportFile(Buffer.from("\r\n\r\n"), "x.csv")).toEqual({
      refused: "IMPORT_EMPTY",
    });
    expect(await readImportFile(Buffer.from("Kode,Nama\r\n"), "x.csv")).toEqual({
      refused: "IMPORT_EMPTY",
    });
    expect(await readImportFile(Buffer.from('Kode\n"LAS\n'), "x.csv")).toMatchObject({
      refused: "IMPORT_UNREADABLE",
    });
    const rows = `Kode\n${Array.from({ length: 11 }, (_, i) => `K${i}`).join("\n")}\n`;
    expect(await readImportFile(Buffer.from(rows), "x.csv", 10)).toEqual({
      refused: "IMPORT_TOO_MANY_ROWS",
      limit: 10,
    });
    expect(await readImportFile(Buffer.from(rows), "x.csv", 11)).toMatchObject({
      columns: ["Kode"],
    });
  });

  it("refuses other kinds of file, whatever their name", async () => {
    for (const [bytes, name] of [
      [SAMPLES.csv, "data.json"],
      [SAMPLES.png, "data.csv"],
      [SAMPLES.docx, "data.xlsx"],
      [SAMPLES.cfb, "data.xls"],
      [Buffer.from("a,b\u0000"), "data.csv"],
      [Buffer.from('<?xml version="1.0"?><html/>'), "data.xls"],
    ] as const) {
      expect(await readImportFile(bytes, name), name).toEqual({ refused: "IMPORT_FILE_TYPE" });
    }
  });
});

describe("readImportFile: XLSX", () => {
  it("reads the first sheet, each cell as the text a user would type", async () => {
    const bytes = await workbook(
      [
        ["Kode", "Nama", "Tanggal", "Jumlah", "Aktif"],
        [
          "LAS-01",
          { richText: [{ text: "Juru " }, { text: "Las" }] },
          new Date(Date.UTC(2026, 0, 5)),
          1500.5,
          true,
        ],
        [],
        [
          "COR-01",
          "Tukang Cor",
          new Date(Date.UTC(2026, 0, 5, 7, 30)),
          { formula: "1+1", result: 2 },
          false,
        ],
      ],
      true,
    );
    expect(await readImportFile(bytes, "apa saja")).toEqual({
      columns: ["Kode", "Nama", "Tanggal", "Jumlah", "Aktif"],
      rows: [
        { row: 1, cells: ["LAS-01", "Juru Las", "2026-01-05", "1500.5", "true"] },
        { row: 3, cells: ["COR-01", "Tukang Cor", "2026-01-05 07:30:00", "2", "false"] },
      ],
    });
  });

  it("counts rows from the header wherever it starts, and refuses too many", async () => {
    const bytes = await workbook([[], ["Kode"], ["A"], ["B"], ["C"]]);
    expect(await readImportFile(bytes, "x.xlsx")).toEqual({
      columns: ["Kode"],
      rows: [
        { row: 1, cells: ["A"] },
        { row: 2, cells: ["B"] },
        { row: 3, cells: ["C"] },
      ],
    });
    expect(await readImportFile(bytes, "x.xlsx", 2)).toEqual({
      refused: "IMPORT_TOO_MANY_ROWS",
      limit: 2,
    });
    expect(await readImportFile(await workbook([["Kode"]]), "x.xlsx")).toEqual({
      refused: "IMPORT_EMPTY",
    });
  });

  it.each([
    [null, ""],
    ["teks", "teks"],
    [12, "12"],
    [{ text: "tautan", hyperlink: "http://x" }, "tautan"],
    [{ error: "#DIV/0!" }, ""],
    [{ sharedFormula: "A1", result: "x" }, "x"],
    [new Date(Number.NaN), ""],
  ])("cellText(%j) → %j", (value, text) => {
    expect(cellText(value as ExcelJS.CellValue)).toBe(text);
  });
});

describe("readImportFile: SpreadsheetML (the export's xls)", () => {
  it("reads back what the export wrote, text exactly and numbers as numbers", async () => {
    const text = [
      xlsWriter.head("Tenaga Kerja", ["NIK", "Nama", "Gaji"]),
      xlsWriter.rows([
        [
          { text: "3471121809717909" },
          { text: 'Budi <"Ben"> & Co' },
          { text: "Rp. 1.250", number: 1250, money: true },
        ],
        [{ text: "0812" }, { text: "=1+1" }, { text: "" }],
      ]),
      xlsWriter.foot(),
    ].join("");
    expect(await readImportFile(Buffer.from(text), "Tenaga-Kerja.xls")).toEqual({
      columns: ["NIK", "Nama", "Gaji"],
      rows: [
        { row: 1, cells: ["3471121809717909", 'Budi <"Ben"> & Co', "1250"] },
        { row: 2, cells: ["0812", "=1+1", ""] },
      ],
    });
  });

  it("reads a sheet Excel saved again: skipped cells and rows, spans, dates, formatted text", async () => {
    const text = `<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet" xmlns:html="http://www.w3.org/TR/REC-html40">
 <Worksheet ss:Name="Data"><Table ss:ExpandedColumnCount="4">
  <Row ss:AutoFitHeight="0"><Cell><Data ss:Type="String">Kode</Data></Cell><Cell ss:MergeAcross="1"><Data ss:Type="String">Nama</Data></Cell><Cell><Data ss:Type="String">Masuk</Data></Cell></Row>
  <Row ss:Index="3"><Cell ss:Index="2"><ss:Data ss:Type="String" xmlns="http://www.w3.org/TR/REC-html40"><B>Juru</B> Las&#10;&#x41;</ss:Data></Cell><Cell ss:Index="4"><Data ss:Type="DateTime">2025-01-10T00:00:00.000</Data></Cell></Row>
  <Row><Cell><Data ss:Type="Number">7</Data></Cell><Cell/><Cell/><Cell><Data ss:Type="DateTime">2025-01-10T08:30:00.000</Data></Cell></Row>
 </Table></Worksheet>
 <Worksheet ss:Name="Lain"><Table><Row><Cell><Data ss:Type="String">tidak</Data></Cell></Row></Table></Worksheet>
</Workbook>`;
    expect(await readImportFile(Buffer.from(text), "diubah.xml")).toEqual({
      columns: ["Kode", "Nama", "#3", "Masuk"],
      rows: [
        { row: 2, cells: ["", "Juru Las\nA", "", "2025-01-10"] },
        { row: 3, cells: ["7", "", "", "2025-01-10 08:30:00"] },
      ],
    });
  });
});

describe("headerNames", () => {
  it("trims, numbers blanks, tells repeats apart and drops trailing blanks", () => {
    expect(headerNames([" Kode ", "", "Nama", "Nama", "Kode", " ", ""])).toEqual([
      "Kode",
      "#2",
      "Nama",
      "Nama (2)",
      "Kode (2)",
    ]);
  });
});
