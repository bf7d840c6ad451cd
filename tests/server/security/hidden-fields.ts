/**
 * A private copy of schemas/ in which one field of every overlay is limited, in every view,
 * by a permission only the super-admin holds — the kind of field permission a steward writes
 * for a salary or an ID number. Each screen then has a field hidden from every other caller,
 * and the matrix checks that it never shows, sorts, filters or searches anything. The field
 * chosen is one the search box matches or the list shows where there is one, so hiding it
 * takes something away; fields a screen's rows or tabs depend on are left alone.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Overlay } from "../../../src/schema/overlay/overlay-types";
import type { ScreenField } from "../../../src/schema/overlay/screen-types";
import { ALLOW_ALL } from "../../../src/schema/permissions";
import { transitionColumn } from "../../../src/schema/transitions/transition-types";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";

/** Held by nobody but the super-admin. */
export const HIDDEN_FIELD_PERMISSION = "read-matrix-hidden-field";

const VIEWS = ["list", "detail", "create", "update", "filter"] as const;
const TEXT_TYPES: ReadonlySet<string> = new Set(["character_varying", "character", "text"]);

export interface HiddenFields {
  schemasDir: string;
  /** Screen id → the field limited on it. */
  fields: ReadonlyMap<string, string>;
}

/**
 * `choose` picks one of a screen's candidates (in order of preference), e.g. the first that
 * takes a token; none: the screen keeps every field.
 */
export async function withHiddenFields(
  schemasDir: string,
  screens: readonly LoadedScreen[],
  choose: (loaded: LoadedScreen, candidates: string[]) => Promise<string | undefined>,
): Promise<HiddenFields> {
  const copy = mkdtempSync(join(tmpdir(), "mandor-matrix-schemas-"));
  cpSync(schemasDir, copy, { recursive: true });
  const tied = fieldsTiedToRows(screens);
  const fields = new Map<string, string>();
  for (const loaded of screens) {
    const field = await choose(loaded, hideable(loaded, tied.get(loaded.id) ?? new Set()));
    if (!field) continue;
    const path = join(copy, loaded.file);
    const overlay = JSON.parse(readFileSync(path, "utf8")) as Overlay;
    const own = overlay.fields?.[field] ?? {};
    const limited = Object.fromEntries(
      VIEWS.map((view) => [view, { ...own[view], permission: HIDDEN_FIELD_PERMISSION }]),
    );
    overlay.fields = { ...overlay.fields, [field]: { ...own, ...limited } };
    writeFileSync(path, JSON.stringify(overlay, null, 2));
    fields.set(loaded.id, field);
  }
  return { schemasDir: copy, fields };
}

/**
 * Text fields every caller sees in the list or the detail: search columns first, then
 * filters, then listed ones, then the detail's.
 */
function hideable(loaded: LoadedScreen, tied: ReadonlySet<string>): string[] {
  const { screen } = loaded;
  const candidates = screen.fields.filter(
    (field) =>
      TEXT_TYPES.has(field.fieldType) &&
      !field.relation &&
      !tied.has(field.id) &&
      (field.views.list.show || field.views.detail.show) &&
      VIEWS.every((view) => field.views[view].permission === ALLOW_ALL),
  );
  const rank = (field: ScreenField) =>
    screen.searchColumns.includes(field.id)
      ? 0
      : field.views.filter.show
        ? 1
        : field.views.list.show
          ? 2
          : 3;
  return [...candidates].sort((a, b) => rank(a) - rank(b)).map((field) => field.id);
}

/**
 * Per screen, the fields its rows, tabs, steps and keys are reached by: the fixed `where`,
 * a transition's state, a secret, a tab's key (on the detail) and parameter (on the
 * sub-list) and the import keys. Hiding one would break the screen
 * rather than hide a value.
 */
function fieldsTiedToRows(screens: readonly LoadedScreen[]): Map<string, Set<string>> {
  const tied = new Map<string, Set<string>>();
  const tie = (id: string, ...fields: (string | undefined)[]) => {
    const set = tied.get(id) ?? new Set<string>();
    for (const field of fields) if (field) set.add(field);
    tied.set(id, set);
  };
  for (const { id, screen } of screens) {
    tie(
      id,
      ...Object.keys(screen.where ?? {}),
      screen.secret?.column,
      ...(screen.importKeys ?? []),
    );
    for (const transition of screen.transitions ?? []) {
      tie(id, transitionColumn(transition), ...Object.keys(transition.set ?? {}));
    }
    for (const tab of screen.tabs) {
      tie(id, tab.key_field ?? "id");
      // A fixed filter may be a range bound (`end_date_from`): its column is tied.
      const fixed = Object.keys(tab.fixed ?? {}).map((key) => key.replace(/_(from|to)$/, ""));
      tie(tab.module, tab.as_param, ...fixed);
    }
  }
  return tied;
}
