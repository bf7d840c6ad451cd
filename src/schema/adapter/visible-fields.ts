/** The fields a view shows to a user, in the view's order. */
import type { ViewName } from "../overlay/overlay-types";
import type { ScreenDefinition, ScreenField } from "../overlay/screen-types";
import { hasPermission, type PermissionHolder } from "../permissions";

export function visibleFields(
  screen: ScreenDefinition,
  view: ViewName,
  user: PermissionHolder | null,
): ScreenField[] {
  return screen.fields
    .filter((field) => field.views[view].show && hasPermission(user, field.views[view].permission))
    .filter(
      (field) =>
        view === "filter" || view === "list" || view === "detail" || isWritable(field, view),
    )
    .sort((a, b) => a.views[view].order - b.views[view].order);
}

/** Forms only ever write what the database lets a form write, whatever the overlay says. */
function isWritable(field: ScreenField, view: "create" | "update"): boolean {
  return field.writable[view] && field.kind !== "any";
}
