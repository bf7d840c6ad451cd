/**
 * The keys a caller may find in an answer about a screen, from the overlay and the caller's
 * permissions (the adapter's `visibleFields`, shared with the client): a list row carries the
 * list's columns, a record (detail, lookup, a refused update's current values) the detail's and
 * — for whoever may update — the update form's; each relation field brings its related row
 * under its alias (or its name, flat). Any other key is a field hidden from the caller.
 */
import { visibleFields } from "../../../src/schema/adapter/visible-fields";
import { relationAlias } from "../../../src/schema/overlay/relation-alias";
import type { ScreenField } from "../../../src/schema/overlay/screen-types";
import { hasPermission, type PermissionHolder } from "../../../src/schema/permissions";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";

const LIST_ALWAYS = ["id", "created_at", "updated_at", "$files"];
const RECORD_ALWAYS = [...LIST_ALWAYS, "created_by", "updated_by"];

/** A rollup row also names the person it is about, as its id does. */
const ROLLUP_ALWAYS = [...LIST_ALWAYS, "subject_id"];

export function listKeys(loaded: LoadedScreen, holder: PermissionHolder): Set<string> {
  const always = loaded.screen.rollup ? ROLLUP_ALWAYS : LIST_ALWAYS;
  return keysOf(loaded, always, visibleFields(loaded.screen, "list", holder));
}

export function recordKeys(loaded: LoadedScreen, holder: PermissionHolder): Set<string> {
  const { screen } = loaded;
  const fields = [
    ...visibleFields(screen, "detail", holder),
    ...(hasPermission(holder, `update-${screen.resource}`)
      ? visibleFields(screen, "update", holder)
      : []),
  ];
  return keysOf(loaded, RECORD_ALWAYS, fields);
}

function keysOf(loaded: LoadedScreen, always: string[], fields: ScreenField[]): Set<string> {
  const keys = new Set(always);
  for (const field of fields) {
    keys.add(field.id);
    if (!field.relation) continue;
    keys.add(relationAlias(field.id, loaded.model.fieldList));
    // A route of a screen's own may carry the related row's name flat (`role_name`).
    keys.add(field.relation.displayName);
  }
  return keys;
}

/** The keys of `rows` that are not in `allowed`, each once. */
export function strayKeys(rows: readonly Record<string, unknown>[], allowed: Set<string>) {
  return [...new Set(rows.flatMap(Object.keys))].filter((key) => !allowed.has(key));
}
