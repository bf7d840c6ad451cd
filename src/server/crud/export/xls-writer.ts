/**
 * The spec's "xls" export (admin-area §9): SpreadsheetML 2003, the XML workbook Excel and
 * LibreOffice open as a spreadsheet, written row by row with no library and no buffering.
 * One worksheet "Data {title}", a bold header row, numbers stored as numbers.
 */
import { xmlText } from "./markup-text";
import { sheetName } from "./sheet-name";
import type { SheetWriter } from "./sheet-writer";

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
