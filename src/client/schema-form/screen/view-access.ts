/**
 * Whether the view an address asks for may open for this user (admin-area §6: detail needs
 * read, create needs create, update needs update; a module can hide any of them). Typing
 * `?view=update` must not open a form its user may not save.
 */
import { actionPermission } from "../../../schema/adapter/to-actions";
import type { ActionName } from "../../../schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";

export type ScreenView = "list" | "detail" | "create" | "update";

export type ViewAccess =
  | { open: true }
  | { open: false; reason: "hidden" }
  | { open: false; reason: "permission"; permission: string };

export function viewAccess(
  view: ScreenView,
  screen: Pick<ScreenDefinition, "hiddenActions" | "resource">,
  actions: Readonly<Record<ActionName, boolean>>,
): ViewAccess {
  if (view === "list" || actions[view]) return { open: true };
  if (screen.hiddenActions.includes(view)) return { open: false, reason: "hidden" };
  return { open: false, reason: "permission", permission: actionPermission(view, screen) };
}
