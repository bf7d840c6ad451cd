/**
 * What a user may do on a screen (admin-area §6): add-new needs create, detail needs read,
 * edit needs update, delete needs delete; export and import follow read and create. A module
 * can hide any of them whatever the permissions.
 */
import { pickText } from "../local-text";
import type { ActionName, OverlayTab } from "../overlay/overlay-types";
import type { ScreenDefinition } from "../overlay/screen-types";
import { hasPermission, type PermissionHolder } from "../permissions";
import type { AdapterContext } from "./adapter-context";

const ACTION_PERMISSION = {
  create: "create",
  detail: "read",
  update: "update",
  delete: "delete",
  export: "read",
  import: "create",
} as const satisfies Record<ActionName, string>;

/** The permission an action on the screen needs ("update-employee"). */
export function actionPermission(
  action: ActionName,
  screen: Pick<ScreenDefinition, "resource">,
): string {
  return `${ACTION_PERMISSION[action]}-${screen.resource}`;
}

export function toActions(
  screen: ScreenDefinition,
  user: PermissionHolder | null,
): Record<ActionName, boolean> {
  return Object.fromEntries(
    (Object.keys(ACTION_PERMISSION) as ActionName[]).map((action) => [
      action,
      !screen.hiddenActions.includes(action) &&
        hasPermission(user, actionPermission(action, screen)),
    ]),
  ) as Record<ActionName, boolean>;
}

export interface Tab extends OverlayTab {
  label: string;
  keyField: string;
}

/**
 * The detail's sub-list tabs the user may read (admin-area §2: a sub-list appears only with
 * the sub-module's read permission). `resourceOf` names a sub-list's resource by its id.
 */
export function toTabs(
  screen: ScreenDefinition,
  context: AdapterContext,
  resourceOf: (module: string) => string = (module) => module,
): Tab[] {
  return screen.tabs
    .filter((tab) =>
      hasPermission(context.user, tab.permission ?? `read-${resourceOf(tab.module)}`),
    )
    .map((tab) => ({
      ...tab,
      label: pickText(tab.name, context.locale),
      keyField: tab.key_field ?? "id",
    }));
}
