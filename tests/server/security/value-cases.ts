/**
 * The authorisation matrix's values: for a caller and a screen they may write, every field of
 * the create and update forms that names a role, a row scoped by department or project (a
 * department, a project, a worker, a user…) or a stored file, with a value beyond the caller's
 * reach — the Super Admin role, a row outside their row scope, another user's upload. Nothing
 * here names a screen or a field: a new overlay gets its cases from what it says.
 */
import { toForm } from "../../../src/schema/adapter/to-form";
import type { SessionUser } from "../../../src/server/access/session-user";
import { fileFields } from "../../../src/server/files/file-links";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";

export type Verb = "create" | "update";

/** What a field names, and so which value is beyond the caller's reach. */
export type Target =
  | { kind: "role" }
  | { kind: "row"; table: string; key: string }
  | { kind: "file" };

export interface ValueCase {
  screen: LoadedScreen;
  verb: Verb;
  field: string;
  target: Target;
}

/** The fields of the caller's forms on `screen` whose values a ceiling limits. */
export function valueCases(
  screen: LoadedScreen,
  user: SessionUser,
  scoped: (table: string) => boolean,
): ValueCase[] {
  const { model } = screen;
  const files = new Set(fileFields(screen.screen));
  return (["create", "update"] as const).flatMap((verb) => {
    if (screen.screen.rollup || screen.screen.hiddenActions.includes(verb)) return [];
    const form = toForm(screen.screen, verb, { user, locale: "en" });
    return form.fields.flatMap((field): ValueCase[] => {
      const relation = model.fieldRelation[field.id];
      const target: Target | undefined = files.has(field.id)
        ? { kind: "file" }
        : relation?.model === "roles"
          ? { kind: "role" }
          : relation && scoped(relation.model)
            ? { kind: "row", table: relation.model, key: relation.column }
            : undefined;
      return target ? [{ screen, verb, field: field.id, target }] : [];
    });
  });
}
