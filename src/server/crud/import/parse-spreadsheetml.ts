/**
 * The "xls" Mandor exports — SpreadsheetML 2003, the XML workbook — read back for import, as
 * Mandor writes it and as Excel saves it again ("XML Spreadsheet 2003"): the first worksheet's
 * rows and cells, with `ss:Index` skips and `ss:MergeAcross` spans. A number cell gives its
 * number as text, a date cell YYYY-MM-DD (with the time when it has one), a formatted text
 * its plain text. A binary .xls (BIFF, what LibreOffice saves) is not this format.
 */
import { type ImportTable, type TableRefusal, TooManyRows, tableCollector } from "./import-table";

const NAMESPACE = "urn:schemas-microsoft-com:office:spreadsheet";
const WORKSHEET = /<(?:ss:)?Worksheet\b[\s\S]*?(?:<\/(?:ss:)?Worksheet>|$)/;
const ROW = /<(?:ss:)?Row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:ss:)?Row>)/g;
const CELL = /<(?:ss:)?Cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:ss:)?Cell>)/g;
const DATA = /<(?:ss:)?Data\b([^>]*)>([\s\S]*?)<\/(?:ss:)?Data>/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/;
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Whether `text` is a SpreadsheetML workbook. */
export function isSpreadsheetMl(text: string): boolean {
  return text.trimStart().startsWith("<?xml") && text.includes(NAMESPACE);
}

export function parseSpreadsheetMl(text: string, maxRows: number): ImportTable | TableRefusal {
  const collector = tableCollector(maxRows);
  const sheet = WORKSHEET.exec(text)?.[0] ?? "";
  let position = 0;
  try {
    for (const [, rowAttributes = "", content = ""] of sheet.matchAll(ROW)) {
      position = indexIn(rowAttributes) ?? position + 1;
      collector.add(position, cellsOf(content));
    }
  } catch (error) {
    if (error instanceof TooManyRows) return { refused: "IMPORT_TOO_MANY_ROWS", limit: maxRows };
    throw error;
  }
  return collector.table();
}

function cellsOf(row: string): string[] {
  const cells: string[] = [];
  for (const [, attributes = "", content = ""] of row.matchAll(CELL)) {
    const column = indexIn(attributes) ?? cells.length + 1;
    while (cells.length < column - 1) cells.push("");
    cells.push(cellText(content));
    const across = Number(/\bss:MergeAcross="(\d+)"/.exec(attributes)?.[1] ?? 0);
    for (let extra = 0; extra < across; extra += 1) cells.push("");
  }
  return cells;
}

function cellText(content: string): string {
  const [, attributes = "", inner = ""] = DATA.exec(content) ?? [];
  const text = decode(inner.replace(/<[^>]*>/g, ""));
  if (!/\bss:Type="DateTime"/.test(attributes)) return text;
  const [, day = text, time = "00:00:00"] = DATE_TIME.exec(text) ?? [];
  return time === "00:00:00" ? day : `${day} ${time}`;
}

/** The 1-based `ss:Index` an element carries, if any. */
function indexIn(attributes: string): number | undefined {
  const index = /\bss:Index="(\d+)"/.exec(attributes)?.[1];
  return index === undefined ? undefined : Number(index);
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|\w+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return ENTITIES[name] ?? whole;
    const hex = name[1] === "x" || name[1] === "X";
    const code = hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
