/**
 * What select and select-multiple share: the choices (fixed, or fetched from the getter and
 * read through the option's pointers), the reload and clear when a field the list depends on
 * changes, and the toggle_field rules a chosen row applies to other fields.
 */
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useMemo, useRef } from "react";
import useSWR from "swr";
import { readPointer } from "../../../../schema/adapter/transforms";
import type { OverlayOption } from "../../../../schema/overlay/overlay-types";
import { readPath } from "../../../../schema/read-path";
import { type DatasetRow, fetchDataset, useSelectOptions } from "../../api/dataset";
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

/** `stored`: the field's current codes, shown even when the list leaves them out. */
export function useChoices(props: WidgetProps, stored: readonly unknown[]) {
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

  const toChoice = (row: DatasetRow): Choice => ({
    value: readPath(row, option?.code ?? "id"),
    label: readPointer(row, option?.label ?? "id", locale),
    ...(option?.tooltip ? { tooltip: readPointer(row, option.tooltip, locale) } : {}),
    row,
  });
  const loaded: Choice[] = source
    ? (remote.data?.data ?? []).map(toChoice)
    : (options.enumOptions ?? []).map((choice) => ({ value: choice.value, label: choice.label }));
  const missing = remote.data ? missingCodes(loaded, stored) : [];
  const storedRows = useStoredRows(source?.endpoint, option?.code ?? "id", missing);
  const choices = withStoredValues(loaded, stored, (storedRows.data ?? []).map(toChoice));

  const applyToggles = (row: DatasetRow | undefined) => {
    const toggled = toggledValues(option?.toggle_field, row);
    if (!context || Object.keys(toggled).length === 0) return;
    // A row may set the very field its own list depends on (a department sets its territory):
    // that change is this choice's doing, not a reason to clear it.
    expectedKey.current = dependencyKey(dependsOn, { ...context.store.values(), ...toggled });
    for (const [field, value] of Object.entries(toggled)) context.setFieldValue(field, value);
  };

  return { choices, loaded, remote, applyToggles, fetched: source !== undefined };
}

function missingCodes(choices: readonly Choice[], stored: readonly unknown[]): unknown[] {
  return stored.filter(
    (value) =>
      value !== undefined &&
      value !== null &&
      !choices.some((choice) => sameCode(choice.value, value)),
  );
}

/**
 * The rows of stored codes the list leaves out (an entry set inactive since, which the list's
 * `active=1` hides): one call each by its code, without `active`, so the record still shows
 * the entry's name. A code that no longer exists finds no row.
 */
function useStoredRows(endpoint: string | undefined, codeKey: string, codes: readonly unknown[]) {
  return useSWR(
    endpoint && codes.length > 0
      ? ["dataset-stored", endpoint, codeKey, JSON.stringify(codes)]
      : null,
    async () => {
      const answers = await Promise.all(
        codes.map((code) => fetchDataset(endpoint ?? "", { [codeKey]: String(code), limit: "1" })),
      );
      return answers.flatMap((answer) => answer.data.slice(0, 1));
    },
  );
}

/**
 * Stored values missing from the list still show: by their row when it was found (`found`),
 * else as themselves.
 */
function withStoredValues(
  choices: Choice[],
  stored: readonly unknown[],
  found: readonly Choice[] = [],
): Choice[] {
  const missing = missingCodes(choices, stored).map(
    (value) =>
      found.find((choice) => sameCode(choice.value, value)) ?? { value, label: String(value) },
  );
  return [...missing, ...choices];
}

/** 3 and "3" are one code: a value read from the address is text. */
export function sameCode(a: unknown, b: unknown): boolean {
  return a === b || String(a) === String(b);
}
