/**
 * The export writers as pure functions: CSV that papaparse reads back cell for cell, a
 * SpreadsheetML workbook with a legal sheet name, typed cells and nothing XML cannot carry, an
 * escaped HTML table; and no cell a spreadsheet would run as a formula.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { exportFileName } from "../../../../src/schema/api/export-file-name";
import { csvWriter, excelCsvWriter } from "../../../../src/server/crud/export/csv-writer";
import { htmlWriter } from "../../../../src/server/crud/export/html-writer";
import { xmlText } from "../../../../src/server/crud/export/markup-text";
import { sheetName } from "../../../../src/server/crud/export/sheet-name";
import {
  type ExportCell,
  guardFormula,
  type SheetWriter,
} from "../../../../src/server/crud/export/sheet-writer";
import { xlsWriter } from "../../../../src/server/crud/export/xls-writer";
import { contentDisposition } from "../../../../src/server/files/content-disposition";
import { parseSpreadsheetMl } from "./spreadsheet-ml";

const text = (value: string): ExportCell => ({ text: value });
const ROWS: ExportCell[][] = [
  [text("LAS-01"), text('Juru "Las", senior'), { text: "1.500", number: 1500 }],
  [text('=HYPERLINK("x")'), text("baris\ndua"), { text: "Rp. 2.000", number: 2000, money: true }],
  [text("@SUM(A1)"), text("<b>&amp;</b>"), text("-12")],
];

function whole(
  writer: SheetWriter,
  rows: ExportCell[][] = ROWS,
  headers = ["Kode", "Nama", "Nilai"],
) {
  return (
    writer.head("Master Keahlian", headers) +
    writer.rows(rows.slice(0, 1)) +
    writer.rows(rows.slice(1)) +
    writer.foot()
  );
}

describe("guardFormula", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+62 812", "'+62 812"],
    ["-A1", "'-A1"],
    ["@cmd", "'@cmd"],
    ["\t=x", "'\t=x"],
    ["-12", "-12"],
    ["-1.234,5", "-1.234,5"],
    ["Juru Las", "Juru Las"],
    ["'=1+2", "''=1+2"],
    ["'Budi", "'Budi"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(guardFormula(input)).toBe(expected);
  });
});

describe("csvWriter", () => {
  it("writes UTF-8 with a BOM, CRLF lines and RFC 4180 quoting, one batch after another", () => {
    const csv = whole(csvWriter);
    expect(csv.startsWith("\uFEFFKode,Nama,Nilai\r\n")).toBe(true);
    expect(csv).toContain('"Juru ""Las"", senior"');
    expect(csv.endsWith("\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ["Kode", "Nama", "Nilai"],
      ["LAS-01", 'Juru "Las", senior', "1.500"],
      ['\'=HYPERLINK("x")', "baris\ndua", "Rp. 2.000"],
      ["'@SUM(A1)", "<b>&amp;</b>", "-12"],
    ]);
  });

  it("guards the headers too", () => {
    expect(csvWriter.head("x", ["=Kode"])).toBe("\uFEFF'=Kode\r\n");
  });

  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    [" edge", '" edge"'],
    ["edge ", '"edge "'],
    ["in side", "in side"],
    ["0812345678901234", "0812345678901234"],
  ])("writes the cell %j as %j", (cell, written) => {
    expect(csvWriter.rows([[text(cell)]])).toBe(`${written}\r\n`);
  });
});

describe("excelCsvWriter", () => {
  it("marks the digit strings a spreadsheet would change, as RFC 4180 quotes them", () => {
    expect(excelCsvWriter.rows([[text("0812345678901234"), text("=1+1"), text("LAS-01")]])).toBe(
      `"=""0812345678901234""",'=1+1,LAS-01\r\n`,
    );
  });

  it("leaves numbers alone and writes the plain CSV's BOM and lines", () => {
    const rows = [[{ text: "628123456789", number: 628123456789 }, text("628123456789")]];
    expect(excelCsvWriter.rows(rows)).toBe(`628123456789,"=""628123456789"""\r\n`);
    expect(excelCsvWriter.head("x", ["NIK", "0812"])).toBe('\uFEFFNIK,"=""0812"""\r\n');
    expect(excelCsvWriter.extension).toBe(csvWriter.extension);
  });
});

describe("xlsWriter", () => {
  it("writes one SpreadsheetML worksheet with a bold header row and typed cells", () => {
    const xml = whole(xlsWriter);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>',
      ),
    ).toBe(true);
    const book = parseSpreadsheetMl(xml);
    expect(book.sheets).toEqual(["Data Master Keahlian"]);
    expect(book.rows[0]).toEqual([
      { type: "String", value: "Kode", style: "header" },
      { type: "String", value: "Nama", style: "header" },
      { type: "String", value: "Nilai", style: "header" },
    ]);
    expect(book.rows.slice(1)).toEqual([
      [
        { type: "String", value: "LAS-01" },
        { type: "String", value: 'Juru "Las", senior' },
        { type: "Number", value: "1500" },
      ],
      [
        { type: "String", value: '=HYPERLINK("x")' },
        { type: "String", value: "baris\ndua" },
        { type: "Number", value: "2000", style: "money" },
      ],
      [
        { type: "String", value: "@SUM(A1)" },
        { type: "String", value: "<b>&amp;</b>" },
        { type: "String", value: "-12" },
      ],
    ]);
    expect(book.styles.header).toMatch(/<Font [^>]*Bold="1"/);
  });

  it("drops what XML cannot carry and escapes the rest", () => {
    expect(xmlText("a\u0000b\u0007c\u001fd\uffffe")).toBe("abcde");
    expect(xmlText("x\ud800y")).toBe("xy");
    expect(xmlText("😀")).toBe("😀");
    expect(xmlText(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
    const book = parseSpreadsheetMl(whole(xlsWriter, [[text("nul\u0000l")]], ["K\u0001"]));
    expect(book.rows).toEqual([
      [{ type: "String", value: "K", style: "header" }],
      [{ type: "String", value: "null" }],
    ]);
  });

  it.each([
    ["Master Keahlian", "Data Master Keahlian"],
    ["Vendor/Subkon [A]: *?\\", "Data Vendor Subkon A"],
    ["Tipe Dokumen Vendor dan Subkontraktor", "Data Tipe Dokumen Vendor dan Su"],
    ["'", "Data"],
    ["Ünïcödé 😀😀😀😀😀😀😀😀😀😀😀😀", "Data Ünïcödé 😀😀😀😀😀😀😀😀😀"],
  ])("names the sheet of %j %j (1 to 31 UTF-16 units, none of []:*?/\\)", (title, name) => {
    expect(sheetName(title)).toBe(name);
    expect(sheetName(title).length).toBeLessThanOrEqual(31);
  });
});

describe("htmlWriter", () => {
  it("writes a complete page with one escaped table", () => {
    const html = whole(htmlWriter);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<tr><th>Kode</th><th>Nama</th><th>Nilai</th></tr>");
    expect(html).toContain("<td>&lt;b&gt;&amp;amp;&lt;/b&gt;</td>");
    expect(html).toContain("<td>baris<br>dua</td>");
    expect(html).not.toContain("<b>");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html.match(/<tr>/g)).toHaveLength(4);
  });

  it("marks a text that looks like a formula as text, keeping what was stored", () => {
    const html = whole(htmlWriter);
    const asText = `sdnum="1033;0;@" style="mso-number-format:'\\@'"`;
    expect(html).toContain(`<td ${asText}>=HYPERLINK(&quot;x&quot;)</td>`);
    expect(html).toContain(`<td ${asText}>@SUM(A1)</td>`);
    expect(html).toContain("<td>-12</td>");
    expect(html).toContain("<td>LAS-01</td>");
  });
});

describe("file names", () => {
  it("is the title with dashes and the day in Jakarta as DD-MM-YYYY", () => {
    // 18:30 UTC on 31 January is 01:30 on 1 February in Jakarta.
    const lateEvening = new Date("2026-01-31T18:30:00Z");
    expect(exportFileName("Master Keahlian", "xls", lateEvening)).toBe(
      "Master-Keahlian-01-02-2026.xls",
    );
    expect(exportFileName(" Vendor / Subkon ", "csv", lateEvening)).toBe(
      "Vendor-Subkon-01-02-2026.csv",
    );
    expect(exportFileName("", "html", lateEvening)).toBe("data-01-02-2026.html");
  });

  it("offers an ASCII name and the exact one in Content-Disposition", () => {
    expect(contentDisposition("attachment", "Master-Keahlian-01-02-2026.xls")).toBe(
      "attachment; filename=\"Master-Keahlian-01-02-2026.xls\"; filename*=UTF-8''Master-Keahlian-01-02-2026.xls",
    );
    expect(contentDisposition("inline", 'Pekerja-"Ü"(1).csv')).toBe(
      "inline; filename=\"Pekerja-___(1).csv\"; filename*=UTF-8''Pekerja-%22%C3%9C%22%281%29.csv",
    );
  });
});
