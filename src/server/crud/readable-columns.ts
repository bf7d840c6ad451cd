/**
 * The columns a caller reads of one record (show, and the record a write answers): the
 * detail's, the update form's for a caller who may update, and the record's own bookkeeping.
 * Shared with the API document, which states the same record.
 */
import { visibleFields } from "../../schema/adapter/visible-fields";
import type { GenModel } from "../../schema/model-meta";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { hasPermission, type PermissionHolder } from "../../schema/permissions";

const ALWAYS_SHOWN = ["id", "created_at", "updated_at", "created_by", "updated_by"];

export function readableColumns(
  screen: ScreenDefinition,
  model: GenModel,
  user: PermissionHolder,
): string[] {
  const fields = [
    ...visibleFields(screen, "detail", user),
    ...(hasPermission(user, `update-${screen.resource}`)
      ? visibleFields(screen, "update", user)
      : []),
  ].map((field) => field.id);
  return model.fieldView.filter(
    (column) => ALWAYS_SHOWN.includes(column) || fields.includes(column),
  );
}
