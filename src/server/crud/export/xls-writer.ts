/**
 * The spec's "xls" export (admin-area §9): SpreadsheetML 2003, the XML workbook Excel and
 * LibreOffice open as a spreadsheet, written row by row with no library and no buffering.
 * One worksheet "Data {title}", a bold header row, numbers stored as numbers.
 */
import { NOT_XML, xmlText } from "./markup-text";
import type { SheetWriter } from "./sheet-writer";

/** Excel's rules for a sheet name: 1 to 31 characters, none of [ ] : * ? / \, no quote at the ends. */
export function sheetName(title: string): string {
  const cleaned = `Data ${title}`
    .replace(NOT_XML, "")
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/\s+/g, " ");
  let name = "";
  // Excel counts UTF-16 units; a character is never cut in half.
  for (const char of cleaned) {
    if (name.length + char.length > 31) break;
    name += char;
  }
  return name.replace(/^'+|'+$/g, "").trim() || "Sheet1";
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet" xmlns:html="http://www.w3.org/TR/REC-html40">
<Styles>
<Style ss:ID="Default" ss:Name="Normal"><Alignment ss:Vertical="Top"/></Style>
<Style ss:ID="header"><Font ss:Bold="1"/></Style>
<Style ss:ID="money"><NumberFormat ss:Format="&quot;Rp. &quot;#,##0"/></Style>
</Styles>
`;

const stringCell = (text: string, style = "") =>
  `<Cell${style}><Data ss:Type="String">${xmlText(text)}</Data></Cell>`;

export const xlsWriter: SheetWriter = {
  extension: "xls",
  contentType: "application/vnd.ms-excel",
  head: (title, headers) =>
    `${HEAD}<Worksheet ss:Name="${xmlText(sheetName(title))}">
<Table>
<Row>${headers.map((header) => stringCell(header, ' ss:StyleID="header"')).join("")}</Row>
`,
  rows: (rows) =>
    rows
      .map(
        (row) =>
          `<Row>${row
            .map((cell) =>
              cell.number === undefined
                ? stringCell(cell.text)
                : `<Cell${cell.money ? ' ss:StyleID="money"' : ""}><Data ss:Type="Number">${cell.number}</Data></Cell>`,
            )
            .join("")}</Row>\n`,
      )
      .join(""),
  foot: () => "</Table>\n</Worksheet>\n</Workbook>\n",
};
