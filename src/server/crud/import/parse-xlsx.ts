/**
 * An Excel workbook to import: its first worksheet, read row by row as it inflates. Every
 * cell becomes the text a user would type: a formula its result, a date YYYY-MM-DD (with the
 * time when it has one), rich text its plain text (not its phonetic guide), a boolean
 * true/false, an error nothing.
 *
 * Read here rather than by exceljs's streaming reader, which inflates every entry the zip's
 * local headers hold, has no bound on a part's inflated size or a cell's length, and writes
 * sheets that come before the shared strings to temporary files: an upload of kilobytes
 * could cost hundreds of megabytes. Here only the parts needed are inflated (zip-reader.ts:
 * within the unpacked budget, counted as they inflate), their XML is read by a streaming
 * parser (xml-reader.ts: no DTD, no token past the cell limit), and rows are handed on as
 * they end.
 */
import { posix } from "node:path";
import type { Entry } from "yauzl";
import {
  cellTooLong,
  type ImportLimits,
  MAX_COLUMN,
  MAX_ROW,
  placeCell,
  type TableCollector,
  unreadable,
} from "./import-table";
import { columnOf, dateText, excelDateText, isDateFormat, numberText } from "./xlsx-values";
import { maxTokenFor, StopReading, type XmlHandlers, xmlReader } from "./xml-reader";
import { openZip, type ZipReader } from "./zip-reader";

/** Reads the first worksheet's rows into `collector`; throws ImportRefused. */
export async function parseXlsx(
  bytes: Uint8Array,
  collector: TableCollector,
  limits: ImportLimits,
): Promise<void> {
  const zip = await openZip(bytes, limits);
  try {
    const rels = zip.entry("xl/_rels/workbook.xml.rels");
    const book = zip.entry("xl/workbook.xml");
    zip.declare(rels, book);
    const targets = rels ? await readRelationships(zip, rels, limits) : new Map();
    const workbook = book ? await readWorkbook(zip, book, limits) : { date1904: false };
    const sheet = zip.entry(sheetPath(zip, targets, workbook.firstSheet));
    if (!sheet) throw unreadable();
    const stylesEntry = zip.entry("xl/styles.xml");
    const stringsEntry = zip.entry("xl/sharedStrings.xml");
    zip.declare(stylesEntry, stringsEntry, sheet);
    const dates = stylesEntry ? await readDateStyles(zip, stylesEntry, limits) : [];
    const strings = stringsEntry ? await readSharedStrings(zip, stringsEntry, limits) : [];
    await readSheet(zip, sheet, collector, limits, {
      date1904: workbook.date1904,
      dates,
      strings,
    });
  } finally {
    zip.close();
  }
}

/** Reads one part with `handlers`; a handler may stop it early with StopReading. */
async function readPart(
  zip: ZipReader,
  entry: Entry,
  limits: ImportLimits,
  handlers: XmlHandlers,
  between?: () => Promise<void>,
): Promise<void> {
  const reader = xmlReader(handlers, maxTokenFor(limits.maxCellChars), cellTooLong(limits));
  try {
    await zip.readText(entry, async (text) => {
      reader.write(text);
      await between?.();
    });
    reader.close();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
}

/** The workbook's relationships: id → target. */
async function readRelationships(zip: ZipReader, entry: Entry, limits: ImportLimits) {
  const targets = new Map<string, string>();
  await readPart(zip, entry, limits, {
    open(name, { Id, Target }) {
      if (name === "Relationship" && Id && Target) targets.set(Id, Target);
    },
  });
  return targets;
}

/** Whether dates count from 1904, and the relationship id of the first sheet. */
async function readWorkbook(zip: ZipReader, entry: Entry, limits: ImportLimits) {
  const workbook: { date1904: boolean; firstSheet?: string } = { date1904: false };
  await readPart(zip, entry, limits, {
    open(name, attributes) {
      if (name === "workbookPr") {
        workbook.date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
      } else if (name === "sheet") {
        workbook.firstSheet = attributes.id;
        throw new StopReading();
      }
    },
  });
  return workbook;
}

/** The first sheet's part; without a readable workbook, the lowest-numbered sheet. */
function sheetPath(zip: ZipReader, targets: Map<string, string>, id: string | undefined) {
  const target = id === undefined ? undefined : targets.get(id);
  if (target) {
    return target.startsWith("/") ? target.slice(1) : posix.normalize(posix.join("xl", target));
  }
  const number = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1]);
  const sheets = zip.names().filter((name) => !Number.isNaN(number(name)));
  return sheets.sort((a, b) => number(a) - number(b))[0] ?? "";
}

/** For each cell style (by index), whether its number format shows a date. */
async function readDateStyles(zip: ZipReader, entry: Entry, limits: ImportLimits) {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellStyles = false;
  await readPart(zip, entry, limits, {
    open(name, attributes) {
      if (name === "numFmt" && attributes.formatCode !== undefined) {
        formats.set(Number(attributes.numFmtId), attributes.formatCode);
      } else if (name === "cellXfs") inCellStyles = true;
      else if (name === "xf" && inCellStyles) styles.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === "cellXfs") throw new StopReading();
    },
  });
  return styles.map((id) => isDateFormat(id, formats.get(id)));
}

/** The shared strings, each its runs' text without the phonetic guide. */
async function readSharedStrings(zip: ZipReader, entry: Entry, limits: ImportLimits) {
  const strings: string[] = [];
  const text = textCollector(limits);
  await readPart(zip, entry, limits, {
    open: text.open,
    text: text.text,
    close(name) {
      text.close(name);
      if (name === "si") strings.push(text.take());
    },
  });
  return strings;
}

/**
 * The text of `<t>` elements (a string's runs), leaving out a phonetic guide's (`<rPh>`),
 * within the cell limit.
 */
function textCollector(limits: ImportLimits) {
  let collected = "";
  let inText = false;
  let phonetic = 0;
  return {
    open(name: string) {
      if (name === "rPh") phonetic += 1;
      else if (name === "t" && phonetic === 0) inText = true;
    },
    text(piece: string) {
      if (!inText) return;
      collected += piece;
      if (collected.length > limits.maxCellChars) throw cellTooLong(limits);
    },
    close(name: string) {
      if (name === "rPh") phonetic -= 1;
      else if (name === "t") inText = false;
    },
    take() {
      const taken = collected;
      collected = "";
      return taken;
    },
  };
}

interface SheetContext {
  date1904: boolean;
  dates: boolean[];
  strings: string[];
}

interface OpenCell {
  column: number;
  type: string | undefined;
  style: number;
  value: string | undefined;
  inValue: boolean;
  inline: ReturnType<typeof textCollector> | undefined;
}

async function readSheet(
  zip: ZipReader,
  entry: Entry,
  collector: TableCollector,
  limits: ImportLimits,
  context: SheetContext,
) {
  let inData = false;
  let position = 0;
  let cells: string[] | undefined;
  let nextColumn = 1;
  let cell: OpenCell | undefined;
  await readPart(
    zip,
    entry,
    limits,
    {
      open(name, attributes) {
        if (name === "sheetData") inData = true;
        else if (!inData) return;
        else if (name === "row") {
          position = bounded(attributes.r, MAX_ROW) ?? position + 1;
          cells = [];
          nextColumn = 1;
        } else if (name === "c" && cells) {
          const column = columnOf(attributes.r) ?? nextColumn;
          if (column > MAX_COLUMN) throw unreadable();
          cell = {
            column,
            type: attributes.t,
            style: Number(attributes.s ?? 0),
            value: undefined,
            inValue: false,
            inline: undefined,
          };
        } else if (name === "v" && cell) {
          cell.value = "";
          cell.inValue = true;
        } else if (name === "is" && cell) cell.inline = textCollector(limits);
        else cell?.inline?.open(name);
      },
      text(piece) {
        if (cell?.inValue) {
          cell.value += piece;
          if ((cell.value?.length ?? 0) > limits.maxCellChars) throw cellTooLong(limits);
        } else cell?.inline?.text(piece);
      },
      close(name) {
        if (name === "sheetData") throw new StopReading();
        if (!inData) return;
        if (name === "v" && cell) cell.inValue = false;
        else if (name === "c" && cell && cells) {
          placeCell(cells, cell.column, cellValue(cell, context), limits);
          nextColumn = cell.column + 1;
          cell = undefined;
        } else if (name === "row" && cells) {
          collector.add(position, cells);
          cells = undefined;
        } else cell?.inline?.close(name);
      },
    },
    () => collector.settle(),
  );
}

/** A cell's text by its type: shared or inline string, formula text, boolean, error, number. */
function cellValue(cell: OpenCell, { date1904, dates, strings }: SheetContext): string {
  const value = cell.value ?? "";
  switch (cell.type) {
    case "s":
      return strings[Number(value)] ?? "";
    case "inlineStr":
      return cell.inline?.take() ?? "";
    case "str":
      return value;
    case "b":
      return value === "" ? "" : String(Number(value) !== 0);
    case "e":
      return "";
    case "d":
      return value === "" ? "" : dateText(new Date(`${value.replace(/Z?$/, "")}Z`));
    default: {
      const text = numberText(value);
      return text !== "" && dates[cell.style] ? excelDateText(Number(text), date1904) : text;
    }
  }
}

/** A 1-based row number within `max`; absent is undefined, anything else unreadable. */
function bounded(value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw unreadable();
  return number;
}
