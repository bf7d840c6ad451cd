/**
 * The spec's "html" export: one complete page holding one table, every text escaped.
 * Spreadsheets open it as a sheet and would evaluate a cell such as `=HYPERLINK(…)`, so a text
 * that looks like a formula is marked as text — LibreOffice's `sdnum` and Excel's
 * `mso-number-format` — and shows exactly what was stored.
 */

import { xmlText } from "./markup-text";
import { looksLikeFormula, type SheetWriter } from "./sheet-writer";

const AS_TEXT = ` sdnum="1033;0;@" style="mso-number-format:'\\@'"`;

const cells = (tag: "th" | "td", texts: string[]) =>
  `<tr>${texts
    .map((text) => {
      const format = looksLikeFormula(text) ? AS_TEXT : "";
      return `<${tag}${format}>${xmlText(text).replaceAll("&#10;", "<br>")}</${tag}>`;
    })
    .join("")}</tr>\n`;

export const htmlWriter: SheetWriter = {
  extension: "html",
  contentType: "text/html; charset=utf-8",
  head: (title, headers) => `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${xmlText(title)}</title>
</head>
<body>
<table border="1">
<caption>${xmlText(title)}</caption>
<thead>
${cells("th", headers)}</thead>
<tbody>
`,
  rows: (rows) =>
    rows
      .map((row) =>
        cells(
          "td",
          row.map((cell) => cell.text),
        ),
      )
      .join(""),
  foot: () => "</tbody>\n</table>\n</body>\n</html>\n",
};
