/**
 * What an update changes, and where it meets someone else's change. A form sends only the
 * fields its user changed, with their values as read (`BASE_KEY`); when the record changed
 * meanwhile, only a field both people changed, to different values, is a conflict. A field
 * only the other person changed is not sent, so it is never written back to its old value.
 */
import type { FormOutput } from "../adapter/to-form";
import { type FormValues, normalizeInput } from "../validation/normalize-input";

/** The key of an update's body that holds the changed fields' values as the user read them. */
export const BASE_KEY = "$base";

export interface FieldConflict {
  field: string;
  /** As the user read it. */
  base: unknown;
  /** As someone else saved it meanwhile. */
  theirs: unknown;
  /** As the user wants it. */
  mine: unknown;
}

type Form = Pick<FormOutput, "fields">;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `values` that differ from `base`, cleaned as the form sends them. */
export function changedFields(form: Form, base: FormValues, values: FormValues): FormValues {
  const was = normalizeInput(form, base);
  const now = normalizeInput(form, values);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => !same(value, was[field])),
  );
}

/** The changed fields' values in `record`, as `BASE_KEY` carries them. */
export function baseOf(form: Form, record: FormValues, changes: FormValues): FormValues {
  const read = normalizeInput(form, record);
  return Object.fromEntries(Object.keys(changes).map((field) => [field, read[field] ?? null]));
}

/** The fields the user changed from `base` to `mine` that `theirs` changed to something else. */
export function conflictingFields(
  form: Form,
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): FieldConflict[] {
  const was = normalizeInput(form, base);
  const wanted = normalizeInput(form, mine);
  const now = normalizeInput(form, theirs);
  return form.fields.flatMap(({ id }) =>
    Object.hasOwn(wanted, id) && !same(now[id], was[id]) && !same(now[id], wanted[id])
      ? [{ field: id, base: was[id] ?? null, theirs: now[id] ?? null, mine: wanted[id] ?? null }]
      : [],
  );
}
