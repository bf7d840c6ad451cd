/** The spec's "html" export: one complete page holding one table, every text escaped. */

import { xmlText } from "./markup-text";
import type { SheetWriter } from "./sheet-writer";

const cells = (tag: "th" | "td", texts: string[]) =>
  `<tr>${texts.map((text) => `<${tag}>${xmlText(text).replaceAll("&#10;", "<br>")}</${tag}>`).join("")}</tr>\n`;

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
