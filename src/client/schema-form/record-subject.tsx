/**
 * A record named as a person knows it, for a confirmation: the screen's title and the record's
 * display field ("Tenaga Kerja: Budi Santoso"), never only its id.
 */
import { recordName } from "../../schema/adapter/record-name";
import { pickText } from "../../schema/local-text";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { RecordData } from "./api/screen-data";
import { useSchemaLocale } from "./use-adapter-context";

export function RecordSubject({
  screen,
  row,
}: {
  screen: Pick<ScreenDefinition, "title" | "fields">;
  row: RecordData;
}) {
  const locale = useSchemaLocale();
  return (
    <>
      {pickText(screen.title, locale)}: <strong>{recordName(screen, row)}</strong>
    </>
  );
}
