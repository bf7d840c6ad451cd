/**
 * Reads a SpreadsheetML 2003 workbook back with a real XML parser (jsdom's), so a test fails
 * on anything a strict reader such as Excel would refuse: bad characters, unescaped text.
 */
import { JSDOM } from "jsdom";

const SS = "urn:schemas-microsoft-com:office:spreadsheet";

export interface SheetCell {
  type: string;
  value: string;
  style?: string;
}

export function parseSpreadsheetMl(xml: string) {
  const { DOMParser } = new JSDOM().window;
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  const all = (name: string, root: ParentNode = doc) =>
    Array.from((root as Document).getElementsByTagNameNS(SS, name));
  const styles = Object.fromEntries(
    all("Style").map((style) => [style.getAttributeNS(SS, "ID") ?? "", style.innerHTML]),
  );
  return {
    sheets: all("Worksheet").map((sheet) => sheet.getAttributeNS(SS, "Name")),
    styles,
    rows: all("Row").map((row) =>
      all("Cell", row).map((cell): SheetCell => {
        const data = all("Data", cell)[0];
        const style = cell.getAttributeNS(SS, "StyleID");
        return {
          type: data?.getAttributeNS(SS, "Type") ?? "",
          value: data?.textContent ?? "",
          ...(style ? { style } : {}),
        };
      }),
    ),
  };
}
