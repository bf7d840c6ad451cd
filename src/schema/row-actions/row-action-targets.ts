/**
 * Which rows an overlay's `row_actions` entry applies to, and whether the user may take it:
 * rows whose columns hold the `when` values and whose `not_null` columns are filled.
 */
import type { OverlayRowAction } from "../overlay/overlay-types";
import { hasPermission, type PermissionHolder } from "../permissions";

/** Whether `action` applies to `row`. */
export function rowActionApplies(action: OverlayRowAction, row: Record<string, unknown>): boolean {
  const matches = Object.entries(action.when ?? {}).every(
    ([column, value]) => row[column] === value,
  );
  const filled = (action.not_null ?? []).every(
    (column) => row[column] !== null && row[column] !== undefined && row[column] !== "",
  );
  return matches && filled;
}

/** The actions `user` may take, each with the ids of the `rows` it applies to. */
export function rowActionTargets(
  actions: readonly OverlayRowAction[],
  rows: readonly Record<string, unknown>[],
  user: PermissionHolder | null,
): Array<{ action: OverlayRowAction; ids: Array<string | number> }> {
  return actions
    .filter((action) => hasPermission(user, action.permission))
    .map((action) => ({
      action,
      ids: rows
        .filter((row) => rowActionApplies(action, row))
        .map((row) => row.id as string | number),
    }));
}
