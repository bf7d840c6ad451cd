/**
 * What select and select-multiple share: the choices (fixed, or fetched from the getter and
 * read through the option's pointers), the reload and clear when a field the list depends on
 * changes, and the toggle_field rules a chosen row applies to other fields.
 */
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useMemo, useRef } from "react";
import { readPointer } from "../../../../schema/adapter/transforms";
import type { OverlayOption } from "../../../../schema/overlay/overlay-types";
import { readPath } from "../../../../schema/read-path";
import { type DatasetRow, useSelectOptions } from "../../api/dataset";
import { schemaFormContext } from "../../form-context";
import { useFieldValues } from "../../form-store";
import { dependencyKey, parseOptionSource, requestParams, toggledValues } from "./option-source";

export interface Choice {
  value: unknown;
  label: string;
  tooltip?: string;
  row?: DatasetRow;
}

const NO_FIELDS: readonly string[] = [];

export function useChoices(props: WidgetProps) {
  const { options, onChange } = props;
  const context = schemaFormContext(props.registry);
  const locale = context?.locale ?? "id";
  const option = options.option as OverlayOption | undefined;
  const getter = options.getter as string | undefined;
  const source = useMemo(
    () => (getter ? parseOptionSource(getter, option?.get_param) : undefined),
    [getter, option],
  );
  const dependsOn = source?.dependsOn ?? NO_FIELDS;
  const dependent = useFieldValues(context?.store, dependsOn);
  const params = useMemo(() => {
    const values = JSON.parse(dependent.key) as unknown[];
    return source
      ? requestParams(source, Object.fromEntries(dependsOn.map((field, i) => [field, values[i]])))
      : {};
  }, [source, dependsOn, dependent.key]);
  const remote = useSelectOptions(source?.endpoint, params);

  // A dependency changed after the first draw: the old choice may no longer belong.
  const expectedKey = useRef(dependent.key);
  useEffect(() => {
    if (dependent.key !== expectedKey.current) {
      expectedKey.current = dependent.key;
      onChange(undefined);
    }
  }, [dependent.key, onChange]);

  const choices: Choice[] = source
    ? (remote.data?.data ?? []).map((row) => ({
        value: readPath(row, option?.code ?? "id"),
        label: readPointer(row, option?.label ?? "id", locale),
        ...(option?.tooltip ? { tooltip: readPointer(row, option.tooltip, locale) } : {}),
        row,
      }))
    : (options.enumOptions ?? []).map((choice) => ({ value: choice.value, label: choice.label }));

  const applyToggles = (row: DatasetRow | undefined) => {
    const toggled = toggledValues(option?.toggle_field, row);
    if (!context || Object.keys(toggled).length === 0) return;
    // A row may set the very field its own list depends on (a department sets its territory):
    // that change is this choice's doing, not a reason to clear it.
    expectedKey.current = dependencyKey(dependsOn, { ...context.store.values(), ...toggled });
    for (const [field, value] of Object.entries(toggled)) context.setFieldValue(field, value);
  };

  return { choices, remote, applyToggles, fetched: source !== undefined };
}

/** Stored values missing from the list (retired, filtered out) still show, as themselves. */
export function withStoredValues(choices: Choice[], stored: readonly unknown[]): Choice[] {
  const missing = stored.filter(
    (value) =>
      value !== undefined &&
      value !== null &&
      !choices.some((choice) => sameCode(choice.value, value)),
  );
  return [...missing.map((value) => ({ value, label: String(value) })), ...choices];
}

/** 3 and "3" are one code: a value read from the address is text. */
export function sameCode(a: unknown, b: unknown): boolean {
  return a === b || String(a) === String(b);
}
