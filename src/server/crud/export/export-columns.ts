/**
 * The columns of an export for one reader: the screen's export columns that this reader sees in
 * the list, in the export's order, headed by their list labels. A cell is what the list shows
 * (related rows by name, choices by label, money as "Rp. …"); a plain number also keeps its
 * value, so a spreadsheet can add it up, and a day or moment says so, so a typed spreadsheet
 * stores a date.
 */
import type { AdapterContext } from "../../../schema/adapter/adapter-context";
import { type DisplayItem, displayText, toColumns } from "../../../schema/adapter/to-display";
import { applyTransform } from "../../../schema/adapter/transforms";
import type { ScreenDefinition, ScreenField } from "../../../schema/overlay/screen-types";
import { readPath } from "../../../schema/read-path";
import type { Row } from "../../db/row";
import type { ExportCell } from "./sheet-writer";

export interface ExportColumn {
  /** The column it shows (its related row's, for a foreign key). */
  id: string;
  label: string;
  cell(record: Row): ExportCell;
}

/** Transforms that show a number as a number; the others turn it into words or a date. */
const NUMERIC_TRANSFORMS: ReadonlySet<string> = new Set(["", "number", "money"]);
/** Past this a double no longer holds every digit a bigint or numeric may have. */
const EXACT_LIMIT = 1e15;
/** The texts of the `date` and `datetime` transforms, and nothing else they may pass through. */
const DATE_SHAPES = {
  date: /^\d{4}-\d\d-\d\d$/,
  datetime: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
} as const;

export function exportColumns(screen: ScreenDefinition, context: AdapterContext): ExportColumn[] {
  const listed = new Map(toColumns(screen, context).map((item) => [item.id, item]));
  const fields = new Map(screen.fields.map((field) => [field.id, field]));
  return screen.exportColumns.flatMap((id) => {
    const item = listed.get(id);
    const field = fields.get(id);
    return item && field ? [column(item, field, context.locale)] : [];
  });
}

function column(
  item: DisplayItem,
  field: ScreenField,
  locale: AdapterContext["locale"],
): ExportColumn {
  const money = item.type === "money" || item.transform === "money";
  const numeric =
    (field.kind === "integer" || field.kind === "number") &&
    !field.relation &&
    !field.option?.items &&
    item.viewData === field.id &&
    NUMERIC_TRANSFORMS.has(item.transform);
  const date = dateKind(item, field);
  return {
    id: item.id,
    label: item.label,
    cell(record) {
      const value = readPath(record, item.viewData);
      const text = money
        ? applyTransform("money", value, { locale })
        : displayText(item, record, locale);
      const number = numeric && value !== null && value !== "" ? Number(value) : Number.NaN;
      if (Number.isFinite(number) && Math.abs(number) < EXACT_LIMIT) {
        return { text, number, ...(money ? { money } : {}) };
      }
      return date && DATE_SHAPES[date].test(text) ? { text, date } : { text };
    },
  };
}

/** A column of the record's own date or timestamp, shown as one. */
function dateKind(item: DisplayItem, field: ScreenField): ExportCell["date"] {
  if (field.relation || item.viewData !== field.id) return undefined;
  if (field.fieldType === "date" && item.transform === "date") return "date";
  const timestamp = field.fieldType.startsWith("timestamp_");
  return timestamp && item.transform === "datetime" ? "datetime" : undefined;
}
