/**
 * What a row's card shows when a table list is drawn as cards on a phone: the record's name as
 * the title (a column named `fullname`, `name` or `*_name`, else the first text column), its
 * status (a column named `status` or `*_status`, or an expiry badge) and the next few columns.
 */
import type { DisplayItem } from "../../../schema/adapter/to-display";

/** Below this width (list.css uses the same) a table list is drawn as cards. */
export const PHONE_MEDIA = "(max-width: 639.98px)";

/** How many columns a phone card shows under its title. */
export const CARD_KEY_FIELDS = 3;

export interface CardFields {
  title?: DisplayItem;
  status?: DisplayItem;
  fields: DisplayItem[];
}

const isName = (column: DisplayItem) => /^(full_?name|name)$|_name$/.test(column.id);
const isStatus = (column: DisplayItem) =>
  /(^|_)status$/.test(column.id) || column.type === "expiry";

export function cardFields(columns: readonly DisplayItem[]): CardFields {
  const title =
    columns.find(isName) ?? columns.find((column) => column.type === "text") ?? columns[0];
  const status = columns.find((column) => column !== title && isStatus(column));
  const fields = columns
    .filter((column) => column !== title && column !== status)
    .slice(0, CARD_KEY_FIELDS);
  return { title, status, fields };
}
