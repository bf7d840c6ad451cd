/**
 * Hand-made .xlsx files for the import's guards, built with JSZip from their parts so a test
 * can put in them what Excel never writes: a sheet whose one inline cell inflates to 150 MB
 * (streamed into the zip, so the test itself never holds it), a DTD, broken XML, a central
 * directory that lies about a part's size.
 */
import { Readable } from "node:stream";
import JSZip from "jszip";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_FOOT = "</sheetData></worksheet>";

/** An inline-string cell's XML. */
export const inlineCell = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A workbook whose first sheet's XML is `sheet` (a string, or streamed from pieces). */
export async function xlsxWith(sheet: string | Iterable<string>): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("_rels/.rels", ROOT_RELS);
  zip.file("xl/workbook.xml", WORKBOOK);
  zip.file("xl/_rels/workbook.xml.rels", WORKBOOK_RELS);
  zip.file(
    "xl/worksheets/sheet1.xml",
    typeof sheet === "string" ? sheet : Readable.from(sheet, { objectMode: false }),
  );
  return zip.generateAsync({
    type: "nodebuffer",
    compression: "DEFLATE",
    compressionOptions: { level: 9 },
  });
}

/** A sheet of `rows` (each the XML of its cells), rows numbered from 1. */
export function sheetOf(rows: string[]): string {
  return `${SHEET_HEAD}${rows.map((cells, i) => `<row r="${i + 1}">${cells}</row>`).join("")}${SHEET_FOOT}`;
}

/**
 * The attack: a header row, then one inline cell of `chars` 'A's (150,000,000 inflate from
 * about 150 kB), streamed a megabyte at a time.
 */
export function inflatingXlsx(chars: number): Promise<Buffer> {
  function* pieces() {
    yield `${SHEET_HEAD}<row r="1">${inlineCell("A1", "Kode")}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
    const block = "A".repeat(1 << 20);
    for (let left = chars; left > 0; left -= block.length) {
      yield left >= block.length ? block : block.slice(0, left);
    }
    yield `</t></is></c></row>${SHEET_FOOT}`;
  }
  return xlsxWith(pieces());
}

/** The zip with `name`'s uncompressed size in its central directory set to `size`. */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  const centralEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (
    let at = patched.indexOf(centralEntry);
    at >= 0;
    at = patched.indexOf(centralEntry, at + 4)
  ) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      patched.writeUInt32LE(size, at + 24);
      return patched;
    }
  }
  throw new Error(`${name} is not in the zip`);
}
