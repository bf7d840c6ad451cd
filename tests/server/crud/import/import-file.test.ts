/**
 * Reading a file to import: CSV (any of Excel's separators, UTF-8 or Windows-1252) and .xlsx
 * (first sheet, cells as the text a user types) and the SpreadsheetML "xls" of the export (as
 * Mandor writes it and Excel saves it again) become one table with unique header names and
 * data rows that remember their place; empty files, other kinds and files past the row limit
 * are refused.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../src/server/config";
import { xlsWriter } from "../../../../src/server/crud/export/xls-writer";
import { readImportFile } from "../../../../src/server/crud/import/import-file";
import {
  headerNames,
  type ImportLimits,
  type ImportRow,
} from "../../../../src/server/crud/import/import-table";
import { SAMPLES } from "../../files/sample-files";
import { inflatingXlsx, inlineCell, sheetOf, withDeclaredSize, xlsxWith } from "./crafted-xlsx";

const LIMITS = loadConfig({}).imports;

/** The file read whole: its columns and every row the store would be handed, or the refusal. */
async function read(bytes: Uint8Array, name: string, limits: Partial<ImportLimits> = {}) {
  const rows: ImportRow[] = [];
  const result = await readImportFile(bytes, name, { ...LIMITS, ...limits }, async (batch) => {
    for (const { row, cells } of batch) rows.push({ row, cells: JSON.parse(cells) });
  });
  return "refused" in result ? result : { columns: result.columns, rows };
}

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
    expect(await read(Buffer.from(csv), "data.csv")).toEqual({
      columns: ["Kode", "Nama"],
      rows: [
        { row: 1, cells: ["LAS-01", "Juru Las"] },
        { row: 4, cells: ["COR-01", 'Tukang "Cor"\r\nbaris 2'] },
      ],
    });
  });

  it("takes semicolons and tabs, a BOM, and Windows-1252 text", async () => {
    const semicolons = await read(Buffer.from("\uFEFFKode;Nama\nLAS;Juru Las\n"), "a.csv");
    expect(semicolons).toEqual({
      columns: ["Kode", "Nama"],
      rows: [{ row: 1, cells: ["LAS", "Juru Las"] }],
    });
    const tabs = await read(Buffer.from("Kode\tNama\nLAS\tJuru\n"), "a.txt");
    expect(tabs).toMatchObject({ columns: ["Kode", "Nama"] });
    const latin = Buffer.from([
      0x4b, 0x6f, 0x74, 0x61, 0x0a, 0x42, 0x61, 0x6e, 0x64, 0xfc, 0x6e, 0x67, 0x0a,
    ]);
    expect(await read(latin, "kota.csv")).toEqual({
      columns: ["Kota"],
      rows: [{ row: 1, cells: ["Bandüng"] }],
    });
  });

  it("pads short rows and drops cells past the last header", async () => {
    expect(await read(Buffer.from("a,b,\n1\n1,2,3,4\n"), "x.csv")).toEqual({
      columns: ["a", "b"],
      rows: [
        { row: 1, cells: ["1", ""] },
        { row: 2, cells: ["1", "2"] },
      ],
    });
  });

  it("refuses an empty file, a header alone, an unclosed quote and too many rows", async () => {
    expect(await read(Buffer.from("\r\n\r\n"), "x.csv")).toEqual({
      refused: "IMPORT_EMPTY",
    });
    expect(await read(Buffer.from("Kode,Nama\r\n"), "x.csv")).toEqual({
      refused: "IMPORT_EMPTY",
    });
    expect(await read(Buffer.from('Kode\nA\n"LAS\n'), "x.csv")).toEqual({
      refused: "IMPORT_CSV_QUOTE",
      row: 3,
    });
    const rows = `Kode\n${Array.from({ length: 11 }, (_, i) => `K${i}`).join("\n")}\n`;
    expect(await read(Buffer.from(rows), "x.csv", { maxRows: 10 })).toEqual({
      refused: "IMPORT_TOO_MANY_ROWS",
      limit: 10,
    });
    expect(await read(Buffer.from(rows), "x.csv", { maxRows: 11 })).toMatchObject({
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
      expect(await read(bytes, name), name).toEqual({ refused: "IMPORT_FILE_TYPE" });
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
    expect(await read(bytes, "apa saja")).toEqual({
      columns: ["Kode", "Nama", "Tanggal", "Jumlah", "Aktif"],
      rows: [
        { row: 1, cells: ["LAS-01", "Juru Las", "2026-01-05", "1500.5", "true"] },
        { row: 3, cells: ["COR-01", "Tukang Cor", "2026-01-05 07:30:00", "2", "false"] },
      ],
    });
  });

  it("counts rows from the header wherever it starts, and refuses too many", async () => {
    const bytes = await workbook([[], ["Kode"], ["A"], ["B"], ["C"]]);
    expect(await read(bytes, "x.xlsx")).toEqual({
      columns: ["Kode"],
      rows: [
        { row: 1, cells: ["A"] },
        { row: 2, cells: ["B"] },
        { row: 3, cells: ["C"] },
      ],
    });
    expect(await read(bytes, "x.xlsx", { maxRows: 2 })).toEqual({
      refused: "IMPORT_TOO_MANY_ROWS",
      limit: 2,
    });
    expect(await read(await workbook([["Kode"]]), "x.xlsx")).toEqual({
      refused: "IMPORT_EMPTY",
    });
  });

  it("reads links, errors, shared formulas, booleans and a 1904 workbook's dates", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Data");
    sheet.addRow(["Tautan", "Galat", "Rumus", "Ya", "Tidak", "Kosong"]);
    sheet.addRow([
      { text: "tautan", hyperlink: "http://x" },
      { error: "#DIV/0!" },
      { formula: "1+1", result: 2 },
      true,
      false,
      null,
    ]);
    sheet.addRow([null, null, { sharedFormula: "C2", result: 3 }]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await read(bytes, "x.xlsx")).toEqual({
      columns: ["Tautan", "Galat", "Rumus", "Ya", "Tidak", "Kosong"],
      rows: [
        { row: 1, cells: ["tautan", "", "2", "true", "false", ""] },
        { row: 2, cells: ["", "", "3", "", "", ""] },
      ],
    });
    const dated = new ExcelJS.Workbook();
    dated.properties.date1904 = true;
    dated.addWorksheet("Data").addRows([["Tanggal"], [new Date(Date.UTC(2026, 0, 5))]]);
    expect(await read(Buffer.from(await dated.xlsx.writeBuffer()), "x.xlsx")).toEqual({
      columns: ["Tanggal"],
      rows: [{ row: 1, cells: ["2026-01-05"] }],
    });
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
    expect(await read(Buffer.from(text), "Tenaga-Kerja.xls")).toEqual({
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
    expect(await read(Buffer.from(text), "diubah.xml")).toEqual({
      columns: ["Kode", "Nama", "#3", "Masuk"],
      rows: [
        { row: 2, cells: ["", "Juru Las\nA", "", "2025-01-10"] },
        { row: 3, cells: ["7", "", "", "2025-01-10 08:30:00"] },
      ],
    });
  });
});

/** A SpreadsheetML workbook of `rows` (each the XML of its cells), after `prolog`. */
function spreadsheetMl(rows: string[], prolog = "") {
  return Buffer.from(`<?xml version="1.0"?>${prolog}
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Data"><Table>${rows.map((cells) => `<Row>${cells}</Row>`).join("")}</Table></Worksheet></Workbook>`);
}

const xmlCell = (text: string, attributes = "") =>
  `<Cell${attributes}><Data ss:Type="String">${text}</Data></Cell>`;

/** An external entity: a parser that resolved it would read the server's files into a cell. */
const EXTERNAL_ENTITY = '<!DOCTYPE Workbook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';

const BILLION_LAUGHS = `<!DOCTYPE Workbook [<!ENTITY lol "lol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`,
).join("")}]>`;

describe("readImportFile: limits", () => {
  const tight = { maxCellChars: 10, maxColumns: 3, maxRows: 2, maxUnpackedBytes: 1 << 20 };

  it.each([
    ["a cell too long", "Kode\n12345678901\n", "IMPORT_CELL_TOO_LONG", 10],
    ["a header too wide", "a,b,c,d\n1,2,3,4\n", "IMPORT_TOO_MANY_COLUMNS", 3],
    ["a row filled too wide", "a,b,c\n1,2,3,4\n", "IMPORT_TOO_MANY_COLUMNS", 3],
    ["too many rows", "a\n1\n2\n3\n", "IMPORT_TOO_MANY_ROWS", 2],
  ])("refuses a CSV with %s", async (_, csv, refused, limit) => {
    expect(await read(Buffer.from(csv), "x.csv", tight)).toEqual({ refused, limit });
  });

  it("takes rows with empty cells past the column limit, and refuses a table past its text budget", async () => {
    expect(await read(Buffer.from("a,b,c,,,\n1,2,3,,,\n"), "x.csv", tight)).toEqual({
      columns: ["a", "b", "c"],
      rows: [{ row: 1, cells: ["1", "2", "3"] }],
    });
    const csv = `a\n${"x".repeat(600)}\n${"y".repeat(600)}\n`;
    expect(await read(Buffer.from(csv), "x.csv", { maxUnpackedBytes: 1000 })).toEqual({
      refused: "IMPORT_UNPACKED_TOO_LARGE",
      limit: 0,
    });
  });

  it("refuses an .xlsx declaring more than the unpacked limit before inflating it", async () => {
    // 150 MB of one cell in 150 kB: the attack's own file.
    const bomb = await inflatingXlsx(150_000_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await read(bomb, "x.xlsx")).toEqual({
      refused: "IMPORT_UNPACKED_TOO_LARGE",
      limit: 100,
    });
    // Its central directory lying about the sheet's size: stopped as it inflates past it.
    const liar = withDeclaredSize(bomb, "xl/worksheets/sheet1.xml", 1000);
    const logged: unknown[] = [];
    const result = await readImportFile(
      liar,
      "x.xlsx",
      LIMITS,
      async () => {},
      (error) => {
        logged.push(error);
      },
    );
    expect(result).toEqual({ refused: "IMPORT_UNREADABLE" });
    expect(String(logged[0])).toContain("too many bytes");
  });

  it("stops an .xlsx cell at the cell limit as it inflates, within the unpacked limit", async () => {
    const bomb = await inflatingXlsx(2_000_000);
    expect(await read(bomb, "x.xlsx", { maxCellChars: 1000 })).toEqual({
      refused: "IMPORT_CELL_TOO_LONG",
      limit: 1000,
    });
    const shared = sheetOf([inlineCell("A1", "Kode"), inlineCell("A2", "x".repeat(11))]);
    expect(await read(await xlsxWith(shared), "x.xlsx", tight)).toEqual({
      refused: "IMPORT_CELL_TOO_LONG",
      limit: 10,
    });
  });

  it("refuses a filled .xlsx cell past the column limit, and ignores an empty one", async () => {
    const far = (cell: string) => xlsxWith(sheetOf([inlineCell("A1", "Kode"), cell]));
    expect(await read(await far(inlineCell("XFD2", "jauh")), "x.xlsx")).toEqual({
      refused: "IMPORT_TOO_MANY_COLUMNS",
      limit: 200,
    });
    expect(await read(await far(`${inlineCell("A2", "A")}<c r="XFD2" s="1"/>`), "x.xlsx")).toEqual({
      columns: ["Kode"],
      rows: [{ row: 1, cells: ["A"] }],
    });
  });

  it("refuses XML with a DTD (no entity is ever expanded), broken XML, and says nothing of why", async () => {
    const laughs = spreadsheetMl([xmlCell("Kode"), xmlCell("&lol9;")], BILLION_LAUGHS);
    // [file, name, whether the parser itself complained (logged for the server's eyes only)]
    const files = [
      [laughs, "bom.xls", false],
      [spreadsheetMl([xmlCell("Kode"), xmlCell("&xxe;")], EXTERNAL_ENTITY), "xxe.xls", false],
      [await xlsxWith(EXTERNAL_ENTITY + sheetOf([inlineCell("A1", "&xxe;")])), "xxe.xlsx", false],
      [await xlsxWith(BILLION_LAUGHS + sheetOf([inlineCell("A1", "&lol9;")])), "bom.xlsx", false],
      [await xlsxWith(sheetOf([inlineCell("A1", "Kode"), '<c r="A2"><v>1</v>'])), "x.xlsx", true],
      [spreadsheetMl([xmlCell("Kode"), "<Cell>"]), "x.xls", true],
      [(await xlsxWith(sheetOf([inlineCell("A1", "Kode")]))).subarray(0, 400), "x.xlsx", true],
    ] as const;
    for (const [bytes, name, complained] of files) {
      const logged: unknown[] = [];
      const result = await readImportFile(
        bytes,
        name,
        LIMITS,
        async () => {},
        (error) => {
          logged.push(error);
        },
      );
      expect(result, name).toEqual({ refused: "IMPORT_UNREADABLE" });
      expect(logged, name).toHaveLength(complained ? 1 : 0);
    }
  });

  it("refuses a SpreadsheetML file past the text budget an .xlsx has", async () => {
    const rows = [xmlCell("Kode"), ...Array.from({ length: 50 }, () => xmlCell("x".repeat(40)))];
    const limits = { maxCellChars: 100, maxColumns: 3, maxRows: 100, maxUnpackedBytes: 1000 };
    expect(await read(spreadsheetMl(rows), "besar.xls", limits)).toEqual({
      refused: "IMPORT_UNPACKED_TOO_LARGE",
      limit: 0,
    });
  });

  it("bounds an XML token before the parser holds it, and refuses absurd indexes", async () => {
    const comment = spreadsheetMl([
      xmlCell("Kode"),
      `<!--${"x".repeat(2_000_000)}-->${xmlCell("A")}`,
    ]);
    expect(await read(comment, "x.xls", { maxCellChars: 100 })).toEqual({
      refused: "IMPORT_CELL_TOO_LONG",
      limit: 100,
    });
    expect(
      await read(spreadsheetMl([xmlCell("Kode"), xmlCell("x".repeat(11))]), "x.xls", tight),
    ).toEqual({ refused: "IMPORT_CELL_TOO_LONG", limit: 10 });
    expect(
      await read(
        spreadsheetMl([xmlCell("Kode"), xmlCell("jauh", ' ss:Index="9"')]),
        "x.xls",
        tight,
      ),
    ).toEqual({ refused: "IMPORT_TOO_MANY_COLUMNS", limit: 3 });
    const spans = spreadsheetMl([xmlCell("Kode"), xmlCell("A", ' ss:MergeAcross="16000"')]);
    expect(await read(spans, "x.xls", tight)).toEqual({
      columns: ["Kode"],
      rows: [{ row: 1, cells: ["A"] }],
    });
    const absurd = spreadsheetMl([xmlCell("Kode"), xmlCell("A", ' ss:Index="1000000000000"')]);
    expect(await read(absurd, "x.xls")).toEqual({ refused: "IMPORT_UNREADABLE" });
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
