/** The worksheet of a workbook export (admin-area §9): "Data {title}", as Excel allows it. */
import { NOT_XML } from "./markup-text";

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
