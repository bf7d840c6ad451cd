/**
 * A drop-down. Its choices are fixed (an enum, labelled by the overlay's items) or fetched
 * from the field's getter; then each row's label and value are read through the option's
 * pointers ("field|format" allowed). A choice can copy values into other fields
 * (toggle_field), and the list reloads — and this field clears — when a field it depends on
 * changes (get_param).
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useMemo, useRef } from "react";
import { readPointer } from "../../../schema/adapter/transforms";
import type { OverlayOption } from "../../../schema/overlay/overlay-types";
import { readPath } from "../../../schema/read-path";
import { type DatasetRow, useSelectOptions } from "../api/dataset";
import { schemaFormContext } from "../form-context";
import { useFieldValues } from "../form-store";
import { inputWidget } from "../registry/define-widget";
import { accessibilityProps } from "./input-attributes";

interface Choice {
  value: unknown;
  label: string;
  tooltip?: string;
  row?: DatasetRow;
}

const NO_PARAMS: readonly string[] = [];

export function SelectWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, options, onChange, onBlur, onFocus, registry, label } = props;
  const context = schemaFormContext(registry);
  const locale = context?.locale ?? "id";
  const option = options.option as OverlayOption | undefined;
  const getter = options.getter as string | undefined;
  const dependsOn = useMemo(
    () => (option?.get_param ? Object.values(option.get_param) : NO_PARAMS),
    [option],
  );
  const dependent = useFieldValues(context?.store, dependsOn);
  const params = useMemo(() => {
    const names = Object.keys(option?.get_param ?? {});
    const values = JSON.parse(dependent.key) as unknown[];
    return Object.fromEntries(
      names.flatMap((name, index) =>
        values[index] === null ? [] : [[name, String(values[index])]],
      ),
    );
  }, [option, dependent.key]);
  const remote = useSelectOptions(getter, params);

  // A dependency changed after the first draw: the old choice may no longer belong.
  const firstKey = useRef(dependent.key);
  useEffect(() => {
    if (dependent.key !== firstKey.current) {
      firstKey.current = dependent.key;
      onChange(undefined);
    }
  }, [dependent.key, onChange]);

  const choices: Choice[] = getter
    ? (remote.data?.data ?? []).map((row) => ({
        value: readPath(row, option?.code ?? "id"),
        label: readPointer(row, option?.label ?? "id", locale),
        ...(option?.tooltip ? { tooltip: readPointer(row, option.tooltip, locale) } : {}),
        row,
      }))
    : (options.enumOptions ?? []).map((choice) => ({ value: choice.value, label: choice.label }));
  // A stored value missing from the list (retired, filtered out) still shows as itself.
  if (value !== undefined && value !== null && !choices.some((choice) => choice.value === value)) {
    choices.unshift({ value, label: String(value) });
  }
  const selected = choices.findIndex((choice) => choice.value === value);

  const choose = (index: string) => {
    const choice = choices[Number(index)];
    onChange(index === "" ? undefined : choice?.value);
    for (const [field, key] of Object.entries(option?.toggle_field ?? {})) {
      context?.setFieldValue(field, choice?.row ? readPath(choice.row, key) : undefined);
    }
  };

  return (
    <>
      <select
        id={id}
        name={props.htmlName ?? id}
        className="select input"
        value={selected < 0 ? "" : String(selected)}
        required={props.required}
        disabled={props.disabled || props.readonly}
        aria-busy={remote.isLoading || undefined}
        {...accessibilityProps(props)}
        onChange={(event) => choose(event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{props.placeholder || t`Pilih…`}</option>
        {choices.map((choice, index) => (
          <option key={String(choice.value)} value={String(index)} title={choice.tooltip}>
            {choice.label}
          </option>
        ))}
      </select>
      {remote.error ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Cannot get ${label} datalist`}
        </p>
      ) : null}
      {getter && remote.data && choices.length === 0 ? (
        <p className="field__note">{t`Sorry, no options found for this field`}</p>
      ) : null}
    </>
  );
}

export const widget = inputWidget("select", SelectWidget);
