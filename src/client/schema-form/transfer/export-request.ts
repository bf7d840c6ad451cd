/**
 * What an export asks for (admin-area §7 "Export dataset"): the list's own query — search,
 * filters, sort — without page and limit, so the file holds every row the list would show.
 */
import type { ListQuery } from "../../../schema/api/crud";
import { listSearchParams } from "../../../schema/api/list-params";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";

/** The spec's export types; the first is the default (admin-area §9). */
export const EXPORT_FORMATS = ["xls", "csv", "html"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Filter fields whose input is a `*-range`: their two values travel as `_from` / `_to`. */
export function rangeFilterFields(screen: ScreenDefinition): ReadonlySet<string> {
  return new Set(
    screen.fields.filter((field) => field.views.filter.type.endsWith("-range")).map((f) => f.id),
  );
}

export function exportSearchParams(
  screen: ScreenDefinition,
  query: ListQuery,
  format: ExportFormat,
): URLSearchParams {
  const params = listSearchParams(query, { paging: false, rangeFields: rangeFilterFields(screen) });
  return new URLSearchParams([["format", format], ...params]);
}
