/**
 * The live state of one form that some widgets read without re-rendering the whole form:
 * current values (a select whose choices depend on another field) and each field's
 * valid/invalid status (the field's styling). Subscribers re-render only when the slice they
 * read changes.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { FormValues } from "../../schema/validation/normalize-input";

export type FieldStatus = "valid" | "invalid" | undefined;

export interface FormStore {
  values(): FormValues;
  status(field: string): FieldStatus;
  update(change: { values?: FormValues; status?: Record<string, FieldStatus> }): void;
  subscribe(listener: () => void): () => void;
}

export function createFormStore(initial: FormValues = {}): FormStore {
  let values = initial;
  let statuses: Record<string, FieldStatus> = {};
  const listeners = new Set<() => void>();
  return {
    values: () => values,
    status: (field) => statuses[field],
    update(change) {
      if (change.values) values = change.values;
      if (change.status) statuses = change.status;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useFieldStatus(store: FormStore | undefined, field: string): FieldStatus {
  const read = useCallback(() => store?.status(field), [store, field]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}

/** The values of `fields`, as one stable string key plus the values themselves. */
export function useFieldValues(store: FormStore | undefined, fields: readonly string[]) {
  const read = useCallback(
    () => JSON.stringify(fields.map((field) => store?.values()[field] ?? null)),
    [store, fields],
  );
  const key = useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
  return { key, values: JSON.parse(key) as unknown[] };
}

const noSubscription = () => () => {};
