/** One list cell or detail value: the item's display component over the record's value. */
import { type DisplayItem, displayText } from "../../schema/adapter/to-display";
import type { SchemaLocale } from "../../schema/local-text";
import { readPath } from "../../schema/read-path";
import { displayComponent } from "./registry/widget-registry";

export function DisplayValue({
  item,
  record,
  locale,
}: {
  item: DisplayItem;
  record: unknown;
  locale: SchemaLocale;
}) {
  const Display = displayComponent(
    item.type === "unknown-display" ? item.requestedType : item.type,
  );
  return (
    <Display
      value={readPath(record, item.viewData)}
      text={displayText(item, record, locale)}
      item={item}
      locale={locale}
      record={record}
    />
  );
}
