/**
 * When a field's errors are shown (admin-area §5), as a pure reducer. Errors are computed on
 * every change; this decides which fields show theirs:
 *
 * - aggressive fields (select, checkbox, radio, file, lookup) show from their first change;
 * - eager fields (text, number, date, editor) show from their first blur, then follow each
 *   change while they are invalid, and go quiet again once valid until the next blur;
 * - a submit shows every field.
 */
import type { ValidationMode } from "../../schema/overlay/field-types";
import type { FieldErrors } from "../../schema/validation/to-field-errors";

export interface DisplayState {
  /** Fields whose current errors are on screen. */
  shown: ReadonlySet<string>;
}

export type DisplayEvent =
  | { type: "change"; field: string; mode: ValidationMode; wasInvalid: boolean }
  | { type: "blur"; field: string }
  | { type: "submit"; fields: readonly string[] };

export const INITIAL_DISPLAY: DisplayState = { shown: new Set() };

export function nextDisplay(state: DisplayState, event: DisplayEvent): DisplayState {
  const shown = new Set(state.shown);
  switch (event.type) {
    case "change":
      if (event.mode === "aggressive" || (state.shown.has(event.field) && event.wasInvalid)) {
        shown.add(event.field);
      } else {
        shown.delete(event.field);
      }
      break;
    case "blur":
      shown.add(event.field);
      break;
    case "submit":
      for (const field of event.fields) shown.add(field);
      break;
  }
  return { shown };
}

/** The errors on screen: those of shown fields. */
export function visibleErrors(state: DisplayState, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => state.shown.has(field)));
}

/** "invalid" with errors on screen, "valid" once checked and clean, otherwise nothing yet. */
export function fieldStatus(
  state: DisplayState,
  errors: FieldErrors,
  field: string,
): "valid" | "invalid" | undefined {
  if (!state.shown.has(field)) return undefined;
  return errors[field]?.length ? "invalid" : "valid";
}
