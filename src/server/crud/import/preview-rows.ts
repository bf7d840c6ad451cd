/**
 * The rows the preview lists, with what an update changes as the list shows values: related
 * rows by name (one query per related field), choices by their label.
 */
import { applyTransform } from "../../../schema/adapter/transforms";
import type { ImportRowPreview } from "../../../schema/api/import";
import type { CrudContext } from "../crud-context";
import type { ImportAccess } from "./import-access";
import type { RowOutcome } from "./import-row-write";
import { namesOf } from "./relation-names";

/** The rows as the preview shows them: changes as the list shows values. */
export async function describeRows(
  ctx: CrudContext,
  access: ImportAccess,
  outcomes: RowOutcome[],
): Promise<ImportRowPreview[]> {
  const fields = new Map(access.loaded.screen.fields.map((field) => [field.id, field]));
  const names = new Map<string, Map<string, string>>();
  for (const field of fields.values()) {
    if (!field.relation) continue;
    const keys = outcomes.flatMap(({ changes = [] }) =>
      changes.filter((change) => change.field === field.id).flatMap((c) => [c.before, c.after]),
    );
    if (keys.length > 0) names.set(field.id, await namesOf(ctx.db, ctx.catalog, field, keys));
  }
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined) return "";
    const related = names.get(field);
    if (related) return related.get(String(value)) ?? String(value);
    const screenField = fields.get(field);
    return applyTransform(screenField?.option?.items ? "option" : "", value, {
      locale: access.locale,
      ...(screenField ? { field: screenField } : {}),
    });
  };
  return outcomes.map(({ changes, ...outcome }) => ({
    ...outcome,
    ...(changes
      ? {
          changes: changes.map(({ field, before, after }) => ({
            field,
            before: shown(field, before),
            after: shown(field, after),
          })),
        }
      : {}),
  }));
}
